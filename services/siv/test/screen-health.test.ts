import type http from 'node:http';
import { expect } from 'chai';
import {
  connectMcp,
  expectProblem,
  settlesOn,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { createBoardStation, NETWORK_STAFF, type BoardStation } from './board-fixtures.ts';
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

describe('screen health: whether each screen was seen lately', () => {
  let registry: TestService;
  let siv: TestService;
  let staff: ApiClient;
  let station: BoardStation;
  let profileId: string;
  let management: http.Server;
  let receiver: http.Server;
  let posts = 0;

  const health = (id: string) => staff.get(`/siv/v1/display-points/${id}/health`);
  const scrape = async () => (await fetch(`${urlOf(management)}/actuator/prometheus`)).text();
  const unseen = (text: string, target: string, state: string) =>
    Number(
      new RegExp(`siv_screens_unseen\\{[^}]*target="${target}"[^}]*state="${state}"[^}]*\\} (\\d+)`).exec(
        text,
      )?.[1],
    );

  async function webPoint(): Promise<{ id: string; page: string }> {
    const created = await staff.post(
      '/siv/v1/display-points',
      pointBody(station.area.code, { profileId, publishingTarget: { type: 'WEB_PAGE', address: 'hall' } }),
    );
    expect(created.status, created.text).to.equal(201);
    const key = await staff.post(`/siv/v1/display-points/${created.body.id}/screen-key`);
    return { id: created.body.id, page: `${siv.url}${key.body.url}` };
  }

  before(async function () {
    this.timeout(120_000);
    registry = await startRegistry();
    siv = await startSiv(registry.url, {
      DELIVERY_ALLOW_PRIVATE_TARGETS: 'true',
      DELIVERY_TICK_MS: '200',
      SCREEN_UNSEEN_MINUTES: '3',
    });
    management = await listen(siv.built.management);
    receiver = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
      req.resume();
      req.on('end', () => {
        posts += 1;
        res.writeHead(204).end();
      });
    });
    staff = siv.as([...DISPLAY_STAFF]);
    station = await createBoardStation(registry.as(NETWORK_STAFF), 1);
    profileId = await createProfile(staff);
  });
  after(async () => {
    siv?.clock.reset();
    if (management) await stop(management);
    if (receiver) await stop(receiver);
    await siv?.close();
    await registry?.close();
  });
  afterEach(() => siv.clock.reset());

  it('says a web screen never seen, then seen at its page load, then unseen once the setting’s minutes pass', async () => {
    const { id, page } = await webPoint();
    const before = await health(id);
    expect(before.status, before.text).to.equal(200);
    expect(before.body).to.include({
      pointId: id,
      targetType: 'WEB_PAGE',
      status: 'NEVER_SEEN',
      lastSeenAt: null,
      lastPageLoadAt: null,
      unseenAfterMinutes: 3,
    });

    // A preview at an instant is not the screen: it is not a sighting.
    expect((await fetch(`${page}&at=${encodeURIComponent(new Date().toISOString())}`)).status).to.equal(200);
    expect((await health(id)).body.status).to.equal('NEVER_SEEN');

    const loadedAt = Date.now();
    expect((await fetch(page)).status).to.equal(200);
    const seen = (await health(id)).body;
    expect(seen.status).to.equal('SEEN');
    expect(seen.lastSeenAt).to.equal(seen.lastPageLoadAt);
    expect(Math.abs(Date.parse(seen.lastPageLoadAt) - loadedAt)).to.be.below(60_000);

    siv.clock.advance(3 * 60_000 + 1_000);
    const late = (await health(id)).body;
    expect(late).to.include({ status: 'UNSEEN', lastSeenAt: seen.lastSeenAt });
    expect(unseen(await scrape(), 'WEB_PAGE', 'UNSEEN')).to.be.at.least(1);

    // The screen comes back: a reload is a sighting again.
    expect((await fetch(page)).status).to.equal(200);
    expect((await health(id)).body.status).to.equal('SEEN');
  });

  it('counts a delivered board as a sighting of a pushed screen, and answers over MCP', async () => {
    const created = await staff.post(
      '/siv/v1/display-points',
      pointBody(station.area.code, {
        profileId,
        publishingTarget: { type: 'HTTP_PUSH', address: `${urlOf(receiver)}/boards` },
      }),
    );
    expect(created.status, created.text).to.equal(201);
    const id = created.body.id as string;
    expect(await settlesOn(async () => (await health(id)).body.status, 'SEEN', 15_000)).to.equal('SEEN');
    const seen = (await health(id)).body;
    expect(posts).to.be.at.least(1);
    expect(seen).to.include({ targetType: 'HTTP_PUSH', lastPageLoadAt: null });
    expect(seen.lastSeenAt).to.equal(seen.lastDeliveredAt);

    const mcp = await connectMcp(`${siv.url}/mcp`, siv.token(['siv.display-points:read'], 'agent'));
    try {
      const result = await mcp.callTool({ name: 'getDisplayPointHealth', arguments: { id } });
      expect(result.isError).to.not.equal(true);
      expect(result.structuredContent).to.include({ pointId: id, status: 'SEEN', targetType: 'HTTP_PUSH' });
    } finally {
      await mcp.close();
    }
  });

  it('exports the screens never seen and unseen by target, counted at each scrape', async () => {
    const neverBefore = unseen(await scrape(), 'WEB_PAGE', 'NEVER_SEEN');
    await webPoint();
    await webPoint();
    expect(unseen(await scrape(), 'WEB_PAGE', 'NEVER_SEEN')).to.equal(neverBefore + 2);
    expect(unseen(await scrape(), 'SFTP_DROP', 'UNSEEN')).to.equal(0);
  });

  it('says a retired point RETIRED, and an unknown one is a 404', async () => {
    const { id, page } = await webPoint();
    await fetch(page);
    await staff.post(`/siv/v1/display-points/${id}/retirement`, { reason: 'screen removed' });
    expect((await health(id)).body.status).to.equal('RETIRED');
    expectProblem(await health('7c0e1b9a-0000-4000-8000-000000000000'), 404, 'display-point-not-found');
  });
});
