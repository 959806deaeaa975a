/**
 * siv's validation report, against the real referential: what the active display points name in
 * the registry, points without a profile, profiles unused, boards never delivered or failing.
 * A clean dataset gives no notice; one defect planted per rule gives exactly one notice each;
 * read as known before the defects, none; the registry too is read as known at the instant asked.
 */
import type http from 'node:http';
import { expect } from 'chai';
import { connectMcp, expectProblem, type ApiClient, type TestService } from '@transport/platform/testing';
import {
  createArea,
  createBay,
  createPoint,
  createProfile,
  DISPLAY_STAFF,
  listen,
  REGISTRY_STAFF,
  startRegistry,
  startSiv,
  stop,
  urlOf,
  type RegistryArea,
} from './fixtures.ts';
import type { ValidationReport } from '@transport/platform';

const REPORT = '/siv/v1/validation-report';
const REPORT_READ = 'siv.validation:read';

describe("siv's validation report, checked against the real referential", function () {
  this.timeout(60_000);
  let registry: TestService;
  let registryFront: http.Server;
  let siv: TestService;
  let staff: ApiClient;
  let area: RegistryArea;
  let profile: string;
  let seeded: string;
  /** An instant after a point was placed at a station area, before the registry retired the area. */
  let beforeRetirement: string;
  /** The record at fault each rule must name first. */
  const planted = new Map<string, string>();

  /** The point's board delivered to its target (as the delivery loop, off here, records it). */
  const delivered = (point: string) =>
    siv.built.deps.db.raw(
      `INSERT INTO board_deliveries (point_id, target_type, target_address, state, deliveries, last_delivered_at)
       SELECT id, publishing_target_type, publishing_target_address, 'DELIVERED', 1, now() FROM display_points WHERE id = ?`,
      [point],
    );
  const report = (query = '') => siv.as([REPORT_READ]).get<ValidationReport>(`${REPORT}${query}`);

  before(async () => {
    registry = await startRegistry();
    registryFront = await listen(registry.built.app);
    // The delivery loop is off: the test records the deliveries' state itself.
    siv = await startSiv(urlOf(registryFront), { DELIVERY_TICK_MS: '0' });
    staff = siv.as(DISPLAY_STAFF);
    const registryStaff = registry.as(REGISTRY_STAFF);
    area = await createArea(registryStaff);
    await createBay(registryStaff, area.id, 'Q1');
    profile = await createProfile(staff);
    await delivered(
      await createPoint(staff, area.code, {
        location: { stationAreaCode: area.code, bayCode: 'Q1' },
        profileId: profile,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    seeded = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  after(async () => {
    await siv?.close();
    if (registryFront?.listening) await stop(registryFront);
    await registry?.close();
  });

  it('finds nothing in displays in order, and lists the rules it ran', async () => {
    const answer = await report();
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.body.notices.map((n) => n.message)).to.deep.equal([]);
    expect(answer.body.counts).to.deep.equal({ ERROR: 0, WARNING: 0, INFO: 0 });
    expect(answer.body.rules.map((r) => r.code)).to.have.length(7);
    expect(answer.headers.get('known-at')).to.equal(answer.body.knownAt);
  });

  describe('with one defect planted per rule', () => {
    before(async () => {
      const registryStaff = registry.as(REGISTRY_STAFF);
      const located = (extra: Record<string, unknown> = {}) =>
        createPoint(staff, area.code, { profileId: profile, ...extra });
      // A station area renamed under the point (as an import would write it): unknown now.
      const lost = await located();
      await siv.built.deps
        .db('display_points')
        .where({ id: lost })
        .update({ station_area_code: 'NOWHERE-7' });
      await delivered(lost);
      planted.set('DISPLAY_POINT_AREA_UNKNOWN', lost);
      // A station area retired in the registry after the point was placed there.
      const closing = await createArea(registryStaff);
      const closed = await createPoint(staff, closing.code, { profileId: profile });
      await delivered(closed);
      await new Promise((resolve) => setTimeout(resolve, 20));
      beforeRetirement = new Date().toISOString();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const retired = await registryStaff.post(`/referential/v1/station-areas/${closing.id}/retirement`, {
        reason: 'closed',
      });
      expect(retired.status, retired.text).to.equal(204);
      planted.set('DISPLAY_POINT_AREA_RETIRED', closed);
      // A bay decommissioned after the point was placed at it.
      const bay = await createBay(registryStaff, area.id, 'Q2');
      const atBay = await located({ location: { stationAreaCode: area.code, bayCode: 'Q2' } });
      await delivered(atBay);
      const gone = await registryStaff.post(`/referential/v1/bays/${bay}/decommissioning`);
      expect(gone.status, gone.text).to.equal(200);
      planted.set('DISPLAY_POINT_BAY_NOT_ACTIVE', atBay);
      // A point without a profile.
      const bare = await createPoint(staff, area.code);
      await delivered(bare);
      planted.set('DISPLAY_POINT_WITHOUT_PROFILE', bare);
      // A profile no point uses.
      planted.set('DISPLAY_PROFILE_UNUSED', await createProfile(staff));
      // A point whose board was never delivered.
      planted.set('DISPLAY_POINT_NEVER_DELIVERED', await located());
      // A point whose deliveries fail.
      const failing = await located();
      await siv.built.deps.db.raw(
        `INSERT INTO board_deliveries (point_id, target_type, target_address, state, consecutive_failures, last_error)
         SELECT id, publishing_target_type, publishing_target_address, 'FAILING', 3, 'connection refused'
           FROM display_points WHERE id = ?`,
        [failing],
      );
      planted.set('DISPLAY_POINT_DELIVERY_FAILING', failing);
    });

    it('lists exactly the planted defects, one per rule, naming the record at fault first', async () => {
      const answer = await report();
      expect(answer.status, answer.text).to.equal(200);
      const found = answer.body.notices.map((n) => [n.code, n.records[0]?.id]);
      expect(found.sort()).to.deep.equal([...planted.entries()].sort());
      expect(answer.body.counts).to.deep.equal({ ERROR: 4, WARNING: 2, INFO: 1 });
      expect(answer.body.rules.every((rule) => rule.notices === 1)).to.equal(true);
    });

    it('links each record concerned to its read, in siv or in the registry', async () => {
      const answer = await report('?code=DISPLAY_POINT_AREA_RETIRED');
      const [notice] = answer.body.notices;
      expect(notice?.records.map((r) => r.type)).to.deep.equal(['display-point', 'station-area']);
      const point = await staff.get(notice?.records[0]?.link as string);
      expect(point.status).to.equal(200);
      expect(point.body.id).to.equal(notice?.records[0]?.id);
      const retired = await registry.as(REGISTRY_STAFF).get(notice?.records[1]?.link as string);
      expect(retired.status).to.equal(200);
      expect(retired.body).to.include({ id: notice?.records[1]?.id, status: 'RETIRED' });
    });

    it('keeps only the family, severity or code asked, and refuses a code that is no rule', async () => {
      const registryRules = await report('?family=registry');
      expect(registryRules.body.notices.map((n) => n.code).sort()).to.deep.equal([
        'DISPLAY_POINT_AREA_RETIRED',
        'DISPLAY_POINT_AREA_UNKNOWN',
        'DISPLAY_POINT_BAY_NOT_ACTIVE',
      ]);
      const infos = await report('?severity=INFO');
      expect(infos.body.notices.map((n) => n.code)).to.deep.equal(['DISPLAY_PROFILE_UNUSED']);
      const unknown = await siv.as([REPORT_READ]).get(`${REPORT}?code=NO_SUCH_RULE`);
      expectProblem(unknown, 400, 'invalid-request');
      expect(unknown.body.errors.map((e: { field: string }) => e.field)).to.deep.equal(['query.code']);
    });

    it('reads siv as known at an instant: before the defects, it finds none', async () => {
      const replay = await report(`?asKnownAt=${encodeURIComponent(seeded)}`);
      expect(replay.status, replay.text).to.equal(200);
      expect(replay.body.notices.map((n) => n.message)).to.deep.equal([]);
      expect(replay.body.knownAt).to.equal(seeded);
    });

    it('reads the registry as known at the instant too: an area retired since is not reported then', async () => {
      const registryAt = (instant: string) =>
        report(`?family=registry&asKnownAt=${encodeURIComponent(instant)}`);
      const then = await registryAt(beforeRetirement);
      expect(then.status, then.text).to.equal(200);
      expect(then.body.notices.map((n) => [n.code, n.records[0]?.id])).to.deep.equal([
        ['DISPLAY_POINT_AREA_UNKNOWN', planted.get('DISPLAY_POINT_AREA_UNKNOWN')],
      ]);
      const later = await registryAt(new Date().toISOString());
      expect(later.body.notices.map((n) => n.code)).to.include('DISPLAY_POINT_AREA_RETIRED');
    });

    it('renders as a page, is an MCP tool, and is refused without its permission', async () => {
      const page = await siv.as([REPORT_READ]).get(`${REPORT}?format=html`);
      expect(page.status).to.equal(200);
      expect(page.headers.get('content-type')).to.match(/^text\/html/);
      expect(page.text.match(/<tr class="notice (error|warning|info)">/g)).to.have.length(planted.size);
      expectProblem(await siv.as(DISPLAY_STAFF).get(REPORT), 403, 'forbidden');
      const client = await connectMcp(`${siv.url}/mcp`, siv.token([REPORT_READ]));
      const result = await client.callTool({
        name: 'getSivValidationReport',
        arguments: { family: 'delivery' },
      });
      expect(result.isError).to.not.equal(true);
      expect((result.structuredContent as ValidationReport).notices.map((n) => n.code).sort()).to.deep.equal([
        'DISPLAY_POINT_DELIVERY_FAILING',
        'DISPLAY_POINT_NEVER_DELIVERED',
      ]);
      await client.close();
    });

    it('replays a report as it answered at its instant, though a point it read was written since', async () => {
      const then = await report();
      expect(then.status, then.text).to.equal(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await siv.built.deps
        .db('display_points')
        .where({ id: planted.get('DISPLAY_POINT_AREA_UNKNOWN') })
        .update({ station_area_code: 'NOWHERE-8' });
      const [now] = (await report('?code=DISPLAY_POINT_AREA_UNKNOWN')).body.notices;
      expect(now?.message).to.include('NOWHERE-8');
      // In one snapshot: the points (written since) through their history, the profiles and
      // deliveries (not written since) from their tables; the whole answer as it was given.
      const replay = await report(`?asKnownAt=${encodeURIComponent(then.body.knownAt)}`);
      expect(replay.status, replay.text).to.equal(200);
      expect(replay.body).to.deep.equal(then.body);
    });

    it('is refused whole when the registry cannot be asked, and answers the rules that need it not', async () => {
      await stop(registryFront);
      const down = await report();
      expectProblem(down, 503, 'referential-unavailable');
      const own = await report('?family=displays');
      expect(own.status, own.text).to.equal(200);
      expect(own.body.notices.map((n) => n.code).sort()).to.deep.equal([
        'DISPLAY_POINT_WITHOUT_PROFILE',
        'DISPLAY_PROFILE_UNUSED',
      ]);
    });
  });
});
