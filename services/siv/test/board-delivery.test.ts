import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type http from 'node:http';
import path from 'node:path';
import mqtt from 'mqtt';
import { expect } from 'chai';
import { localDateTime } from '@transport/platform';
import {
  connectMcp,
  settlesOn,
  TEST_TIME_ZONE,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import {
  changeTrip,
  createBoardStation,
  createTrip,
  NETWORK_STAFF,
  type BoardStation,
} from './board-fixtures.ts';
import {
  createProfile,
  DISPLAY_STAFF,
  listen,
  pointBody,
  startRegistry,
  startSiv,
  stop,
  urlOf,
} from './fixtures.ts';
import { startMosquitto, startSftpServer, type LocalServer } from './delivery-servers.ts';

const SECRET = 'board-delivery-test-secret';

/**
 * How long a target took to show a day-of change, from the answer to the change's POST: printed
 * beside the test (the time a station's screen lags a delay), not judged (timing belongs in
 * `pnpm bench`).
 */
function printLag(target: string, changedAt: number) {
  console.log(
    `      ${target} showed the delay ${Math.round(performance.now() - changedAt)} ms after it was recorded`,
  );
}

interface Received {
  body: { pointId: string; rows: { lineCode: string; announcedTime: string; scheduledTime: string }[] };
  signature: string | undefined;
  valid: boolean;
}

/** A local HTTP receiver: records each board posted, answering `failFirst` 500s before its 204s. */
async function startReceiver(failFirst = 0) {
  const received: Received[] = [];
  let failures = failFirst;
  const server = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        res.writeHead(500).end();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      const signature = req.headers['x-board-signature'] as string | undefined;
      const [, stamp, mac] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(signature ?? '') ?? [];
      const expected = createHmac('sha256', SECRET).update(`${stamp}.${text}`).digest('hex');
      received.push({ body: JSON.parse(text), signature, valid: mac === expected });
      res.writeHead(204).end();
    });
  });
  return { server, received, url: `${urlOf(server)}/boards` };
}

