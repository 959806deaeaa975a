/**
 * MCP resource subscriptions through the gateway (ADR 0080), with the SDK client: an agent
 * subscribes to a record's resource and is sent `notifications/resources/updated` when the
 * record's service's feed carries a change of it, and of no other record; after
 * `resources/unsubscribe`, no more. The resource it subscribed to reads as the record's read by
 * id, with that read's permission (ADR 0086).
 */
import { expect } from 'chai';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { connectMcp, mintToken, settlesOn, uniqueCode, type ApiClient } from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';

const CARRIER_READ = 'referential.carriers:read';
const CARRIER_WRITE = 'referential.carriers:write';
const EVENTS_READ = 'referential.events:read';

describe('MCP resource subscriptions through the gateway', function () {
  // A change reaches the agent once the feed serves it (every older transaction that could
  // write the schema has ended, ADR 0072) and the gateway's next read of the feed (1 s).
  this.timeout(120_000);
  let platform: Platform;
  let staff: ApiClient;

  before(async function () {
    this.timeout(60_000);
    platform = await startPlatform();
    staff = platform.as([CARRIER_READ, CARRIER_WRITE, EVENTS_READ]);
  });
  after(() => platform?.close());

  /** A carrier registered, once the feed serves its registration. */
  async function registered(): Promise<string> {
    const code = uniqueCode('SUB');
    const created = await staff.post('/referential/v1/carriers', {
      code,
      name: code,
      ticketingModel: 'NETWORK',
    });
    expect(created.status, created.text).to.equal(201);
    const id = created.body.id as string;
    const served = async () =>
      (await staff.get(`/referential/v1/events?subjects=carrier/${id}`)).body.data.length > 0;
    expect(await settlesOn(served, true, 60_000)).to.equal(true);
    return id;
  }

  const rename = async (id: string, name: string) =>
    expect((await staff.patch(`/referential/v1/carriers/${id}`, { name })).status).to.equal(204);

  it('notifies a change of the record subscribed, of no other, and nothing after unsubscribing', async () => {
    const [watched, other] = [await registered(), await registered()];
    const agent = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([EVENTS_READ, CARRIER_READ]));
    try {
      const updated: string[] = [];
      agent.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => {
        updated.push(notification.params.uri);
      });
      expect(agent.getServerCapabilities()?.resources?.subscribe).to.equal(true);
      const uri = `transport://referential/carrier/${watched}`;
      expect(await agent.subscribeResource({ uri })).to.deep.equal({});

      // The other record changes first: only the watched one is notified, once.
      await rename(other, 'Other renamed');
      await rename(watched, 'Watched renamed');
      expect(await settlesOn(async () => updated.length > 0, true, 60_000)).to.equal(true);
      expect(updated).to.deep.equal([uri]);

      // Unsubscribed: its next change is not notified; a record subscribed after it is.
      await agent.unsubscribeResource({ uri });
      await rename(watched, 'Watched again');
      const next = `transport://referential/carrier/${other}`;
      await agent.subscribeResource({ uri: next });
      await rename(other, 'Other again');
      expect(await settlesOn(async () => updated.length > 1, true, 60_000)).to.equal(true);
      expect(updated).to.deep.equal([uri, next]);
    } finally {
      await agent.close();
    }
  });

  it("reads a record's resource as its read by id, with that read's permission", async () => {
    const id = await registered();
    await rename(id, 'Read as a resource');
    const uri = `transport://referential/carrier/${id}`;
    const agent = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([CARRIER_READ]));
    const blind = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([EVENTS_READ]));
    try {
      const read = await agent.readResource({ uri });
      expect(read.contents).to.have.length(1);
      expect(read.contents[0]).to.include({ uri, mimeType: 'application/json' });
      const record = JSON.parse((read.contents[0] as { text: string }).text);
      const overHttp = await staff.get(`/referential/v1/carriers/${id}`);
      expect(record).to.deep.equal(overHttp.body);
      expect(record.name).to.equal('Read as a resource');

      // The template names every record kind the token may read, and no other.
      const templates = (await agent.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate);
      expect(templates).to.include('transport://referential/carrier/{id}');
      expect(templates).to.not.include('transport://referential/vehicle/{id}');

      const missing = await agent
        .readResource({ uri: 'transport://referential/carrier/5b1c2f9e-0d7a-4c1e-9a53-2f1e4b7c8d90' })
        .catch((error: { code: number }) => error);
      expect(missing).to.include({ code: -32002 });
      const refused = await blind
        .readResource({ uri })
        .catch((error: { code: number; message: string }) => error);
      expect(refused).to.have.property('code', -32600);
      expect((refused as { message: string }).message).to.match(/permission/i);
    } finally {
      await agent.close();
      await blind.close();
    }
  });

  it('refuses a URI that names no record, and an agent that may not read the feed', async () => {
    const agent = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([EVENTS_READ, CARRIER_READ]));
    const blind = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([CARRIER_READ]));
    try {
      const refused = await agent
        .subscribeResource({ uri: 'transport://nowhere/carrier/5b1c2f9e-0d7a-4c1e-9a53-2f1e4b7c8d90' })
        .then(
          () => undefined,
          (error: Error) => error,
        );
      expect(refused?.message).to.match(/is no record's resource/);
      const forbidden = await blind
        .subscribeResource({ uri: 'transport://referential/carrier/5b1c2f9e-0d7a-4c1e-9a53-2f1e4b7c8d90' })
        .then(
          () => undefined,
          (error: Error) => error,
        );
      expect(forbidden?.message).to.match(/referential's feed: .*permission/i);
    } finally {
      await agent.close();
      await blind.close();
    }
  });
});
