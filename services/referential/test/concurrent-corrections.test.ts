import { expect } from 'chai';
import {
  daysFromToday,
  expectProblem,
  readTagged,
  type ApiClient,
  type ApiResponse,
  type TestService,
} from '@transport/platform/testing';
import { REGISTRY_OFFICER } from './authorizations-fixtures.ts';
import { declareCategory, registerCarrier, registerVehicle } from './carriers-fixtures.ts';
import { createArea, createBay, startReferential, uniqueCode, type TimelineEntry } from './fixtures.ts';
import { createStation } from './network-fixtures.ts';

/** Writers that read the same version of a record and correct it at once. */
const WRITERS = 50;

describe('concurrent corrections under If-Match (ADR 0047)', function () {
  // Fifty corrections of one record wait for each other's lock, on a database shared with others.
  this.timeout(90_000);
  let service: TestService;
  let officer: ApiClient;

  before(async () => {
    service = await startReferential();
    officer = service.as([...REGISTRY_OFFICER, 'referential.bays:correct-period']);
  });
  after(() => service?.close());

  const newBay = async () => {
    const id = await createBay(officer, await createArea(officer), uniqueCode('B'), { lengthM: 12 });
    return { id, path: `/referential/v1/bays/${id}` };
  };
  const correct = (client: ApiClient, path: string, body: Record<string, unknown>, ifMatch: string) =>
    client.patch(path, body, { headers: { 'if-match': ifMatch } });

  /**
   * A family corrected by its own service (bays, writing their dated rows too), one corrected as a
   * catalog record (stations) and one locked through a join with its dated rows (vehicles).
   */
  const FAMILIES: {
    name: string;
    operation: string;
    path(): Promise<string>;
    body(i: number): Record<string, unknown>;
  }[] = [
    {
      name: 'bay',
      operation: 'correctBay',
      path: async () => (await newBay()).path,
      // The length is a dated field: each correction writes the bay's row and its dated rows.
      body: (i) => ({ position: 100 + i, lengthM: 20 + i }),
    },
    {
      name: 'station',
      operation: 'correctStation',
      path: async () => `/referential/v1/stations/${await createStation(officer)}`,
      body: (i) => ({ locality: `Town ${i}` }),
    },
    {
      name: 'vehicle',
      operation: 'correctVehicle',
      path: async () =>
        `/referential/v1/vehicles/${(await registerVehicle(officer, (await registerCarrier(officer)).id, await declareCategory(officer))).id}`,
      body: (i) => ({ make: `Make ${i}`, fleetNumber: `F${i}` }),
    },
  ];

  for (const family of FAMILIES)
    it(`lets one of ${WRITERS} writers holding the same tag correct a ${family.name}; the others are refused and it is the winner's`, async () => {
      const path = await family.path();
      const read = await readTagged(officer, path);
      const writers = Array.from({ length: WRITERS }, (_, i) => ({
        subject: `writer-${i}`,
        body: family.body(i),
      }));

      const answers: ApiResponse[] = await Promise.all(
        writers.map((writer) =>
          correct(service.as(REGISTRY_OFFICER, writer.subject), path, writer.body, read.tag),
        ),
      );

      const won = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(won, answers.map((a) => `${a.status} ${a.text}`).join('\n')).to.have.length(1);
      expect(refused).to.have.length(WRITERS - 1);
      const winner = won[0] as ApiResponse;
      for (const answer of refused) {
        const problem = expectProblem(answer, 409, 'stale-representation');
        expect(problem.detail).to.contain(winner.headers.get('etag'));
      }
      const writer = writers[answers.indexOf(winner)] as (typeof writers)[number];
      expect(winner.body).to.include(writer.body);

      const final = await readTagged(officer, path);
      expect(final.record, "the record is the winner's correction").to.deep.equal(winner.body);
      expect(final.tag).to.equal(winner.headers.get('etag'));
      expect(final.tag).to.not.equal(read.tag);

      // Nothing of the refused corrections was written: every change recorded by a correction is
      // the winner's, under one request.
      const changes = await officer.get(`${path}/changes?size=200`);
      expect(changes.status).to.equal(200);
      const corrections = (
        changes.body.data as { operation: string; subject: string; requestId: string }[]
      ).filter((change) => change.operation === family.operation);
      expect(corrections.length).to.be.greaterThan(0);
      expect(new Set(corrections.map((change) => change.subject))).to.deep.equal(new Set([writer.subject]));
      expect(new Set(corrections.map((change) => change.requestId)).size).to.equal(1);
    });

  it('gives two writes in the same millisecond two tags, and refuses the stale one', async () => {
    const { id, path } = await newBay();
    const first = await correct(officer, path, { position: 2 }, (await readTagged(officer, path)).tag);
    expect(first.status, first.text).to.equal(200);
    const firstTag = first.headers.get('etag') as string;

    // A second write landing in the same millisecond as the first (another transaction that
    // started in that millisecond writes this `updated_at`): here it keeps the first's instant.
    const db = service.built.deps.db;
    await db('bays')
      .where({ id })
      .update({ position: 3, updated_at: db.raw('updated_at') });

    const second = await readTagged(officer, path);
    expect(second.record.position).to.equal(3);
    expect(second.record.updatedAt, 'both versions have the same updatedAt').to.equal(first.body.updatedAt);
    expect(second.tag, 'each version has a tag of its own').to.not.equal(firstTag);

    const stale = expectProblem(
      await correct(officer, path, { position: 4 }, firstTag),
      409,
      'stale-representation',
    );
    expect(stale.detail).to.contain(second.tag);
    expect((await readTagged(officer, path)).record, 'the refused correction changed nothing').to.deep.equal(
      second.record,
    );
    expect((await correct(officer, path, { position: 4 }, second.tag)).status).to.equal(200);
  });

  it("moves the tag with a correction of the bay's timeline, even of a day to come", async () => {
    const { path } = await newBay();
    const scheduled = await officer.put(`${path}/capabilities`, {
      lengthM: 15,
      heightM: null,
      accessible: true,
      vehicleCategories: [],
      effectiveFrom: daysFromToday(10),
    });
    expect(scheduled.status, scheduled.text).to.equal(200);
    const before = await readTagged(officer, path);

    const timeline = await officer.get(`${path}/timeline`);
    const toCome = (timeline.body.data as TimelineEntry[]).find((entry) => entry.future) as TimelineEntry;
    const corrected = await officer.post(`${path}/timeline/${toCome.id}/correction`, { lengthM: 16 });
    expect(corrected.status, corrected.text).to.equal(200);

    const after = await readTagged(officer, path);
    const { version: _before, updatedAt: _at, ...today } = before.record;
    expect(after.record, "today's bay is as it was").to.deep.include(today);
    expect(after.tag, 'the record changed: a later day of it').to.not.equal(before.tag);
    expectProblem(await correct(officer, path, { position: 6 }, before.tag), 409, 'stale-representation');
    expect((await correct(officer, path, { position: 6 }, after.tag)).status).to.equal(200);
  });

  it('answers version 0, a tag that never matches, for a record as known before versions were kept', async () => {
    const { id, path } = await newBay();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const before = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await officer.patch(path, { position: 8 })).status).to.equal(200);
    // The bay's creation and its correction as the audit trail recorded them before the upgrade:
    // images without a version (a record written since the instant is read as known from the
    // image before its first write after it, ADR 0116).
    const db = service.built.deps.db;
    await db('history')
      .where({ table_name: 'bays', record_id: id })
      .update({ row_after: db.raw(`row_after - 'version'`), row_before: db.raw(`row_before - 'version'`) });

    const known = await officer.get(`${path}?asKnownAt=${before}`);
    expect(known.status, known.text).to.equal(200);
    expect(known.body).to.include({ position: 1, version: 0 });
    expect(known.headers.get('etag')).to.equal('"0"');
    expectProblem(await correct(officer, path, { position: 9 }, '"0"'), 409, 'stale-representation');
  });

  it('keeps the version in the database, whatever a statement writes', async () => {
    const { id, path } = await newBay();
    const db = service.built.deps.db;
    const version = async () =>
      ((await db('bays').where({ id }).first('version')) as { version: number }).version;
    const start = await version();
    await db('bays').where({ id }).update({ version: start });
    expect(await version(), 'an update that sets the version back still makes a new one').to.equal(start + 1);
    await db('bays').where({ id }).update({ version: 1000 });
    expect(await version(), 'nor may it jump').to.equal(start + 2);
    expect((await readTagged(officer, path)).tag).to.equal(`"${start + 2}"`);
  });
});
