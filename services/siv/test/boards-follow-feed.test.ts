/**
 * siv following the registry's change feed (`BOARD_CALLS_FOLLOW=feed`, ADR 0159), through the
 * gateway beside the real referential: a day-of change recorded in the registry shows on the
 * board without a recheck period passing (the safety recheck is set far beyond the test), and
 * the calls of an area the change does not touch are not read again.
 */
import type http from 'node:http';
import { expect } from 'chai';
import { freePort } from '@transport/dev-stack';
import {
  ApiClient,
  daysFromToday,
  localInstant,
  mintToken,
  type TestService,
} from '@transport/platform/testing';
import { startTestGateway, type RunningGateway } from '@transport/platform/testing/platform';
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
} from './fixtures.ts';

const DATE = daysFromToday(1);
const AT_8 = localInstant(DATE, '08:00');

describe('boards following the registry’s change feed', () => {
  let registry: TestService;
  let registryServer: http.Server;
  let siv: TestService;
  let gateway: RunningGateway;
  let staff: ApiClient;
  let changed: BoardStation;
  let untouched: BoardStation;
  let trip: string;
  const points: Record<string, string> = {};
  /** The station-calls reads siv sent the registry, by station area. */
  const callsRead = new Map<string, number>();

  const board = (id: string) =>
    staff.get(`/siv/v1/display-points/${id}/board?at=${encodeURIComponent(AT_8)}`);
  const shown = async (id: string) => {
    const answer = await board(id);
    expect(answer.status, answer.text).to.equal(200);
    return (answer.body.rows as { announcedTime: string; status: string }[]).map(
      (r) => `${r.announcedTime} ${r.status}`,
    );
  };

  before(async function () {
    this.timeout(120_000);
    registry = await startRegistry();
    const registryPort = await freePort();
    // The registry as siv reaches it, each read of an area's calls counted.
    registryServer = await listen((request: http.IncomingMessage, response: http.ServerResponse) => {
      const url = new URL(request.url ?? '/', 'http://registry');
      const area = url.searchParams.get('stationAreaId');
      if (url.pathname === '/referential/v1/schedules/station-calls' && area)
        callsRead.set(area, (callsRead.get(area) ?? 0) + 1);
      (registry.built.app as unknown as http.RequestListener)(request, response);
    }, registryPort);
    // The safety recheck far beyond the test: only the feed can bring the change in time.
    siv = await startSiv(`http://127.0.0.1:${registryPort}`, {
      BOARD_CALLS_FOLLOW: 'feed',
      BOARD_FEED_POLL_MS: '50',
      BOARD_FEED_RECHECK_MS: '600000',
    });
    gateway = await startTestGateway({
      referential: `http://127.0.0.1:${registryPort}`,
      rules: `http://127.0.0.1:${await freePort()}`,
      siv: siv.url,
    });
    staff = new ApiClient(gateway.url, mintToken([...DISPLAY_STAFF, ...NETWORK_STAFF]));
    changed = await createBoardStation(staff, 1);
    untouched = await createBoardStation(staff, 1);
    trip = await createTrip(staff, changed, 1, '08:05');
    await createTrip(staff, untouched, 1, '08:10');
    const profileId = await createProfile(staff, { lineCount: 3, pageSeconds: 60, horizonMinutes: 60 });
    for (const station of [changed, untouched])
      points[station.area.id] = (
        await staff.post('/siv/v1/display-points', pointBody(station.area.code, { profileId }))
      ).body.id;
  });
  after(async () => {
    await gateway?.close();
    if (registryServer?.listening) await stop(registryServer);
    await siv?.close();
    await registry?.close();
  });

  it('shows a day-of change on the board without a recheck period, and reads no other area again', async function () {
    this.timeout(60_000);
    const changedPoint = points[changed.area.id] as string;
    const untouchedPoint = points[untouched.area.id] as string;
    expect(await shown(changedPoint)).to.deep.equal(['08:05 ON_TIME']);
    expect(await shown(untouchedPoint)).to.deep.equal(['08:10 ON_TIME']);
    const untouchedReads = callsRead.get(untouched.area.id) ?? 0;

    await changeTrip(staff, trip, { type: 'DELAY', announcedTime: '08:17' }, DATE);
    let rows: string[] = [];
    for (let tries = 0; tries < 200; tries += 1) {
      rows = await shown(changedPoint);
      if (rows[0] !== '08:05 ON_TIME') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows, 'the board of the changed area after the feed announced the change').to.deep.equal([
      '08:17 DELAYED',
    ]);
    expect(await shown(untouchedPoint)).to.deep.equal(['08:10 ON_TIME']);
    expect(callsRead.get(untouched.area.id) ?? 0, 'reads of the untouched area’s calls').to.equal(
      untouchedReads,
    );
  });
});
