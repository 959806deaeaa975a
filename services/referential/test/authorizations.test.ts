import { expect } from 'chai';
import { dayAfter } from '@transport/platform';
import {
  daysFromToday,
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import {
  AUTHORIZATION_INSERT_PERIOD,
  AUTHORIZATION_READ,
  AUTHORIZATION_VALIDITY,
  REGISTRY_OFFICER,
  assignHolder,
  insertStatusPeriods,
  recordHolder,
  createLine,
  declareAuthorization,
} from './authorizations-fixtures.ts';
import { declareCategory, registerCarrier, registerVehicle } from './carriers-fixtures.ts';
import { uniqueCode, startReferential } from './fixtures.ts';

const BASE = '/referential/v1/authorizations';

interface Period {
  effectiveFrom: string;
  effectiveTo: string | null;
}

/** The date `days` days from today: what these scenarios record is never in the past. */
const d = (days: number) => daysFromToday(days);
/** The first year of the fixtures' authorizations (`AUTHORIZATION_VALIDITY`). */
const YEAR = Number(AUTHORIZATION_VALIDITY.validFrom.slice(0, 4));

/** Asserts that the periods, sorted by start, follow each other without gap or overlap. */
function expectChained(periods: Period[]): void {
  const sorted = [...periods].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  sorted.forEach((period, index) => {
    const next = sorted[index + 1];
    if (next)
      expect(dayAfter(period.effectiveTo as string), 'the next holding starts the day after').to.equal(
        next.effectiveFrom,
      );
    else expect(period.effectiveTo, 'only the last holding is open').to.equal(null);
  });
}

describe('transport authorizations', () => {
  let service: TestService;
  let officer: ApiClient;

  before(async () => {
    service = await startReferential();
    officer = service.as(REGISTRY_OFFICER);
  });
  after(() => service?.close());

  describe('declaration under a dossier', () => {
    it('creates the dossier on first use and files later authorizations under the same dossier', async () => {
      const category = await declareCategory(officer);
      const code = (await officer.get(`/referential/v1/vehicle-categories/${category}`)).body.code;
      const dossier = uniqueCode('DOS-');
      const first = await officer.post(`${BASE}/declarations`, {
        dossier,
        number: uniqueCode('N'),
        serie: 'RL',
        categories: [code],
        genre: 'REGULAR',
        ...AUTHORIZATION_VALIDITY,
      });
      expect(first.status).to.equal(201);
      expect(first.body).to.have.all.keys('id');
      expect(first.headers.get('location')).to.equal(`${BASE}/authorizations/${first.body.id}`);
      const secondId = await declareAuthorization(officer, {
        dossier: dossier.toLowerCase(),
        genre: 'SCHOOL',
      });

      const read = await officer.get(`${BASE}/authorizations/${first.body.id}`);
      expect(read.status).to.equal(200);
      expect(read.body).to.include.all.keys(
        'id',
        'dossierId',
        'dossier',
        'number',
        'serie',
        'categories',
        'genre',
        'validFrom',
        'validUntil',
        'status',
        'createdAt',
        'updatedAt',
      );
      expect(read.body).to.include({
        dossier,
        serie: 'RL',
        genre: 'REGULAR',
        ...AUTHORIZATION_VALIDITY,
      });
      expect(read.body.categories).to.deep.equal([code]);
      const second = await officer.get(`${BASE}/authorizations/${secondId}`);
      expect(second.body.dossierId).to.equal(read.body.dossierId);

      const folder = await officer.get(`${BASE}/dossiers/${read.body.dossierId}`);
      expect(folder.status).to.equal(200);
      expect(folder.body.reference).to.equal(dossier);
      expect(folder.body.authorizationIds).to.deep.equal([first.body.id, secondId]);
      const found = await officer.get(`${BASE}/dossiers?search=${encodeURIComponent(dossier)}`);
      expect(found.body.total).to.equal(1);
      const listed = await officer.get(`${BASE}/authorizations?dossierId=${read.body.dossierId}`);
      expect(listed.body.data.map((a: { id: string }) => a.id)).to.have.members([first.body.id, secondId]);
    });

    it('refuses a serie and number declared already, unknown categories and a reversed validity', async () => {
      const number = uniqueCode('N');
      await declareAuthorization(officer, { number, serie: 'X1' });
      expectProblem(
        await officer.post(`${BASE}/declarations`, {
          dossier: uniqueCode('DOS-'),
          number: number.toLowerCase(),
          serie: 'x1',
          categories: [(await officer.get(`/referential/v1/vehicle-categories?size=1`)).body.data[0].code],
          genre: 'REGULAR',
          ...AUTHORIZATION_VALIDITY,
        }),
        409,
        'authorization-number-taken',
      );
      const unknown = expectProblem(
        await officer.post(`${BASE}/declarations`, {
          dossier: uniqueCode('DOS-'),
          number: uniqueCode('N'),
          serie: 'X1',
          categories: ['NO-SUCH-CATEGORY'],
          genre: 'REGULAR',
          ...AUTHORIZATION_VALIDITY,
        }),
        422,
        'authorization-category-unknown',
      );
      expect(unknown.errors?.[0]?.field).to.equal('body.categories');
      expectProblem(
        await officer.post(`${BASE}/declarations`, {
          dossier: uniqueCode('DOS-'),
          number: uniqueCode('N'),
          serie: 'X1',
          categories: ['ANY'],
          genre: 'REGULAR',
          validFrom: AUTHORIZATION_VALIDITY.validUntil,
          validUntil: AUTHORIZATION_VALIDITY.validFrom,
        }),
        422,
        'period-invalid',
      );
      expectFieldError(
        await officer.post(`${BASE}/declarations`, {
          dossier: uniqueCode('DOS-'),
          number: uniqueCode('N'),
          serie: 'X1',
          categories: ['ANY'],
          genre: 'MYSTERY',
          ...AUTHORIZATION_VALIDITY,
        }),
        'body.genre',
      );
      expectFieldError(
        await officer.post(`${BASE}/declarations`, {
          number: uniqueCode('N'),
          serie: 'X1',
          categories: ['ANY'],
          genre: 'REGULAR',
          ...AUTHORIZATION_VALIDITY,
        }),
        'body.dossier',
      );
      expectProblem(
        await officer.get(`${BASE}/authorizations/00000000-0000-4000-8000-000000000000`),
        404,
        'transport-authorization-not-found',
      );
    });

    it('asks for the authorizations read permission', async () => {
      const id = await declareAuthorization(officer);
      expectProblem(
        await service.as(['referential.carriers:read']).get(`${BASE}/authorizations/${id}`),
        403,
        'forbidden',
      );
      expect((await service.as([AUTHORIZATION_READ]).get(`${BASE}/authorizations/${id}`)).status).to.equal(
        200,
      );
    });
  });

  describe('lifecycle', () => {
    it('suspends with a reason, reactivates, then withdraws for good', async () => {
      const id = await declareAuthorization(officer, { validFrom: daysFromToday(-10) });
      const suspended = await officer.post(`${BASE}/authorizations/${id}/suspension`, {
        reason: 'Insurance lapsed',
      });
      expect(suspended.status).to.equal(200);
      expect(suspended.body).to.include({ status: 'SUSPENDED', statusReason: 'Insurance lapsed' });
      expectProblem(
        await officer.post(`${BASE}/authorizations/${id}/suspension`, { reason: 'again' }),
        409,
        'authorization-transition-refused',
      );
      const reactivated = await officer.post(`${BASE}/authorizations/${id}/reactivation`);
      expect(reactivated.body).to.include({ status: 'ACTIVE', statusReason: null });
      const withdrawn = await officer.post(`${BASE}/authorizations/${id}/withdrawal`, {
        reason: 'Operator ceased trading',
      });
      expect(withdrawn.body).to.include({ status: 'WITHDRAWN', statusReason: 'Operator ceased trading' });
      // Each move in the authorization's changes, with the reason its request gave (ADR 0075).
      const changes = (await officer.get(`${BASE}/authorizations/${id}/changes?size=100`)).body.data as {
        operation: string;
        reason: string | null;
      }[];
      const reasons = (operation: string) =>
        new Set(changes.filter((c) => c.operation === operation).map((c) => c.reason));
      expect(reasons('suspendTransportAuthorization')).to.deep.equal(new Set(['Insurance lapsed']));
      expect(reasons('withdrawTransportAuthorization')).to.deep.equal(new Set(['Operator ceased trading']));
      expect(reasons('reactivateTransportAuthorization')).to.deep.equal(new Set([null]));
      expectProblem(
        await officer.post(`${BASE}/authorizations/${id}/withdrawal`, { reason: 'again' }),
        409,
        'authorization-transition-refused',
      );
      expectProblem(
        await officer.post(`${BASE}/authorizations/${id}/reactivation`),
        409,
        'authorization-transition-refused',
      );
      const carrier = await registerCarrier(officer);
      expectProblem(
        await assignHolder(officer, id, carrier.id, daysFromToday(1)),
        409,
        'authorization-withdrawn',
      );
      expectFieldError(await officer.post(`${BASE}/authorizations/${id}/withdrawal`, {}), 'body.reason');
    });

    it('shows an authorization past its last day as EXPIRED, which can no longer be suspended', async () => {
      const id = await declareAuthorization(officer, { validFrom: d(-540), validUntil: d(-150) });
      const read = await officer.get(`${BASE}/authorizations/${id}`);
      expect(read.body.status).to.equal('EXPIRED');
      expectProblem(
        await officer.post(`${BASE}/authorizations/${id}/suspension`, { reason: 'late' }),
        409,
        'authorization-transition-refused',
      );
      const expired = await officer.get(`${BASE}/authorizations?status=EXPIRED&size=200`);
      expect(expired.body.data.map((a: { id: string }) => a.id)).to.include(id);
      const upcomingId = await declareAuthorization(officer, { validFrom: daysFromToday(30) });
      expect((await officer.get(`${BASE}/authorizations/${upcomingId}`)).body.status).to.equal('UPCOMING');
    });
  });

  describe('holders', () => {
    it('hands the authorization over from X to Y on a later day, closing X the day before', async () => {
      const id = await declareAuthorization(officer);
      const x = await registerCarrier(officer);
      const y = await registerCarrier(officer);
      const first = await assignHolder(officer, id, x.id, d(10));
      expect(first.status).to.equal(201);
      expect((await assignHolder(officer, id, y.id, d(160))).status).to.equal(201);

      const history = await officer.get(`${BASE}/holders?transportAuthorizationId=${id}&history=true`);
      expect(
        history.body.data.map(
          (h: { carrierId: string; effectiveFrom: string; effectiveTo: string | null }) => [
            h.carrierId,
            h.effectiveFrom,
            h.effectiveTo,
          ],
        ),
      ).to.deep.equal([
        [x.id, d(10), d(159)],
        [y.id, d(160), null],
      ]);
      const onMay31 = await officer.get(`${BASE}/holders?transportAuthorizationId=${id}&at=${d(159)}`);
      expect(onMay31.body.data.map((h: { carrierId: string }) => h.carrierId)).to.deep.equal([x.id]);
      const onJune1 = await officer.get(`${BASE}/holders?transportAuthorizationId=${id}&at=${d(160)}`);
      expect(onJune1.body.data.map((h: { carrierId: string }) => h.carrierId)).to.deep.equal([y.id]);
      const ofX = await officer.get(`${BASE}/holders?carrierId=${x.id}&history=true`);
      expect(ofX.body.total).to.equal(1);
    });

    it('refuses a from-date on or before the current holder start and changes nothing', async () => {
      const id = await declareAuthorization(officer);
      const x = await registerCarrier(officer);
      const y = await registerCarrier(officer);
      await assignHolder(officer, id, x.id, d(60));
      expectProblem(await assignHolder(officer, id, y.id, d(60)), 409, 'authorization-holder-conflict');
      expectProblem(await assignHolder(officer, id, y.id, d(30)), 409, 'authorization-holder-conflict');
      const history = await officer.get(`${BASE}/holders?transportAuthorizationId=${id}&history=true`);
      expect(history.body.data).to.have.length(1);
      expect(history.body.data[0]).to.include({
        carrierId: x.id,
        effectiveFrom: d(60),
        effectiveTo: null,
      });
      expectProblem(
        await assignHolder(officer, id, '00000000-0000-4000-8000-000000000000', d(90)),
        404,
        'carrier-not-found',
      );
      expectProblem(
        await assignHolder(officer, id, y.id, dayAfter(AUTHORIZATION_VALIDITY.validUntil)),
        422,
        'authorization-holder-outside-validity',
      );
      expectFieldError(await assignHolder(officer, id, y.id, `${YEAR}-02-30`), 'body.effectiveFrom');
    });

    it('keeps a history without overlap under 50 concurrent assignments, answering 201 or 409 only', async () => {
      const id = await declareAuthorization(officer);
      const carriers = await Promise.all(Array.from({ length: 5 }, () => registerCarrier(officer)));
      const start = new Date(`${d(1)}T00:00:00Z`);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const day = new Date(start);
          day.setUTCDate(day.getUTCDate() + ((i * 7) % 50));
          return assignHolder(
            officer,
            id,
            (carriers[i % 5] as { id: string }).id,
            day.toISOString().slice(0, 10),
          );
        }),
      );
      const statuses = responses.map((r) => r.status);
      expect(
        statuses.every((s) => s === 201 || s === 409),
        `statuses ${statuses.join(',')}`,
      ).to.equal(true);
      expect(statuses.filter((s) => s === 201).length).to.be.greaterThan(0);
      for (const refused of responses.filter((r) => r.status === 409))
        expect(refused.body.code).to.equal('authorization-holder-conflict');
      const history = await officer.get(
        `${BASE}/holders?transportAuthorizationId=${id}&history=true&size=200`,
      );
      expect(history.body.total).to.equal(statuses.filter((s) => s === 201).length);
      expectChained(history.body.data);
    });
  });

  describe('lines and vehicles', () => {
    it('lets two authorizations cover one line at once and refuses the same pair twice', async () => {
      const lineId = await createLine(officer);
      const a = await declareAuthorization(officer);
      const b = await declareAuthorization(officer);
      const first = await officer.post(`${BASE}/authorized-lines`, {
        lineId,
        transportAuthorizationId: a,
        effectiveFrom: d(10),
      });
      expect(first.status).to.equal(201);
      expect(first.body).to.have.all.keys('id');
      expect(
        (
          await officer.post(`${BASE}/authorized-lines`, {
            lineId,
            transportAuthorizationId: b,
            effectiveFrom: d(70),
          })
        ).status,
      ).to.equal(201);
      expectProblem(
        await officer.post(`${BASE}/authorized-lines`, {
          lineId,
          transportAuthorizationId: a,
          effectiveFrom: d(250),
        }),
        409,
        'authorized-line-overlaps',
      );

      const onApril = await officer.get(`${BASE}/authorized-lines?lineId=${lineId}&at=${d(100)}`);
      expect(
        onApril.body.data.map((l: { transportAuthorizationId: string }) => l.transportAuthorizationId),
      ).to.have.members([a, b]);
      const onFebruary = await officer.get(`${BASE}/authorized-lines?lineId=${lineId}&at=${d(40)}`);
      expect(
        onFebruary.body.data.map((l: { transportAuthorizationId: string }) => l.transportAuthorizationId),
      ).to.deep.equal([a]);
      const linesOfA = await officer.get(
        `${BASE}/authorized-lines?transportAuthorizationId=${a}&at=${d(100)}`,
      );
      expect(linesOfA.body.data.map((l: { lineId: string }) => l.lineId)).to.deep.equal([lineId]);

      const ended = await officer.post(`${BASE}/authorized-lines/${first.body.id}/end`, {
        effectiveTo: d(190),
      });
      expect(ended.status).to.equal(200);
      expect(ended.body).to.include({ effectiveTo: d(190) });
      expectProblem(
        await officer.post(`${BASE}/authorized-lines/${first.body.id}/end`, { effectiveTo: d(220) }),
        409,
        'authorized-period-ended',
      );
      expect(
        (
          await officer.post(`${BASE}/authorized-lines`, {
            lineId,
            transportAuthorizationId: a,
            effectiveFrom: d(250),
          })
        ).status,
      ).to.equal(201);
      const history = await officer.get(`${BASE}/authorized-lines?lineId=${lineId}&history=true`);
      expect(history.body.total).to.equal(3);
    });

    it('refuses an unknown line, an unknown authorization and unknown fields', async () => {
      const a = await declareAuthorization(officer);
      expectProblem(
        await officer.post(`${BASE}/authorized-lines`, {
          lineId: '00000000-0000-4000-8000-000000000000',
          transportAuthorizationId: a,
          effectiveFrom: d(10),
        }),
        404,
        'line-not-found',
      );
      const lineId = await createLine(officer);
      expectProblem(
        await officer.post(`${BASE}/authorized-lines`, {
          lineId,
          transportAuthorizationId: '00000000-0000-4000-8000-000000000000',
          effectiveFrom: d(10),
        }),
        404,
        'transport-authorization-not-found',
      );
      expectFieldError(
        await officer.post(`${BASE}/authorized-lines`, {
          lineId,
          transportAuthorizationId: a,
          effectiveFrom: d(10),
          effectiveTo: d(40),
        }),
        'body.effectiveTo',
      );
    });

    it('puts a vehicle under an authorization for a period and lists it at a date', async () => {
      const carrier = await registerCarrier(officer);
      const vehicle = await registerVehicle(officer, carrier.id, await declareCategory(officer));
      const a = await declareAuthorization(officer);
      const created = await officer.post(`${BASE}/authorized-vehicles`, {
        transportAuthorizationId: a,
        vehicleId: vehicle.id,
        effectiveFrom: d(40),
        effectiveTo: d(240),
      });
      expect(created.status).to.equal(201);
      expectProblem(
        await officer.post(`${BASE}/authorized-vehicles`, {
          transportAuthorizationId: a,
          vehicleId: vehicle.id,
          effectiveFrom: d(220),
        }),
        409,
        'authorized-vehicle-overlaps',
      );
      expectProblem(
        await officer.post(`${BASE}/authorized-vehicles`, {
          transportAuthorizationId: a,
          vehicleId: vehicle.id,
          effectiveFrom: d(330),
          effectiveTo: d(300),
        }),
        422,
        'period-invalid',
      );
      expect(
        (
          await officer.post(`${BASE}/authorized-vehicles`, {
            transportAuthorizationId: a,
            vehicleId: vehicle.id,
            effectiveFrom: d(250),
          })
        ).status,
      ).to.equal(201);
      const inMarch = await officer.get(`${BASE}/authorized-vehicles?vehicleId=${vehicle.id}&at=${d(70)}`);
      expect(inMarch.body.data).to.have.length(1);
      expect(inMarch.body.data[0]).to.include({
        transportAuthorizationId: a,
        effectiveFrom: d(40),
        effectiveTo: d(240),
      });
      const inJanuary = await officer.get(`${BASE}/authorized-vehicles?vehicleId=${vehicle.id}&at=${d(20)}`);
      expect(inJanuary.body.total).to.equal(0);
    });
  });

  describe('usability at a date', () => {
    it('names every reason an authorization is not usable, and the holder when it is', async () => {
      const id = await declareAuthorization(officer, { validFrom: d(-60), validUntil: d(300) });
      const carrier = await registerCarrier(officer);
      const before = await officer.get(`${BASE}/authorizations/${id}/eligibility?at=${d(-61)}`);
      expect(before.status).to.equal(200);
      expect(before.body.usable).to.equal(false);
      expect(before.body.reasons.map((r: { code: string }) => r.code)).to.deep.equal([
        'AUTHORIZATION_NOT_YET_VALID',
        'AUTHORIZATION_WITHOUT_HOLDER',
      ]);
      // A holder over days past: a correction of the holders' timeline.
      await recordHolder(officer, id, carrier.id, d(-30));
      const held = await officer.get(`${BASE}/authorizations/${id}/eligibility?at=${d(-10)}`);
      expect(held.body).to.deep.include({ usable: true, holderCarrierId: carrier.id, reasons: [] });
      const after = await officer.get(`${BASE}/authorizations/${id}/eligibility?at=${d(301)}`);
      expect(after.body.reasons.map((r: { code: string }) => r.code)).to.deep.equal([
        'AUTHORIZATION_EXPIRED',
      ]);
    });

    it('refuses from the day of a suspension', async () => {
      const id = await declareAuthorization(officer, {
        validFrom: daysFromToday(-30),
        validUntil: daysFromToday(300),
      });
      await recordHolder(officer, id, (await registerCarrier(officer)).id, daysFromToday(-30));
      await officer.post(`${BASE}/authorizations/${id}/suspension`, { reason: 'Audit pending' });
      const today = await officer.get(`${BASE}/authorizations/${id}/eligibility`);
      expect(today.body.usable).to.equal(false);
      expect(today.body.reasons[0].code).to.equal('AUTHORIZATION_SUSPENDED');
      expect(today.body.reasons[0].detail).to.contain('Audit pending');
      const lastWeek = await officer.get(`${BASE}/authorizations/${id}/eligibility?at=${daysFromToday(-7)}`);
      expect(lastWeek.body.usable).to.equal(true);
    });

    it('refuses on the days of a suspension lifted since, and from the day of a withdrawal', async () => {
      const id = await declareAuthorization(officer, {
        validFrom: daysFromToday(-30),
        validUntil: daysFromToday(300),
      });
      await recordHolder(officer, id, (await registerCarrier(officer)).id, daysFromToday(-30));
      await insertStatusPeriods(service.as([...REGISTRY_OFFICER, AUTHORIZATION_INSERT_PERIOD]), id, [
        [-10, 'SUSPENDED', 'Audit pending'],
        [-4, 'ACTIVE'],
        [-1, 'WITHDRAWN', 'Dossier closed'],
      ]);
      const on = async (days: number) =>
        (await officer.get(`${BASE}/authorizations/${id}/eligibility?at=${daysFromToday(days)}`)).body as {
          usable: boolean;
          reasons: { code: string; detail: string }[];
        };
      expect((await on(-11)).usable).to.equal(true);
      for (const day of [-10, -5]) {
        const suspended = await on(day);
        expect(
          suspended.reasons.map((r) => r.code),
          `day ${day}`,
        ).to.deep.equal(['AUTHORIZATION_SUSPENDED']);
        expect(suspended.reasons[0]?.detail).to.contain(`since ${daysFromToday(-10)}: Audit pending`);
      }
      expect((await on(-4)).usable).to.equal(true);
      expect((await on(-2)).usable).to.equal(true);
      for (const day of [-1, 0, 10])
        expect(
          (await on(day)).reasons.map((r) => r.code),
          `day ${day}`,
        ).to.deep.equal(['AUTHORIZATION_WITHDRAWN']);
    });
  });
});
