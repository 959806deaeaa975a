import type http from 'node:http';
import { expect } from 'chai';
import { freePort } from '@transport/dev-stack';
import {
  ApiClient,
  cacheLookups,
  connectMcp,
  daysFromToday,
  expectFieldError,
  expectProblem,
  localInstant,
  mintToken,
  nextYear,
  settlesOn,
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
  afterBoardRecheck,
  createArea,
  createProfile,
  DISPLAY_STAFF,
  listen,
  pointBody,
  POINT_READ,
  startRegistry,
  startSiv,
  stop,
  uniqueCode,
} from './fixtures.ts';

// The board's day: tomorrow (the trips run every day of the week), read at local times in Paris.
const DATE = daysFromToday(1);
const atLocal = (time: string) => localInstant(DATE, time);
const AT_8 = atLocal('08:00');

interface Row {
  lineCode: string;
  announcedTime: string;
  scheduledTime: string;
  status: string;
  cancelled: boolean;
  texts: { language: string; status: string }[];
}

describe('the board of a display point, through the gateway beside the real referential', () => {
  let registry: TestService;
  let registryPort: number;
  let registryServer: http.Server;
  let siv: TestService;
  let gateway: RunningGateway;
  let staff: ApiClient;
  let station: BoardStation;
  let profileId: string;
  let pointId: string;

  const code = (n: number) => (station.lines[n - 1] as { code: string }).code;
  const board = (id: string, at: string) =>
    staff.get(`/siv/v1/display-points/${id}/board?at=${encodeURIComponent(at)}`);
  const shown = (rows: Row[]) => rows.map((r) => `${r.announcedTime} ${r.lineCode}`);
  /** Every row of the board at `at`, page after page (pages turn every 10 s). */
  async function allPages(id: string, at: string): Promise<Row[]> {
    const first = await board(id, at);
    expect(first.status, first.text).to.equal(200);
    const pages: Row[][] = [];
    for (let p = 0; p < first.body.pageCount; p += 1) {
      const answer = await board(id, new Date(Date.parse(at) + p * 10_000).toISOString());
      pages[answer.body.page - 1] = answer.body.rows;
    }
    return pages.flat();
  }

  before(async function () {
    this.timeout(120_000);
    registry = await startRegistry();
    registryPort = await freePort();
    registryServer = await listen(registry.built.app, registryPort);
    siv = await startSiv(`http://127.0.0.1:${registryPort}`);
    gateway = await startTestGateway({
      referential: `http://127.0.0.1:${registryPort}`,
      rules: `http://127.0.0.1:${await freePort()}`,
      siv: siv.url,
    });
    staff = new ApiClient(gateway.url, mintToken([...DISPLAY_STAFF, ...NETWORK_STAFF]));
    station = await createBoardStation(staff);
    await createTrip(staff, station, 1, '08:05', { atBay: true });
    await createTrip(staff, station, 1, '08:20');
    await createTrip(staff, station, 1, '08:40');
    await createTrip(staff, station, 2, '08:10');
    await createTrip(staff, station, 2, '08:30');
    await createTrip(staff, station, 3, '08:15', { atBay: true });
    await createTrip(staff, station, 3, '09:30');
    await createTrip(staff, station, 2, '07:59');
    profileId = await createProfile(staff, { lineCount: 3, pageSeconds: 10, horizonMinutes: 60 });
    pointId = (await staff.post('/siv/v1/display-points', pointBody(station.area.code, { profileId }))).body
      .id;
  });
  after(async () => {
    await gateway?.close();
    if (registryServer?.listening) await stop(registryServer);
    await siv?.close();
    await registry?.close();
  });

  it('lists the calls of the next hour at the station in announced-time order, three lines, in pages of three', async () => {
    const answer = await board(pointId, AT_8);
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.body).to.include({
      content: 'BOARD',
      localTime: '08:00',
      timeZone: 'Europe/Paris',
      stationAreaCode: station.area.code,
      pageCount: 2,
      pageSeconds: 10,
      callCount: 6,
      stale: false,
      staleSeconds: null,
    });
    expect(answer.body.rows).to.have.length(3);
    expect(answer.body.texts).to.deep.equal([
      { language: 'fr', heading: 'Départs' },
      { language: 'en', heading: 'Departures' },
    ]);
    const rows = await allPages(pointId, AT_8);
    expect(shown(rows)).to.deep.equal([
      `08:05 ${code(1)}`,
      `08:10 ${code(2)}`,
      `08:15 ${code(3)}`,
      `08:20 ${code(1)}`,
      `08:30 ${code(2)}`,
      `08:40 ${code(1)}`,
    ]);
    expect(rows[0]).to.deep.include({
      status: 'ON_TIME',
      cancelled: false,
      scheduledTime: '08:05',
      texts: [
        { language: 'fr', status: "À l'heure" },
        { language: 'en', status: 'On time' },
      ],
    });
  });

  it('shows a delayed trip at its announced time and a cancelled one marked until its grace ends', async () => {
    const other = await createBoardStation(staff);
    const line = (n: number) => (other.lines[n - 1] as { code: string }).code;
    const delayed = await createTrip(staff, other, 1, '08:05');
    const cancelled = await createTrip(staff, other, 2, '08:10');
    await createTrip(staff, other, 3, '08:15');
    await createTrip(staff, other, 1, '08:20');
    await changeTrip(staff, delayed, { type: 'DELAY', announcedTime: '08:17' }, DATE);
    await changeTrip(staff, cancelled, { type: 'CANCELLATION' }, DATE);
    const id = (await staff.post('/siv/v1/display-points', pointBody(other.area.code, { profileId }))).body
      .id;

    const rows = await allPages(id, AT_8);
    expect(shown(rows)).to.deep.equal([
      `08:10 ${line(2)}`,
      `08:15 ${line(3)}`,
      `08:17 ${line(1)}`,
      `08:20 ${line(1)}`,
    ]);
    expect(rows[0]).to.deep.include({
      status: 'CANCELLED',
      reason: 'Driver unavailable',
      cancelled: true,
      texts: [
        { language: 'fr', status: 'Supprimé' },
        { language: 'en', status: 'Cancelled' },
      ],
    });
    expect(rows[2]).to.deep.include({
      status: 'DELAYED',
      reason: 'Traffic on the ring road',
      scheduledTime: '08:05',
      announcedTime: '08:17',
      delayMinutes: 12,
      texts: [
        { language: 'fr', status: 'Retardé +12 min' },
        { language: 'en', status: 'Delayed +12 min' },
      ],
    });
    // The profile's grace is 5 minutes: the 08:10 cancellation shows until 08:15.
    expect(shown(await allPages(id, atLocal('08:14')))[0]).to.equal(`08:10 ${line(2)}`);
    expect(shown(await allPages(id, atLocal('08:15')))).to.deep.equal([
      `08:15 ${line(3)}`,
      `08:17 ${line(1)}`,
      `08:20 ${line(1)}`,
    ]);
  });

  it('turns the pages on the clock: the page shown changes every pageSeconds, every page in turn', async () => {
    const pages = [];
    for (const seconds of [0, 10, 20, 30]) {
      pages.push((await board(pointId, new Date(Date.parse(AT_8) + seconds * 1000).toISOString())).body.page);
    }
    expect(new Set(pages)).to.deep.equal(new Set([1, 2]));
    expect(pages[0]).to.not.equal(pages[1]);
    expect(pages[0]).to.equal(pages[2]);
  });

  it('previews a later instant and replays an earlier one', async () => {
    expect(shown(await allPages(pointId, atLocal('08:31')))).to.deep.equal([
      `08:40 ${code(1)}`,
      `09:30 ${code(3)}`,
    ]);
    expect(shown(await allPages(pointId, atLocal('07:58')))).to.deep.equal([
      `07:59 ${code(2)}`,
      `08:05 ${code(1)}`,
      `08:10 ${code(2)}`,
      `08:15 ${code(3)}`,
      `08:20 ${code(1)}`,
      `08:30 ${code(2)}`,
      `08:40 ${code(1)}`,
    ]);
  });

  it('shows only the calls at its bay on a point at a bay', async () => {
    const atBay = await staff.post(
      '/siv/v1/display-points',
      pointBody(station.area.code, {
        profileId,
        location: { stationAreaCode: station.area.code, bayCode: 'G1' },
      }),
    );
    expect(shown(await allPages(atBay.body.id, AT_8))).to.deep.equal([
      `08:05 ${code(1)}`,
      `08:15 ${code(3)}`,
    ]);
  });

  it('leaves out of its departures a call nobody may board at, but at its bay marks it set down only, and out of its arrivals one nobody may alight at', async () => {
    // Trips of a line through the station's bay, from a stop before it to the line's terminus: X
    // only sets down here, Y only picks up, Z does both.
    const here = await createBoardStation(staff, 1);
    const line = here.lines[0] as BoardStation['lines'][number];
    const before = (
      await staff.post('/referential/v1/stations', { code: uniqueCode('ST'), name: 'Before the station' })
    ).body.id as string;
    const destinationId = (
      await staff.post('/referential/v1/destinations', { code: uniqueCode('DE'), name: line.destination })
    ).body.id as string;
    const through = await staff.post(`/referential/v1/lines/${line.lineId}/itineraries`, {
      code: 'THRU',
      name: 'Through the station',
      destinationId,
      callingPoints: [{ stationId: before }, { stationId: here.stationId }, { stationId: line.terminus }],
    });
    expect(through.status, through.text).to.equal(201);
    const trip = async (arrival: string, departure: string, boarding: Record<string, string>) => {
      const schedule = await staff.post('/referential/v1/schedules', {
        code: uniqueCode('S'),
        lineId: line.lineId,
        itineraryId: through.body.id,
        validFrom: daysFromToday(-30),
        validTo: `${nextYear()}-12-31`,
        daysOfWeek: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
      });
      expect(schedule.status, schedule.text).to.equal(201);
      const times = await staff.put(`/referential/v1/schedules/${schedule.body.id}/stop-times`, {
        calls: [
          { stopId: before, dayOffset: 0, departureTime: '07:30' },
          {
            stopId: here.stationId,
            bayId: here.bayId,
            dayOffset: 0,
            arrivalTime: arrival,
            departureTime: departure,
            ...boarding,
          },
          { stopId: line.terminus, dayOffset: 0, arrivalTime: '09:30' },
        ],
      });
      expect(times.status, times.text).to.equal(204);
      const activation = await staff.post(`/referential/v1/schedules/${schedule.body.id}/activation`, {
        retroactive: true,
      });
      expect(activation.status, activation.text).to.equal(200);
    };
    await trip('08:10', '08:12', { pickupType: 'NONE' });
    await trip('08:20', '08:22', { dropOffType: 'NONE' });
    await trip('08:40', '08:42', {});
    const departures = (await staff.post('/siv/v1/display-points', pointBody(here.area.code, { profileId })))
      .body.id as string;
    const arrivalProfile = await createProfile(staff, { kind: 'ARRIVAL_BOARD', horizonMinutes: 60 });
    const arrivals = await staff.post(
      '/siv/v1/display-points',
      pointBody(here.area.code, { kind: 'ARRIVAL_BOARD', profileId: arrivalProfile }),
    );
    expect(arrivals.status, arrivals.text).to.equal(201);
    // The registry answers the three calls, each with who may board and alight there.
    const registryCalls = await staff.get(
      `/referential/v1/schedules/station-calls?stationId=${here.stationId}&serviceDate=${DATE}`,
    );
    expect(registryCalls.status, registryCalls.text).to.equal(200);
    expect(
      (registryCalls.body.data as { arrivalTime: string; pickupType: string; dropOffType: string }[]).map(
        (c) => `${c.arrivalTime} ${c.pickupType} ${c.dropOffType}`,
      ),
    ).to.deep.equal(['08:10 NONE REGULAR', '08:20 REGULAR NONE', '08:40 REGULAR REGULAR']);
    expect(shown(await allPages(departures, AT_8)), 'departures').to.deep.equal([
      `08:22 ${line.code}`,
      `08:42 ${line.code}`,
    ]);
    expect(shown(await allPages(arrivals.body.id, AT_8)), 'arrivals').to.deep.equal([
      `08:10 ${line.code}`,
      `08:40 ${line.code}`,
    ]);
    // The board at the bay, where the bus stops in front of the people waiting, shows it, marked.
    const atBay = await staff.post(
      '/siv/v1/display-points',
      pointBody(here.area.code, { profileId, location: { stationAreaCode: here.area.code, bayCode: 'G1' } }),
    );
    expect(atBay.status, atBay.text).to.equal(201);
    const bayRows = (await allPages(atBay.body.id, AT_8)) as (Row & { setDownOnly: boolean })[];
    expect(
      bayRows.map((r) => [r.announcedTime, r.setDownOnly, r.texts.find((t) => t.language === 'en')?.status]),
    ).to.deep.equal([
      ['08:12', true, 'Set down only'],
      ['08:22', false, 'On time'],
      ['08:42', false, 'On time'],
    ]);
    const readout = (await board(atBay.body.id, AT_8)).body.readout as { language: string; text: string }[];
    expect(readout.find((r) => r.language === 'en')?.text).to.contain(
      `08:12, line ${line.code}, to ${line.destination}, bay G1, 12 min, Set down only.`,
    );
  });

  it('marks a departure step-free on the days its bay is, in the rows and the readout, and over MCP', async () => {
    // A station of its own: what siv keeps of the first station's bays does not hide the change.
    const here = await createBoardStation(staff, 2);
    await createTrip(staff, here, 1, '08:05', { atBay: true });
    await createTrip(staff, here, 2, '08:15');
    const capabilities = (accessible: boolean, effectiveFrom: string) =>
      staff.put(`/referential/v1/bays/${here.bayId}/capabilities`, {
        lengthM: null,
        heightM: null,
        accessible,
        vehicleCategories: [],
        effectiveFrom,
      });
    const next = daysFromToday(2);
    // Step-free on the board's day only: from it, and no longer from the day after.
    for (const [accessible, from] of [
      [true, DATE],
      [false, next],
    ] as const) {
      const set = await capabilities(accessible, from);
      expect(set.status, set.text).to.equal(200);
    }
    const point = (await staff.post('/siv/v1/display-points', pointBody(here.area.code, { profileId }))).body
      .id as string;
    const marks = async (at: string) => {
      const answer = await board(point, at);
      expect(answer.status, answer.text).to.equal(200);
      return {
        rows: (answer.body.rows as (Row & { bayCode: string | null; stepFree: boolean })[]).map(
          (r) => `${r.announcedTime} ${r.bayCode ?? '-'} ${r.stepFree}`,
        ),
        readout: (answer.body.readout as { text: string }[])[0]?.text ?? '',
      };
    };
    const onDay = await marks(AT_8);
    expect(onDay.rows).to.deep.equal(['08:05 G1 true', '08:15 - false']);
    expect(onDay.readout).to.contain('quai G1, Accès de plain-pied, 5 min');
    const dayAfter = await marks(localInstant(next, '08:00'));
    expect(dayAfter.rows).to.deep.equal(['08:05 G1 false', '08:15 - false']);
    expect(dayAfter.readout).to.not.contain('plain-pied');

    const agent = await connectMcp(`${gateway.url}/mcp`, mintToken([POINT_READ], 'agent'));
    try {
      const tool = await agent.callTool({
        name: 'getDisplayPointBoard',
        arguments: { id: point, at: AT_8 },
      });
      const content = tool.structuredContent as { rows: { stepFree: boolean }[] };
      expect(content.rows.map((r) => r.stepFree)).to.deep.equal([true, false]);
    } finally {
      await agent.close();
    }
  });

  it('reads both service days of a window across midnight', async () => {
    await createTrip(staff, station, 1, '23:50');
    await createTrip(staff, station, 2, '00:10');
    // The calls of the board's day were read by the tests before: the new trip shows once siv asks again.
    await afterBoardRecheck();
    // 23:45 local on the board's day.
    expect(shown(await allPages(pointId, atLocal('23:45')))).to.deep.equal([
      `23:50 ${code(1)}`,
      `00:10 ${code(2)}`,
    ]);
  });

  it('computes the board of a station once a minute for all the points that show it', async () => {
    const others = [];
    for (let i = 0; i < 3; i += 1)
      others.push(
        (await staff.post('/siv/v1/display-points', pointBody(station.area.code, { profileId }))).body.id,
      );
    const at = atLocal('08:10');
    // The calls as they are now (the tests before wrote trips), so that no recheck during the
    // reads below brings a newer answer and a board computed again.
    await afterBoardRecheck();
    expect((await board(others[0] as string, atLocal('08:09'))).status).to.equal(200);
    const before = await cacheLookups(siv, 'boards');
    for (const id of others) expect((await board(id, at)).status).to.equal(200);
    const after = await cacheLookups(siv, 'boards');
    expect({ miss: after.miss - before.miss, hit: after.hit - before.hit }).to.deep.equal({
      miss: 1,
      hit: 2,
    });
  });

  it('shows a timetable change and a day-of change on the first board once its recheck has passed', async () => {
    const at = atLocal('08:02');
    expect(shown(await allPages(pointId, at))).to.not.include(`08:07 ${code(3)}`);
    const trip = await createTrip(staff, station, 3, '08:07');
    await afterBoardRecheck();
    expect(shown(await allPages(pointId, at)).slice(0, 2)).to.deep.equal([
      `08:05 ${code(1)}`,
      `08:07 ${code(3)}`,
    ]);
    await changeTrip(staff, trip, { type: 'CANCELLATION' }, DATE);
    await afterBoardRecheck();
    const rows = await allPages(pointId, at);
    expect(rows[1]).to.deep.include({ announcedTime: '08:07', lineCode: code(3), cancelled: true });
  });

  it("keeps a station's board through a day-of change at another station, and shows one here once its recheck has passed", async () => {
    const other = await createBoardStation(staff, 1);
    const elsewhere = await createTrip(staff, other, 1, '08:12');
    const here = await createTrip(staff, station, 2, '08:22');
    // Kept fresh ahead (ADR 0104), the calls show a new trip once their recheck has passed.
    await afterBoardRecheck();
    const at = atLocal('08:03');
    expect(shown(await allPages(pointId, at))).to.include(`08:22 ${code(2)}`);
    const before = await cacheLookups(siv, 'boards');
    await changeTrip(staff, elsewhere, { type: 'CANCELLATION' }, DATE);
    expect((await board(pointId, at)).status).to.equal(200);
    const after = await cacheLookups(siv, 'boards');
    expect({ miss: after.miss - before.miss, hit: after.hit - before.hit }).to.deep.equal({
      miss: 0,
      hit: 1,
    });

    await changeTrip(staff, here, { type: 'DELAY', announcedTime: '08:24' }, DATE);
    await afterBoardRecheck();
    const rows = await allPages(pointId, at);
    expect(rows.find((r) => r.scheduledTime === '08:22')).to.deep.include({
      announcedTime: '08:24',
      status: 'DELAYED',
    });
  });

  it('reads a point and its profile from memory, and shows a write to either made through another replica on its next board', async () => {
    const replica = await startSiv(`http://127.0.0.1:${registryPort}`, {
      DATABASE_URL: siv.built.deps.config.DATABASE_URL,
    });
    try {
      const reader = replica.as([POINT_READ]);
      const at = atLocal('08:05');
      const id = (await staff.post('/siv/v1/display-points', pointBody(station.area.code, { profileId })))
        .body.id as string;
      const boardOnReplica = () =>
        reader.get(`/siv/v1/display-points/${id}/board?at=${encodeURIComponent(at)}`);
      const first = await boardOnReplica();
      expect(first.status, first.text).to.equal(200);
      expect(first.body.pageCount).to.equal(Math.ceil(first.body.callCount / 3));

      // Once the point's creation has been announced, a board reads neither the point, nor the
      // profile, nor the messages: three hits of the displays' cache.
      const readFromMemory = async () => {
        const before = await cacheLookups(replica, 'displays');
        expect((await boardOnReplica()).status).to.equal(200);
        const after = await cacheLookups(replica, 'displays');
        return `${after.hit - before.hit} hits, ${after.miss - before.miss} misses`;
      };
      expect(await settlesOn(readFromMemory, '3 hits, 0 misses')).to.equal('3 hits, 0 misses');

      // A write through the first replica (behind the gateway) reaches this one by notification.
      const corrected = await staff.patch(`/siv/v1/display-profiles/${profileId}`, { lineCount: 1 });
      expect(corrected.status, corrected.text).to.equal(200);
      const pages = await settlesOn(
        async () => (await boardOnReplica()).body.pageCount,
        first.body.callCount,
      );
      expect(pages).to.equal(first.body.callCount);
      const retired = await staff.post(`/siv/v1/display-points/${id}/retirement`, { reason: 'removed' });
      expect(retired.status, retired.text).to.equal(200);
      expect(await settlesOn(async () => (await boardOnReplica()).status, 409)).to.equal(409);
      expectProblem(await boardOnReplica(), 409, 'display-point-not-active');
    } finally {
      expect((await staff.patch(`/siv/v1/display-profiles/${profileId}`, { lineCount: 3 })).status).to.equal(
        200,
      );
      await replica.close();
    }
  });

  it('answers the same board over MCP, as the tool getDisplayPointBoard', async () => {
    const client = await connectMcp(`${gateway.url}/mcp`, mintToken(['siv.display-points:read'], 'agent'));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).to.include('getDisplayPointBoard');
    const result = await client.callTool({
      name: 'getDisplayPointBoard',
      arguments: { id: pointId, at: AT_8 },
    });
    expect(result.isError).to.not.equal(true);
    expect(result.structuredContent).to.deep.equal((await board(pointId, AT_8)).body);
    await client.close();
  });

  it('refuses an at that is not an instant, an unknown point, a point without a profile and a retired one', async () => {
    expectFieldError(await board(pointId, 'tomorrow'), 'query.at');
    expectFieldError(await board(pointId, DATE), 'query.at');
    expectProblem(await board('7c0e1b9a-0000-4000-8000-000000000000', AT_8), 404, 'display-point-not-found');
    const bare = (await staff.post('/siv/v1/display-points', pointBody(station.area.code))).body.id;
    expectProblem(await board(bare, AT_8), 409, 'display-point-without-profile');
    await staff.post(`/siv/v1/display-points/${bare}/retirement`, { reason: 'removed' });
    expectProblem(await board(bare, AT_8), 409, 'display-point-not-active');
  });

  it('with the referential stopped, answers the last calls marked stale with their age, or the fallback', async () => {
    const fresh = await board(pointId, AT_8);
    const elsewhere = await createArea(staff);
    const never = (await staff.post('/siv/v1/display-points', pointBody(elsewhere.code, { profileId }))).body
      .id;
    await stop(registryServer);
    await afterBoardRecheck();

    const stale = await board(pointId, AT_8);
    expect(stale.status, stale.text).to.equal(200);
    expect(stale.body).to.include({ stale: true, content: 'BOARD', callCount: fresh.body.callCount });
    expect(stale.body.staleSeconds).to.be.a('number').and.to.be.at.least(0);
    expect(stale.body.rows).to.deep.equal(fresh.body.rows);

    const fallback = await board(never, AT_8);
    expect(fallback.status, fallback.text).to.equal(200);
    expect(fallback.body).to.include({ stale: true, content: 'FALLBACK', staleSeconds: null, pageCount: 0 });
    expect(fallback.body.fallbackContent).to.deep.equal({ type: 'CLOCK' });
  });
});