describe('boards delivered to their publishing targets', () => {
  let registry: TestService;
  let siv: TestService;
  let staff: ApiClient;
  let station: BoardStation;
  let profileId: string;
  let departure: { date: string; time: string };
  let tripId: string;
  let broker: LocalServer;
  let sftp: Awaited<ReturnType<typeof startSftpServer>>;
  const servers: http.Server[] = [];

  const delivery = (id: string) => staff.get(`/siv/v1/display-points/${id}/delivery`);
  /**
   * Records a delay of the departure to `minutes` after its time (each test a delay of its own,
   * so that its target must show a change it has not shown yet): the time it shows and when the
   * change was answered.
   */
  async function delayBy(minutes: number) {
    const [h = 0, m = 0] = departure.time.split(':').map(Number);
    const later = h * 60 + m + minutes;
    const shown = `${String(Math.floor(later / 60)).padStart(2, '0')}:${String(later % 60).padStart(2, '0')}`;
    await changeTrip(
      registry.as(NETWORK_STAFF),
      tripId,
      { type: 'DELAY', announcedTime: shown },
      departure.date,
    );
    return { shown, at: performance.now() };
  }
  /** A point dropping its board in the SFTP directory `drop/<name>` (made here), once its first board is there. */
  async function deliveredSftpPoint(name: string) {
    const directory = path.join(sftp.folder, 'drop', name);
    mkdirSync(directory, { recursive: true });
    const created = await staff.post(
      '/siv/v1/display-points',
      pointBody(station.area.code, {
        profileId,
        publishingTarget: { type: 'SFTP_DROP', address: directory },
      }),
    );
    expect(created.status, created.text).to.equal(201);
    const id = created.body.id as string;
    expect(await settlesOn(async () => (await delivery(id)).body.state, 'DELIVERED', 15_000)).to.equal(
      'DELIVERED',
    );
    return { directory, id };
  }
  async function pushedPoint(url: string, client = staff, profile = profileId) {
    const created = await client.post(
      '/siv/v1/display-points',
      pointBody(station.area.code, {
        profileId: profile,
        publishingTarget: { type: 'HTTP_PUSH', address: url },
      }),
    );
    expect(created.status, created.text).to.equal(201);
    return created.body.id as string;
  }

  before(async function () {
    this.timeout(120_000);
    registry = await startRegistry();
    broker = await startMosquitto();
    sftp = await startSftpServer();
    siv = await startSiv(registry.url, {
      DELIVERY_ALLOW_PRIVATE_TARGETS: 'true',
      // The delivery loop at its default tick (1 s), so that the printed lags are production's.
      DELIVERY_RETRY_BASE_MS: '200',
      DELIVERY_SIGNING_SECRET: SECRET,
      DELIVERY_MQTT_URL: `mqtt://127.0.0.1:${broker.port}`,
      DELIVERY_SFTP_URL: `sftp://${sftp.username}@127.0.0.1:${sftp.port}`,
      DELIVERY_SFTP_PRIVATE_KEY_FILE: sftp.clientKey,
    });
    staff = siv.as([...DISPLAY_STAFF]);
    const network = registry.as(NETWORK_STAFF);
    station = await createBoardStation(network, 1);
    // A departure 30 minutes from now (a daily trip), 45 when the delays of up to 13 minutes
    // below would cross midnight: delays and departure then fall on the same local day.
    departure = localDateTime(Date.now() + 30 * 60_000, TEST_TIME_ZONE);
    const [dh = 0, dm = 0] = departure.time.split(':').map(Number);
    if (dh * 60 + dm + 13 >= 1440) departure = localDateTime(Date.now() + 45 * 60_000, TEST_TIME_ZONE);
    tripId = await createTrip(network, station, 1, departure.time.slice(0, 5));
    profileId = await createProfile(staff, { horizonMinutes: 120 });
  });
  after(async () => {
    for (const server of servers) if (server.listening) await stop(server);
    await siv?.close();
    await registry?.close();
    await broker?.stop();
    await sftp?.stop();
  });

  it('posts the board, signed, and reports it delivered over HTTP and MCP; a day-of delay is posted again', async () => {
    const receiver = await startReceiver();
    servers.push(receiver.server);
    const id = await pushedPoint(receiver.url);

    expect(await settlesOn(async () => receiver.received.length > 0, true, 15_000)).to.equal(true);
    const first = receiver.received[0] as Received;
    expect(first.valid, first.signature).to.equal(true);
    expect(first.body.pointId).to.equal(id);
    expect(first.body.rows.map((r) => [r.lineCode, r.announcedTime])).to.deep.equal([
      [station.lines[0]?.code, departure.time.slice(0, 5)],
    ]);

    // The receiver holds the board before siv has read its answer and recorded the delivery.
    expect(await settlesOn(async () => (await delivery(id)).body.state, 'DELIVERED', 15_000)).to.equal(
      'DELIVERED',
    );
    const status = await delivery(id);
    expect(status.status, status.text).to.equal(200);
    expect(status.body).to.include({
      pointId: id,
      targetType: 'HTTP_PUSH',
      state: 'DELIVERED',
      lastError: null,
    });
    expect(status.body.deliveries).to.be.at.least(1);

    const mcp = await connectMcp(`${siv.url}/mcp`, siv.token(['siv.display-points:read'], 'agent'));
    try {
      const result = await mcp.callTool({ name: 'getDisplayPointDelivery', arguments: { id } });
      expect(result.isError).to.not.equal(true);
      expect(result.structuredContent).to.include({ pointId: id, state: 'DELIVERED' });
    } finally {
      await mcp.close();
    }

    // A day-of delay of the departure: the target receives the board with the new time.
    const delayed = await delayBy(7);
    const shown = () => receiver.received.at(-1)?.body.rows[0]?.announcedTime;
    expect(await settlesOn(async () => shown(), delayed.shown, 15_000)).to.equal(delayed.shown);
    printLag('the HTTP endpoint', delayed.at);
    expect(receiver.received.every((r) => r.valid)).to.equal(true);
  });

  it('records each failed attempt and retries with backoff until the target takes the board', async () => {
    const receiver = await startReceiver(2);
    servers.push(receiver.server);
    const id = await pushedPoint(receiver.url);

    const failing = await settlesOn(async () => (await delivery(id)).body.state, 'FAILING', 15_000);
    expect(failing).to.equal('FAILING');
    const status = (await delivery(id)).body;
    expect(status.lastError).to.equal('the target answered 500');
    expect(status.consecutiveFailures).to.be.at.least(1);
    expect(Date.parse(status.nextAttemptAt)).to.be.greaterThan(Date.parse(status.lastAttemptAt));

    expect(await settlesOn(async () => (await delivery(id)).body.state, 'DELIVERED', 15_000)).to.equal(
      'DELIVERED',
    );
    expect(receiver.received).to.have.length.at.least(1);
    expect((await delivery(id)).body).to.include({ consecutiveFailures: 0, lastError: null });
  });

  it('outside development refuses a loopback URL at creation, and a host name reaching one at delivery', async () => {
    const strict = await startSiv(registry.url, {
      DELIVERY_TICK_MS: '200',
      DELIVERY_ALLOW_PRIVATE_TARGETS: 'false',
    });
    try {
      const client = strict.as([...DISPLAY_STAFF]);
      const receiver = await startReceiver();
      servers.push(receiver.server);
      const refused = await client.post(
        '/siv/v1/display-points',
        pointBody(station.area.code, { publishingTarget: { type: 'HTTP_PUSH', address: receiver.url } }),
      );
      expect(refused.status, refused.text).to.equal(422);
      expect(refused.body).to.include({ code: 'publishing-target-invalid' });
      // The machine's own name resolves to its loopback (or a private) address, which only a
      // lookup at delivery can tell: the point is taken, and each attempt fails saying so.
      const named = `https://${hostname()}:${new URL(receiver.url).port}/boards`;
      const id = await pushedPoint(named, client, await createProfile(client));
      const read = () => client.get(`/siv/v1/display-points/${id}/delivery`);
      expect(await settlesOn(async () => (await read()).body.state, 'FAILING', 15_000)).to.equal('FAILING');
      expect((await read()).body.lastError).to.match(/reaches [0-9a-f.:]+, a loopback or private address/);
      expect(receiver.received).to.have.length(0);
      // A topic with no broker given to siv: its deliveries fail, naming the setting.
      const topic = await client.post(
        '/siv/v1/display-points',
        pointBody(station.area.code, { profileId: await createProfile(client) }),
      );
      const unbrokered = () => client.get(`/siv/v1/display-points/${topic.body.id}/delivery`);
      expect(await settlesOn(async () => (await unbrokered()).body.state, 'FAILING', 15_000)).to.equal(
        'FAILING',
      );
      expect((await unbrokered()).body.lastError).to.equal(
        'siv has no MQTT broker to deliver to: set DELIVERY_MQTT_URL',
      );
    } finally {
      await strict.close();
    }
  });

  it('publishes the board on an MQTT topic, retained, so that a display subscribing later gets it; a day-of delay is published again', async () => {
    const topic = `displays/${station.area.code}/hall`;
    const created = await staff.post(
      '/siv/v1/display-points',
      pointBody(station.area.code, { profileId, publishingTarget: { type: 'MQTT_TOPIC', address: topic } }),
    );
    expect(created.status, created.text).to.equal(201);
    const id = created.body.id as string;
    expect(await settlesOn(async () => (await delivery(id)).body.state, 'DELIVERED', 15_000)).to.equal(
      'DELIVERED',
    );

    // A display subscribing after the delivery gets the board the broker kept for the topic.
    const display = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`);
    try {
      const boards: Received['body'][] = [];
      display.on('message', (_topic, payload: Buffer) => boards.push(JSON.parse(payload.toString('utf8'))));
      await display.subscribeAsync(topic, { qos: 1 });
      expect(await settlesOn(async () => boards.length > 0, true, 15_000)).to.equal(true);
      const board = boards[0] as Received['body'];
      expect(board.pointId).to.equal(id);
      expect(board.rows.map((r) => r.lineCode)).to.deep.equal([station.lines[0]?.code]);

      // A day-of delay: the subscribed display receives the board with the new time.
      const delayed = await delayBy(9);
      const shown = async () => boards.at(-1)?.rows[0]?.announcedTime;
      expect(await settlesOn(shown, delayed.shown, 15_000)).to.equal(delayed.shown);
      printLag('the MQTT topic', delayed.at);
    } finally {
      await display.endAsync();
    }
    expect((await delivery(id)).body).to.include({
      targetType: 'MQTT_TOPIC',
      address: topic,
      lastError: null,
    });
  });

  it('drops the board as board.json in an SFTP directory, again on a day-of delay (also after the server ended its connection), and says why a directory it cannot write fails', async () => {
    const { directory, id } = await deliveredSftpPoint('hall');
    const dropped = () =>
      JSON.parse(readFileSync(path.join(directory, 'board.json'), 'utf8')) as Received['body'];
    expect(dropped().pointId).to.equal(id);

    // A day-of delay: the file dropped again shows the new time (read whole: a file being
    // written does not parse, and is read again).
    const delayed = await delayBy(11);
    const shown = async () => {
      try {
        return dropped().rows[0]?.announcedTime;
      } catch {
        return undefined;
      }
    };
    expect(await settlesOn(shown, delayed.shown, 15_000)).to.equal(delayed.shown);
    printLag('the SFTP directory', delayed.at);
    // The server ends the connection siv keeps between deliveries: the next change still arrives.
    sftp.dropSessions();
    const again = await delayBy(13);
    expect(await settlesOn(shown, again.shown, 15_000)).to.equal(again.shown);

    const missing = await staff.post(
      '/siv/v1/display-points',
      pointBody(station.area.code, {
        profileId,
        publishingTarget: { type: 'SFTP_DROP', address: path.join(sftp.folder, 'no-such-directory') },
      }),
    );
    const failing = () => delivery(missing.body.id);
    expect(await settlesOn(async () => (await failing()).body.state, 'FAILING', 15_000)).to.equal('FAILING');
    expect((await failing()).body.lastError).to.match(/no-such-directory/);
  });

  it('replaces a kept SFTP connection whose server stopped answering: the board arrives on a new one, and the other targets are not held up', async () => {
    const { directory, id } = await deliveredSftpPoint('stalled');
    const receiver = await startReceiver();
    servers.push(receiver.server);
    await pushedPoint(receiver.url);
    const pushed = async () => receiver.received.at(-1)?.body.rows[0]?.announcedTime;
    const dropped = async () => {
      try {
        const board = JSON.parse(
          readFileSync(path.join(directory, 'board.json'), 'utf8'),
        ) as Received['body'];
        return board.rows[0]?.announcedTime;
      } catch {
        return undefined; // being written
      }
    };

    // The sessions open now hang, their connections open and silent; the server still takes new ones.
    sftp.stallSessions();
    try {
      const first = await delayBy(15);
      expect(await settlesOn(dropped, first.shown, 15_000)).to.equal(first.shown);
      printLag('the SFTP directory, its kept connection silent,', first.at);
      // The rounds go on: a later change reaches both targets.
      const second = await delayBy(17);
      expect(await settlesOn(pushed, second.shown, 15_000)).to.equal(second.shown);
      expect(await settlesOn(dropped, second.shown, 15_000)).to.equal(second.shown);
      expect((await delivery(id)).body).to.include({ state: 'DELIVERED', lastError: null });
    } finally {
      sftp.killSessions();
    }
  });

  it('says a web page is pulled, and an unknown point is a 404', async () => {
    const web = await staff.post(
      '/siv/v1/display-points',
      pointBody(station.area.code, { profileId, publishingTarget: { type: 'WEB_PAGE', address: 'hall' } }),
    );
    expect((await delivery(web.body.id)).body).to.include({ state: 'PULLED', nextAttemptAt: null });
    expect((await delivery('7c0e1b9a-0000-4000-8000-000000000000')).status).to.equal(404);
  });
});
