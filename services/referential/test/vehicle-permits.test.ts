import { expect } from 'chai';
import {
  daysFromToday,
  localInstant,
  expectFieldError,
  expectProblem,
  type ApiClient,
  startTestService,
  type TestService,
} from '@transport/platform/testing';
import { referentialService } from '../src/index.ts';
import { EXISTING_NUMBERS_SQL } from '../src/vehicle-permits/vehicle-permits.repository.ts';
import { uniqueCode } from './fixtures.ts';
import {
  declareCategory,
  FLEET_STAFF,
  PERMIT_READ,
  registerCarrier,
  registerVehicle,
} from './carriers-fixtures.ts';

describe('vehicle permits', () => {
  let service: TestService;
  let staff: ApiClient;
  let carrierId: string;
  let categoryId: string;

  before(async () => {
    // Two imports at once (one by default, ADR 0094), so that two concurrent imports do race.
    service = await startTestService(referentialService, { IMPORT_MAX_CONCURRENT: '2' });
    staff = service.as(FLEET_STAFF);
    carrierId = (await registerCarrier(staff)).id;
    categoryId = await declareCategory(staff);
  });
  after(() => service?.close());

  async function recordPermit(vehicleId: string, validUntil: string, extra: Record<string, unknown> = {}) {
    const response = await staff.post('/referential/v1/vehicle-permits', {
      vehicleId,
      permitNumber: uniqueCode('PN'),
      kind: 'ROADWORTHINESS',
      validFrom: daysFromToday(-730),
      validUntil,
      ...extra,
    });
    if (response.status !== 201) throw new Error(`permit not recorded: ${response.status} ${response.text}`);
    return response.body.id as string;
  }

  describe('recording, reading and revoking', () => {
    it('records a permit and reads it with its vehicle, owner and status today', async () => {
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const id = await recordPermit(vehicle.id, daysFromToday(10), {
        kind: 'INSURANCE',
        permitNumber: 'INS-77',
      });
      const read = await staff.get(`/referential/v1/vehicle-permits/${id}`);
      expect(read.body).to.include({
        vehicleId: vehicle.id,
        registration: vehicle.registration,
        carrierId,
        categoryId,
        permitNumber: 'INS-77',
        kind: 'INSURANCE',
        validUntil: daysFromToday(10),
        daysLeft: 10,
        status: 'ACTIVE',
        importId: null,
      });
    });

    it('derives UPCOMING and EXPIRED from the dates', async () => {
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const upcoming = await recordPermit(vehicle.id, daysFromToday(400), { validFrom: daysFromToday(5) });
      const expired = await recordPermit(vehicle.id, daysFromToday(-1));
      expect((await staff.get(`/referential/v1/vehicle-permits/${upcoming}`)).body.status).to.equal(
        'UPCOMING',
      );
      expect((await staff.get(`/referential/v1/vehicle-permits/${expired}`)).body).to.include({
        status: 'EXPIRED',
        daysLeft: -1,
      });
      const search = await staff.get(
        `/referential/v1/vehicle-permits?vehicleId=${vehicle.id}&status=EXPIRED`,
      );
      expect(search.body.data.map((p: { id: string }) => p.id)).to.deep.equal([expired]);
    });

    it('refuses a number taken for its kind (409) and an inverted period (422)', async () => {
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const permitNumber = uniqueCode('DUP');
      await recordPermit(vehicle.id, daysFromToday(30), { permitNumber });
      expectProblem(
        await staff.post('/referential/v1/vehicle-permits', {
          vehicleId: vehicle.id,
          permitNumber: permitNumber.toLowerCase(),
          kind: 'ROADWORTHINESS',
          validFrom: daysFromToday(-730),
          validUntil: daysFromToday(30),
        }),
        409,
        'vehicle-permit-number-taken',
      );
      await recordPermit(vehicle.id, daysFromToday(30), { permitNumber, kind: 'INSURANCE' });
      expectProblem(
        await staff.post('/referential/v1/vehicle-permits', {
          vehicleId: vehicle.id,
          permitNumber: uniqueCode('INV'),
          kind: 'INSURANCE',
          validFrom: daysFromToday(31),
          validUntil: daysFromToday(30),
        }),
        422,
        'vehicle-permit-period-invalid',
      );
      expectFieldError(
        await staff.post('/referential/v1/vehicle-permits', {
          vehicleId: vehicle.id,
          permitNumber: 'X',
          kind: 'PARKING',
          validFrom: daysFromToday(31),
          validUntil: daysFromToday(59),
        }),
        'body.kind',
      );
    });

    it('revokes once; the permit stays readable as REVOKED', async () => {
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const id = await recordPermit(vehicle.id, daysFromToday(30));
      const revoked = await staff.post(`/referential/v1/vehicle-permits/${id}/revocation`, {
        reason: 'forged',
      });
      expect(revoked.body).to.include({ status: 'REVOKED', revokeReason: 'forged' });
      // The revocation in the permit's changes, with the reason its request gave (ADR 0075).
      const changes = (await staff.get(`/referential/v1/vehicle-permits/${id}/changes?size=100`)).body
        .data as { operation: string; reason: string | null }[];
      const reasons = changes.filter((c) => c.operation === 'revokeVehiclePermit').map((c) => c.reason);
      expect(reasons).to.have.length.above(0);
      expect(new Set(reasons)).to.deep.equal(new Set(['forged']));
      expectProblem(
        await staff.post(`/referential/v1/vehicle-permits/${id}/revocation`, { reason: 'again' }),
        409,
        'vehicle-permit-revoked',
      );
      expectProblem(
        await staff.get('/referential/v1/vehicle-permits/00000000-0000-4000-8000-000000000000'),
        404,
        'vehicle-permit-not-found',
      );
    });
  });

  describe('expiry worklist', () => {
    it('lists unrevoked permits expiring within N days, soonest first, by carrier and category', async () => {
      const carrier = await registerCarrier(staff);
      const category = await declareCategory(staff);
      const vehicle = await registerVehicle(staff, carrier.id, category);
      const other = await registerVehicle(staff, carrierId, categoryId);
      const in20 = await recordPermit(vehicle.id, daysFromToday(20));
      const in3 = await recordPermit(vehicle.id, daysFromToday(3));
      const today = await recordPermit(vehicle.id, daysFromToday(0));
      await recordPermit(vehicle.id, daysFromToday(45));
      await recordPermit(vehicle.id, daysFromToday(-2));
      const revoked = await recordPermit(vehicle.id, daysFromToday(5));
      await staff.post(`/referential/v1/vehicle-permits/${revoked}/revocation`, { reason: 'void' });
      await recordPermit(other.id, daysFromToday(4));

      const byCarrier = await staff.get(
        `/referential/v1/vehicle-permits/expiry-worklist?withinDays=30&carrierId=${carrier.id}`,
      );
      expect(byCarrier.status).to.equal(200);
      expect(byCarrier.body.data.map((p: { id: string }) => p.id)).to.deep.equal([today, in3, in20]);
      expect(byCarrier.body.data.map((p: { daysLeft: number }) => p.daysLeft)).to.deep.equal([0, 3, 20]);
      const byCategory = await staff.get(
        `/referential/v1/vehicle-permits/expiry-worklist?withinDays=5&categoryId=${category}`,
      );
      expect(byCategory.body.data.map((p: { id: string }) => p.id)).to.deep.equal([today, in3]);
      expectFieldError(
        await staff.get('/referential/v1/vehicle-permits/expiry-worklist?withinDays=-1'),
        'query.withinDays',
      );
    });
  });

  describe('expiry watches', () => {
    it('shows what entered the window since the last read', async () => {
      const carrier = await registerCarrier(staff);
      const vehicle = await registerVehicle(staff, carrier.id, categoryId);
      const soon = await recordPermit(vehicle.id, daysFromToday(5));
      await recordPermit(vehicle.id, daysFromToday(60));
      const created = await staff.post('/referential/v1/vehicle-permits/expiry-watches', {
        thresholdDays: 30,
        carrierId: carrier.id,
      });
      expect(created.status).to.equal(201);
      const matchesPath = created.headers.get('location') as string;
      expect(matchesPath).to.equal(
        `/referential/v1/vehicle-permits/expiry-watches/${created.body.id}/matches`,
      );

      const first = await staff.get(matchesPath);
      expect(first.body).to.include({ thresholdDays: 30, total: 1, newCount: 1, asOf: daysFromToday(0) });
      expect(first.body.data[0]).to.include({ permitId: soon, isNew: true, daysLeft: 5 });

      const second = await staff.get(`${matchesPath}?since=${first.body.cursor}`);
      expect(second.body).to.include({ total: 1, newCount: 0 });
      expect(second.body.data[0].isNew).to.equal(false);

      const added = await recordPermit(vehicle.id, daysFromToday(12));
      const third = await staff.get(`${matchesPath}?since=${second.body.cursor}`);
      expect(third.body).to.include({ total: 2, newCount: 1 });
      expect(
        third.body.data.map((m: { permitId: string; isNew: boolean }) => [m.permitId, m.isNew]),
      ).to.deep.equal([
        [soon, false],
        [added, true],
      ]);
    });

    it('dates the entry of a permit recorded long ago to the day its window opened', async () => {
      const carrier = await registerCarrier(staff);
      const vehicle = await registerVehicle(staff, carrier.id, categoryId);
      const permit = await recordPermit(vehicle.id, daysFromToday(2));
      await service.built.deps
        .db('vehicle_permits')
        .where({ id: permit })
        .update({ created_at: localInstant(daysFromToday(-2000), '00:00') });
      const watch = await staff.post('/referential/v1/vehicle-permits/expiry-watches', {
        thresholdDays: 7,
        carrierId: carrier.id,
      });
      const read = await staff.get(`/referential/v1/vehicle-permits/expiry-watches/${watch.body.id}/matches`);
      const opened = new Date(`${daysFromToday(-5)}T00:00:00Z`);
      const enteredAt = new Date(read.body.data[0].enteredAt);
      // Midnight in Europe/Paris is 22:00 or 23:00 UTC the day before.
      const hoursBefore = (opened.getTime() - enteredAt.getTime()) / 3_600_000;
      expect(hoursBefore).to.be.oneOf([1, 2]);
    });

    it('refuses a cursor it did not issue and an unknown watch', async () => {
      const watch = await staff.post('/referential/v1/vehicle-permits/expiry-watches', { thresholdDays: 3 });
      const refused = await staff.get(
        `/referential/v1/vehicle-permits/expiry-watches/${watch.body.id}/matches?since=garbage`,
      );
      const problem = expectProblem(refused, 422, 'permit-expiry-cursor-invalid');
      expect(problem.errors?.map((e) => e.field)).to.deep.equal(['query.since']);
      expectProblem(
        await staff.get(
          '/referential/v1/vehicle-permits/expiry-watches/00000000-0000-4000-8000-000000000000/matches',
        ),
        404,
        'permit-expiry-watch-not-found',
      );
      expectProblem(
        await staff.post('/referential/v1/vehicle-permits/expiry-watches', {
          thresholdDays: 3,
          carrierId: '00000000-0000-4000-8000-000000000000',
        }),
        404,
        'carrier-not-found',
      );
    });
  });

  describe('CSV import', () => {
    // A permit's days, from the business day: in force today, and one ending later.
    const [FROM, UNTIL, LATER] = [daysFromToday(-300), daysFromToday(60), daysFromToday(200)];
    /** A vehicle with an INSURANCE permit recorded under the number `taken`. */
    async function vehicleWithAPermit() {
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const taken = uniqueCode('TAKEN');
      await recordPermit(vehicle.id, daysFromToday(100), { permitNumber: taken, kind: 'INSURANCE' });
      return { vehicle, taken };
    }
    const importCsv = (csv: string, dryRun = false, client = staff) =>
      client.request('POST', `/referential/v1/vehicle-permits/imports${dryRun ? '?dryRun=true' : ''}`, {
        raw: csv,
        contentType: 'text/csv',
      });
    const countOf = async (search: string) =>
      (await staff.get(`/referential/v1/vehicle-permits?search=${encodeURIComponent(search)}&size=0`)).body
        .total;

    it('imports a file with a BOM, CRLF, quoted fields and escaped quotes, columns in any order', async () => {
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const p = uniqueCode('CSV');
      const csv =
        '\uFEFFkind,permitNumber,registration,validFrom,validUntil\r\n' +
        `ROADWORTHINESS,${p}-1,${vehicle.registration.toLowerCase()},${FROM},${UNTIL}\r\n` +
        `"INSURANCE","${p}-2 ""A""",  ${vehicle.registration} ,${FROM},${UNTIL}\r\n` +
        `\r\nOPERATING_LICENCE,"${p}-3, bis",${vehicle.registration},${FROM},${LATER}\r\n`;
      const response = await importCsv(csv);
      expect(response.status, response.text).to.equal(200);
      expect(response.body).to.include({ dryRun: false, rowCount: 3, writtenCount: 3, errorCount: 0 });
      expect(response.body.importId).to.be.a('string');
      const listed = await staff.get(`/referential/v1/vehicle-permits?search=${p}&sort=permitNumberAsc`);
      expect(
        listed.body.data.map((x: { permitNumber: string; importId: string }) => x.permitNumber),
      ).to.deep.equal([`${p}-1`, `${p}-2 "A"`, `${p}-3, bis`]);
      expect(listed.body.data[0].importId).to.equal(response.body.importId);
    });

    it("gives each imported permit one event with its first day, in the file's order, and its two changes", async function () {
      // The feed serves a write once every older transaction that could write here has ended.
      this.timeout(60_000);
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const p = uniqueCode('FEED');
      // A permit's first dated row starts on its validFrom, or today when that is later.
      const permits = [
        { number: `${p}-1`, validFrom: daysFromToday(-30), firstDay: daysFromToday(-30) },
        { number: `${p}-2`, validFrom: daysFromToday(10), firstDay: daysFromToday(0) },
        { number: `${p}-3`, validFrom: daysFromToday(-5), firstDay: daysFromToday(-5) },
      ];
      const csv = [
        'registration,permitNumber,kind,validFrom,validUntil',
        ...permits.map(
          (x) => `${vehicle.registration},${x.number},INSURANCE,${x.validFrom},${daysFromToday(400)}`,
        ),
      ].join('\n');
      const response = await importCsv(csv);
      expect(response.status, response.text).to.equal(200);
      expect(response.body).to.include({ writtenCount: 3, errorCount: 0 });
      const listed = (await staff.get(`/referential/v1/vehicle-permits?search=${p}&sort=permitNumberAsc`))
        .body.data as { id: string; permitNumber: string }[];
      const ids = listed.map((x) => x.id);
      expect(listed.map((x) => x.permitNumber)).to.deep.equal(permits.map((x) => x.number));

      const reader = service.as([PERMIT_READ, 'referential.events:read']);
      const subjects = ids.map((id) => `vehicle-permit/${id}`).join(',');
      let events: { subject: string; type: string; validfrom?: string; operation?: string }[] = [];
      for (let tries = 0; events.length < 3 && tries < 300; tries += 1) {
        if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
        const feed = await reader.get(`/referential/v1/events?subjects=${subjects}&size=1000`);
        expect(feed.status, feed.text).to.equal(200);
        events = feed.body.data;
      }
      expect(events.map((e) => [e.subject, e.validfrom, e.operation])).to.deep.equal(
        ids.map((id, i) => [`vehicle-permit/${id}`, permits[i]?.firstDay, 'importVehiclePermits']),
      );
      expect(new Set(events.map((e) => e.type)).size).to.equal(1);
      for (const id of ids) {
        const changes = (await staff.get(`/referential/v1/vehicle-permits/${id}/changes?size=100`)).body
          .data as { operation: string }[];
        expect(changes.map((c) => c.operation)).to.deep.equal([
          'importVehiclePermits',
          'importVehiclePermits',
        ]);
      }
    });

    it('answers a file of the header alone with nothing written and no import named', async () => {
      const response = await importCsv('registration,permitNumber,kind,validFrom,validUntil\r\n');
      expect(response.status, response.text).to.equal(200);
      expect(response.body).to.deep.equal({
        dryRun: false,
        rowCount: 0,
        writtenCount: 0,
        errorCount: 0,
        errors: [],
        importId: null,
      });
    });

    it('checks without writing in a dry run', async () => {
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const p = uniqueCode('DRY');
      const csv = `registration,permitNumber,kind,validFrom,validUntil\n${vehicle.registration},${p},INSURANCE,${FROM},${UNTIL}\n`;
      const response = await importCsv(csv, true);
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.include({
        dryRun: true,
        rowCount: 1,
        writtenCount: 0,
        errorCount: 0,
        importId: null,
      });
      expect(await countOf(p)).to.equal(0);
    });

    it('reports every bad line with its column and writes nothing', async () => {
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const taken = uniqueCode('TAKEN');
      await recordPermit(vehicle.id, daysFromToday(100), { permitNumber: taken, kind: 'INSURANCE' });
      const p = uniqueCode('BADF');
      const r = vehicle.registration;
      const csv = [
        'registration,permitNumber,kind,validFrom,validUntil',
        `${r},${p}-1,INSURANCE,${FROM},${UNTIL}`,
        `NO-SUCH-PLATE,${p}-2,INSURANCE,${FROM},${UNTIL}`,
        `${r},${p}-3,PARKING,${FROM},${UNTIL}`,
        `${r},${p}-4,INSURANCE,${FROM.slice(0, 4)}-02-30,${UNTIL}`,
        `${r},${p}-5,INSURANCE,${daysFromToday(10)},${daysFromToday(9)}`,
        `${r},${taken},INSURANCE,${FROM},${UNTIL}`,
        `${r},${p}-1,INSURANCE,${FROM},${UNTIL}`,
        `${r},${p}-8,INSURANCE,${FROM}`,
        `${r},"${p}-9`,
        `spans,two,lines`,
      ].join('\n');
      const response = await importCsv(csv);
      const problem = expectProblem(response, 422, 'permit-import-rejected') as unknown as {
        report: { errors: { line: number; column: string | null; reason: string }[]; writtenCount: number };
      };
      expect(problem.report.writtenCount).to.equal(0);
      expect(problem.report.errors.map((e) => [e.line, e.column])).to.deep.equal([
        [3, 'registration'],
        [4, 'kind'],
        [5, 'validFrom'],
        [6, 'validUntil'],
        [7, 'permitNumber'],
        [8, 'permitNumber'],
        [9, null],
        [10, null],
      ]);
      expect(problem.report.errors[5]?.reason).to.contain('line 2');
      expect(await countOf(p)).to.equal(0);

      const dry = await importCsv(csv, true);
      expect(dry.status).to.equal(200);
      expect(dry.body.errorCount).to.equal(8);
    });

    it('counts every error of a file wrong on every row and lists the first thousand by line', async () => {
      const p = uniqueCode('ALLBAD');
      const [from, until] = [daysFromToday(1), daysFromToday(300)];
      const lines = ['registration,permitNumber,kind,validFrom,validUntil'];
      // 2,600 rows naming no vehicle (found wrong against the registry), then one wrong in its
      // shape, found while the file is read, before the others.
      for (let i = 0; i < 2_600; i += 1) lines.push(`NO-SUCH-${i},${p}-${i},INSURANCE,${from},${until}`);
      lines.push(`NO-SUCH-LAST,${p}-last,INSURANCE,${from},not-a-date`);
      const response = await importCsv(lines.join('\n'), true);
      expect(response.status).to.equal(200);
      expect(response.body).to.include({ rowCount: 2_601, errorCount: 2_601, writtenCount: 0 });
      const listed = response.body.errors as { line: number; column: string }[];
      expect(listed.map((e) => e.line)).to.deep.equal(Array.from({ length: 1_000 }, (_, i) => i + 2));
      expect(listed.every((e) => e.column === 'registration')).to.equal(true);
    });

    it('reports lines after a quoted field spanning lines at their true line numbers', async () => {
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const p = uniqueCode('ML');
      const csv =
        'registration,permitNumber,kind,validFrom,validUntil\n' +
        `${vehicle.registration},"${p}\nsecond line",INSURANCE,${FROM},${UNTIL}\n` +
        `${vehicle.registration},${p}-b,BAD,${FROM},${UNTIL}\n`;
      const response = await importCsv(csv);
      expect(response.status).to.equal(422);
      expect(response.body.report.errors).to.deep.equal([
        { line: 4, column: 'kind', reason: response.body.report.errors[0].reason },
      ]);
    });

    for (const [title, header, columns] of [
      ['a missing column', 'registration,permitNumber,kind,validFrom', ['validUntil']],
      ['an unknown column', 'registration,permitNumber,kind,validFrom,validUntil,colour', ['colour']],
      [
        'a misspelt column',
        'registration,permit_number,kind,validFrom,validUntil',
        ['permit_number', 'permitNumber'],
      ],
    ] as const) {
      it(`refuses a header with ${title}, naming it on line 1`, async () => {
        const response = await importCsv(`${header}\nAB-1,N1,INSURANCE,${FROM},${UNTIL}\n`);
        expect(response.status).to.equal(422);
        const errors = response.body.report.errors as { line: number; column: string }[];
        expect(errors.map((e) => e.line)).to.satisfy((lines: number[]) => lines.every((l) => l === 1));
        expect(errors.map((e) => e.column)).to.have.members([...columns]);
      });
    }

    it('refuses a file separated by semicolons or tabs with one error saying so', async () => {
      for (const [separator, named] of [
        [';', 'semicolons (;)'],
        ['\t', 'tabs'],
      ] as const) {
        const row = ['AB-1', 'N1', 'INSURANCE', FROM, UNTIL].join(separator);
        const response = await importCsv(
          `registration${separator}permitNumber${separator}kind${separator}validFrom${separator}validUntil\n${row}\n`,
        );
        expect(response.status).to.equal(422);
        expect(response.body.report.errors).to.deep.equal([
          {
            line: 1,
            column: null,
            reason: `the columns are separated by ${named}: the file must separate them by commas (,), its header reading registration,permitNumber,kind,validFrom,validUntil`,
          },
        ]);
      }
    });

    it('refuses an empty file with a report on line 1, and needs the write permission', async () => {
      const response = await importCsv('');
      expect(response.status).to.equal(422);
      expect(response.body.report.errors[0]).to.include({ line: 1, column: null });
      expectProblem(await importCsv('registration\n', false, service.as([PERMIT_READ])), 403, 'forbidden');
    });

    it('writes one of two concurrent imports of the same file, never both', async () => {
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const p = uniqueCode('CC');
      const lines = ['registration,permitNumber,kind,validFrom,validUntil'];
      for (let i = 0; i < 500; i += 1)
        lines.push(`${vehicle.registration},${p}-${i},INSURANCE,${FROM},${UNTIL}`);
      const csv = lines.join('\n');
      const answers = await Promise.all([importCsv(csv), importCsv(csv)]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses[0]).to.equal(200);
      expect(statuses[1]).to.be.oneOf([409, 422]);
      expect(await countOf(p)).to.equal(500);
    });

    it('writes no permit for a vehicle withdrawn while the import runs', async () => {
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const p = uniqueCode('WD');
      const db = service.built.deps.db;
      // A withdrawal under way: its transaction holds the vehicle until it commits.
      const withdrawal = await db.transaction();
      await withdrawal('vehicles').where({ id: vehicle.id }).forUpdate();
      await withdrawal('vehicles').where({ id: vehicle.id }).update({ lifecycle: 'WITHDRAWN' });
      let settled = false;
      const imported = importCsv(
        `registration,permitNumber,kind,validFrom,validUntil\n${vehicle.registration},${p},INSURANCE,${FROM},${UNTIL}\n`,
      ).finally(() => void (settled = true));
      const waiting = async () =>
        Number(
          (
            await db.raw(
              `SELECT count(*) AS n FROM pg_stat_activity
                WHERE wait_event_type = 'Lock' AND query LIKE '%FROM vehicles%' AND datname = current_database()`,
            )
          ).rows[0].n,
        );
      for (let i = 0; i < 100 && !settled && (await waiting()) === 0; i += 1)
        await new Promise((r) => setTimeout(r, 20));
      await withdrawal.commit();
      const response = await imported;
      expect(response.status, response.text).to.equal(422);
      expect(response.body.report).to.include({ writtenCount: 0, errorCount: 1 });
      expect(response.body.report.errors[0]).to.include({ line: 2, column: 'registration' });
      expect(await countOf(p)).to.equal(0);
    });

    // A file of 20,000 rows crosses what a small file does not (the reader's pieces, the outbox's
    // per-run plan above 1,000 rows, one INSERT of every row); how long 100,000 take is the
    // permit-import bench's to say (docs/performance.md), not a test's.
    it('imports 20,000 rows in one go', async function () {
      this.timeout(120_000);
      const registrations: string[] = [];
      for (let i = 0; i < 20; i += 1)
        registrations.push((await registerVehicle(staff, carrierId, categoryId)).registration);
      const p = uniqueCode('BIG');
      const lines = ['registration,permitNumber,kind,validFrom,validUntil'];
      const from = daysFromToday(-365);
      const dates = Array.from({ length: 365 }, (_, day) => daysFromToday(day));
      for (let i = 0; i < 20_000; i += 1)
        lines.push(`${registrations[i % 20]},${p}-${i},ROADWORTHINESS,${from},${dates[i % 365]}`);
      const response = await importCsv(lines.join('\r\n'));
      expect(response.status, response.text.slice(0, 500)).to.equal(200);
      expect(response.body).to.include({ rowCount: 20_000, writtenCount: 20_000, errorCount: 0 });
      const [row] = await service.built.deps
        .db('vehicle_permits')
        .where({ import_id: response.body.importId })
        .count<{ count: number }[]>({ count: '*' });
      expect(row?.count).to.equal(20_000);
      expect(await countOf(`${p}-19999`)).to.equal(1);
    });

    it('finds a number repeated far down the file, and one recorded already, in a file of multi-byte text read in pieces', async function () {
      this.timeout(60_000);
      const { vehicle, taken } = await vehicleWithAPermit();
      const p = uniqueCode('FAR');
      const [from, until] = [daysFromToday(-365), daysFromToday(365)];
      // Two-byte characters on every line, so that the body's 64 KiB pieces end inside some of
      // them; 12,000 rows, so that the checks against the registry take them in several slices.
      const lines = ['registration,permitNumber,kind,validFrom,validUntil'];
      for (let i = 0; i < 12_000; i += 1)
        lines.push(`${vehicle.registration},${p}-é${i},INSURANCE,${from},${until}`);
      lines.push(`${vehicle.registration},${p}-é3,INSURANCE,${from},${until}`);
      lines.push(`${vehicle.registration},${taken},INSURANCE,${from},${until}`);
      const response = await importCsv(lines.join('\n'), true);
      expect(response.status, response.text.slice(0, 500)).to.equal(200);
      expect(response.body).to.include({ rowCount: 12_002, writtenCount: 0, errorCount: 2 });
      expect(response.body.errors).to.deep.equal([
        { line: 12_002, column: 'permitNumber', reason: 'repeats the INSURANCE permit of line 5' },
        {
          line: 12_003,
          column: 'permitNumber',
          reason: 'a INSURANCE permit with this number is recorded already',
        },
      ]);
    });

    it('says a number recorded already on each line that names it, and a repeat of a new one on the lines after its first, across slices', async function () {
      this.timeout(60_000);
      const { vehicle, taken } = await vehicleWithAPermit();
      const p = uniqueCode('TWICE');
      const row = (number: string, kind = 'INSURANCE') =>
        `${vehicle.registration},${number},${kind},${FROM},${UNTIL}`;
      const lines = ['registration,permitNumber,kind,validFrom,validUntil', row(taken), row(`${p}-new`)];
      // 6,000 rows more, so that the repeats below are checked in a later slice than their first.
      for (let i = 0; i < 6_000; i += 1) lines.push(row(`${p}-${i}`));
      // The recorded number again (in lower case), the new one again, and the new one of another kind.
      lines.push(row(taken.toLowerCase()), row(`${p}-NEW`), row(`${p}-new`, 'ROADWORTHINESS'));
      const response = await importCsv(lines.join('\n'), true);
      expect(response.status, response.text.slice(0, 500)).to.equal(200);
      expect(response.body).to.include({ rowCount: 6_005, writtenCount: 0, errorCount: 3 });
      expect(response.body.errors).to.deep.equal([
        {
          line: 2,
          column: 'permitNumber',
          reason: 'a INSURANCE permit with this number is recorded already',
        },
        {
          line: 6_004,
          column: 'permitNumber',
          reason: 'a INSURANCE permit with this number is recorded already',
        },
        { line: 6_005, column: 'permitNumber', reason: 'repeats the INSURANCE permit of line 3' },
      ]);
    });

    it("lists the first thousand errors by line when the reading's and the registry's alternate across slices", async function () {
      this.timeout(60_000);
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const p = uniqueCode('MIXED');
      const lines = ['registration,permitNumber,kind,validFrom,validUntil'];
      // 4,500 good rows, then 1,500 that alternate a date that is none (found while the file is
      // read) and a registration no vehicle has (found against the registry), across the first
      // slice's end (5,000 rows).
      for (let i = 0; i < 6_000; i += 1) {
        const bad = i >= 4_500;
        const registration = bad && i % 2 === 1 ? `NO-SUCH-${p}` : vehicle.registration;
        const from = bad && i % 2 === 0 ? 'someday' : FROM;
        lines.push(`${registration},${p}-${i},INSURANCE,${from},${UNTIL}`);
      }
      const response = await importCsv(lines.join('\n'), true);
      expect(response.status, response.text.slice(0, 500)).to.equal(200);
      expect(response.body).to.include({ rowCount: 6_000, writtenCount: 0, errorCount: 1_500 });
      const listed = response.body.errors as { line: number; column: string }[];
      expect(listed.map((e) => [e.line, e.column])).to.deep.equal(
        Array.from({ length: 1_000 }, (_, i) => [4_502 + i, i % 2 === 0 ? 'validFrom' : 'registration']),
      );
    });

    // A file's numbers are checked 5,000 at a time against the registry: each check must look up
    // those numbers alone, or a file's check grows with the registry (a national one holds
    // millions of permits) rather than with the file (ADR 0128).
    it("checks a slice's numbers by looking each up, not by reading every permit recorded", async function () {
      this.timeout(60_000);
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const p = uniqueCode('PROBE');
      const lines = ['registration,permitNumber,kind,validFrom,validUntil'];
      for (let i = 0; i < 6_000; i += 1)
        lines.push(`${vehicle.registration},${p}-${i},INSURANCE,${FROM},${UNTIL}`);
      const written = await importCsv(lines.join('\n'));
      expect(written.status, written.text.slice(0, 500)).to.equal(200);
      const db = service.built.deps.db;
      await db.raw('ANALYZE vehicle_permits');
      // A slice as the import checks it: one number recorded already among 4,999 new ones.
      const numbers = Array.from({ length: 5_000 }, (_, i) => `${p}-NEW-${i}`.toUpperCase());
      numbers[2_500] = `${p}-17`.toUpperCase();
      const bindings = [JSON.stringify(numbers.map(() => 'INSURANCE')), JSON.stringify(numbers)];
      const { rows: found } = await db.raw<{ rows: { at: string }[] }>(EXISTING_NUMBERS_SQL, bindings);
      expect(found.map((row) => Number(row.at))).to.deep.equal([2_501]);
      // The permits' rows its plan read (each node's rows a run, as Postgres rounds them, times its
      // runs): about none, where reading the registry reads at least the 6,000 written above.
      type PlanNode = {
        'Relation Name'?: string;
        'Actual Rows'?: number;
        'Actual Loops'?: number;
        Plans?: PlanNode[];
      };
      const permitRows = (node: PlanNode): number =>
        (node['Relation Name'] === 'vehicle_permits'
          ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1)
          : 0) + (node.Plans ?? []).reduce((sum, child) => sum + permitRows(child), 0);
      const { rows } = await db.raw<{ rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${EXISTING_NUMBERS_SQL}`,
        bindings,
      );
      expect(permitRows(rows[0]!['QUERY PLAN'][0].Plan)).to.be.below(100);
    });

    it('leaves the registry unchanged when one line of 100,000 is bad, and reports that line', async function () {
      this.timeout(120_000);
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const p = uniqueCode('ONE');
      const lines = ['registration,permitNumber,kind,validFrom,validUntil'];
      const [from, until] = [daysFromToday(-365), daysFromToday(365)];
      // Line 76,544 names a thirteenth month: the one bad line of the file.
      for (let i = 0; i < 100_000; i += 1)
        lines.push(
          `${vehicle.registration},${p}-${i},INSURANCE,${from},${i === 76_542 ? `${from.slice(0, 4)}-13-01` : until}`,
        );
      const response = await importCsv(lines.join('\n'));
      expect(response.status).to.equal(422);
      expect(response.body.report).to.include({ rowCount: 100_000, writtenCount: 0, errorCount: 1 });
      expect(response.body.report.errors[0]).to.include({ line: 76_544, column: 'validUntil' });
      expect(await countOf(p)).to.equal(0);
    });
  });
});
