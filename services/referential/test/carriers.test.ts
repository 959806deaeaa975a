import { expect } from 'chai';
import {
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { startReferential, uniqueCode } from './fixtures.ts';
import { CARRIER_READ, CARRIER_WRITE, registerCarrier } from './carriers-fixtures.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('carriers', () => {
  let service: TestService;
  let staff: ApiClient;

  before(async () => {
    service = await startReferential();
    staff = service.as([CARRIER_READ, CARRIER_WRITE]);
  });
  after(() => service?.close());

  describe('registering', () => {
    it('answers 201 with the id and a Location; the carrier reads back PENDING with every field', async () => {
      const code = uniqueCode('TRA');
      const response = await staff.post('/referential/v1/carriers', {
        code,
        name: 'Transports Alpins',
        ticketingModel: 'MIXED',
        legalIdentifier: '55210055400013',
        logo: 'https://alpins.example/logo.png',
        website: 'https://alpins.example',
        phoneNumber: '+33 4 76 00 00 00',
        email: 'contact@alpins.example',
        addressLine1: '1 rue des Cars',
        addressZip: '38000',
        addressCity: 'Grenoble',
      });
      expect(response.status).to.equal(201);
      expect(response.headers.get('location')).to.equal(`/referential/v1/carriers/${response.body.id}`);

      const read = await staff.get(`/referential/v1/carriers/${response.body.id}`);
      expect(read.status).to.equal(200);
      expect(read.body).to.deep.include({
        code,
        name: 'Transports Alpins',
        ticketingModel: 'MIXED',
        status: 'PENDING',
        legalIdentifier: '55210055400013',
        email: 'contact@alpins.example',
        addressLine2: null,
        addressCity: 'Grenoble',
      });
      expect(read.body.createdAt).to.match(/Z$/);
    });

    it('reads a carrier by its code, case-insensitively, with every field', async () => {
      const { id, code } = await registerCarrier(staff);
      const read = await staff.get(`/referential/v1/carriers/by-code/${code.toLowerCase()}`);
      expect(read.status).to.equal(200);
      expect(read.body.id).to.equal(id);
      expect(read.body).to.include.keys([
        'id',
        'code',
        'name',
        'ticketingModel',
        'status',
        'legalIdentifier',
        'logo',
        'website',
        'phoneNumber',
        'email',
        'addressLine1',
        'addressLine2',
        'addressZip',
        'addressCity',
        'createdAt',
        'updatedAt',
      ]);
      expectProblem(await staff.get('/referential/v1/carriers/by-code/NOPE-404'), 404, 'carrier-not-found');
      expectProblem(await staff.get(`/referential/v1/carriers/${UNKNOWN}`), 404, 'carrier-not-found');
    });

    it('refuses a code taken already, whatever its case', async () => {
      const { code } = await registerCarrier(staff);
      const again = await staff.post('/referential/v1/carriers', {
        code: code.toLowerCase(),
        name: 'Other',
        ticketingModel: 'OWN',
      });
      expectProblem(again, 409, 'carrier-code-taken');
    });

    it('gives one 201 and one 409 to two concurrent registrations of one code', async () => {
      const body = { code: uniqueCode('RACE'), name: 'Race', ticketingModel: 'OWN' };
      const answers = await Promise.all([
        staff.post('/referential/v1/carriers', body),
        staff.post('/referential/v1/carriers', body),
      ]);
      expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 409]);
      const found = await staff.get(`/referential/v1/carriers?code=${body.code}`);
      expect(found.body.total).to.equal(1);
    });

    it('names each bad field: missing name, unknown ticketing model, bad email, unknown field', async () => {
      const code = uniqueCode('BAD');
      expectFieldError(
        await staff.post('/referential/v1/carriers', { code, ticketingModel: 'OWN' }),
        'body.name',
      );
      expectFieldError(
        await staff.post('/referential/v1/carriers', { code, name: 'X', ticketingModel: 'FREE' }),
        'body.ticketingModel',
      );
      expectFieldError(
        await staff.post('/referential/v1/carriers', {
          code,
          name: 'X',
          ticketingModel: 'OWN',
          email: 'nope',
        }),
        'body.email',
      );
      expectFieldError(
        await staff.post('/referential/v1/carriers', { code, name: 'X', ticketingModel: 'OWN', iban: 'x' }),
        'body.iban',
      );
      expect((await staff.get(`/referential/v1/carriers?code=${code}`)).body.total).to.equal(0);
    });

    it('refuses a caller without the write permission (403) and without a token (401)', async () => {
      const reader = service.as([CARRIER_READ]);
      const body = { code: uniqueCode('P'), name: 'P', ticketingModel: 'OWN' };
      expectProblem(await reader.post('/referential/v1/carriers', body), 403, 'forbidden');
      expectProblem(await service.anonymous().get('/referential/v1/carriers'), 401, 'unauthorized');
    });
  });

  describe('lifecycle', () => {
    it('goes PENDING, ACTIVE, SUSPENDED (with its reason), ACTIVE', async () => {
      const { id } = await registerCarrier(staff);
      const activated = await staff.post(`/referential/v1/carriers/${id}/activation`);
      expect(activated.status).to.equal(200);
      expect(activated.body.status).to.equal('ACTIVE');
      const suspended = await staff.post(`/referential/v1/carriers/${id}/suspension`, {
        reason: 'insurance lapsed',
      });
      expect(suspended.body).to.include({ status: 'SUSPENDED', suspensionReason: 'insurance lapsed' });
      const reactivated = await staff.post(`/referential/v1/carriers/${id}/reactivation`);
      expect(reactivated.body).to.include({ status: 'ACTIVE', suspensionReason: null });
      expect((await staff.get(`/referential/v1/carriers/${id}`)).body.status).to.equal('ACTIVE');
      // Each move in the carrier's changes, with the reason its request gave (ADR 0075).
      const changes = (await staff.get(`/referential/v1/carriers/${id}/changes?size=100`)).body.data as {
        operation: string;
        reason: string | null;
      }[];
      const reasons = (operation: string) =>
        new Set(changes.filter((c) => c.operation === operation).map((c) => c.reason));
      expect(reasons('suspendCarrier')).to.deep.equal(new Set(['insurance lapsed']));
      expect(reasons('reactivateCarrier')).to.deep.equal(new Set([null]));
    });

    const illegal: [string, string[], string, string][] = [
      ['suspend a PENDING carrier', [], 'suspension', 'PENDING'],
      ['reactivate a PENDING carrier', [], 'reactivation', 'PENDING'],
      ['activate an ACTIVE carrier', ['activation'], 'activation', 'ACTIVE'],
      ['reactivate an ACTIVE carrier', ['activation'], 'reactivation', 'ACTIVE'],
      ['activate a SUSPENDED carrier', ['activation', 'suspension'], 'activation', 'SUSPENDED'],
      ['suspend a SUSPENDED carrier', ['activation', 'suspension'], 'suspension', 'SUSPENDED'],
    ];
    for (const [title, before, move, current] of illegal) {
      it(`refuses to ${title} with a 409 naming the current status`, async () => {
        const { id } = await registerCarrier(staff);
        for (const step of before)
          await staff.post(
            `/referential/v1/carriers/${id}/${step}`,
            step === 'suspension' ? { reason: 'r' } : undefined,
          );
        const refused = await staff.post(
          `/referential/v1/carriers/${id}/${move}`,
          move === 'suspension' ? { reason: 'again' } : undefined,
        );
        const problem = expectProblem(refused, 409, 'carrier-transition-refused');
        expect(problem.detail).to.contain(current);
        expect((await staff.get(`/referential/v1/carriers/${id}`)).body.status).to.equal(current);
      });
    }

    it('needs a reason to suspend', async () => {
      const { id } = await registerCarrier(staff);
      await staff.post(`/referential/v1/carriers/${id}/activation`);
      expectFieldError(await staff.post(`/referential/v1/carriers/${id}/suspension`, {}), 'body.reason');
      expect((await staff.get(`/referential/v1/carriers/${id}`)).body.status).to.equal('ACTIVE');
    });

    it('lets exactly one of two concurrent activations through', async () => {
      const { id } = await registerCarrier(staff);
      const answers = await Promise.all([
        staff.post(`/referential/v1/carriers/${id}/activation`),
        staff.post(`/referential/v1/carriers/${id}/activation`),
      ]);
      expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 409]);
    });

    it('answers 404 for a move on an unknown carrier', async () => {
      expectProblem(
        await staff.post(`/referential/v1/carriers/${UNKNOWN}/activation`),
        404,
        'carrier-not-found',
      );
    });
  });

  describe('correcting', () => {
    it('answers 204 with no body and changes name, contact details and address only', async () => {
      const { id, code } = await registerCarrier(staff, {
        website: 'https://old.example',
        addressLine2: 'Bât. B',
      });
      const response = await staff.patch(`/referential/v1/carriers/${id}`, {
        name: 'Renamed Cars',
        phoneNumber: '+33 1 02 03 04 05',
        website: null,
        addressLine1: '2 avenue du Dépôt',
        addressLine2: null,
        addressZip: '75012',
        addressCity: 'Paris',
      });
      expect(response.status).to.equal(204);
      expect(response.text).to.equal('');
      const read = await staff.get(`/referential/v1/carriers/${id}`);
      expect(read.body).to.include({
        code,
        name: 'Renamed Cars',
        phoneNumber: '+33 1 02 03 04 05',
        website: null,
        addressLine1: '2 avenue du Dépôt',
        addressLine2: null,
        addressCity: 'Paris',
        status: 'PENDING',
      });
    });

    it('refuses to change the code or the status, and an empty correction', async () => {
      const { id } = await registerCarrier(staff);
      expectFieldError(await staff.patch(`/referential/v1/carriers/${id}`, { code: 'NEW' }), 'body.code');
      expectFieldError(
        await staff.patch(`/referential/v1/carriers/${id}`, { status: 'ACTIVE' }),
        'body.status',
      );
      expectProblem(await staff.patch(`/referential/v1/carriers/${id}`, {}), 400, 'invalid-request');
      expectProblem(
        await staff.patch(`/referential/v1/carriers/${UNKNOWN}`, { name: 'x' }),
        404,
        'carrier-not-found',
      );
    });
  });

  describe('searching', () => {
    const prefix = uniqueCode('SRCH');
    before(async () => {
      await registerCarrier(staff, { code: `${prefix}-B`, name: 'Blue Lines' });
      await registerCarrier(staff, { code: `${prefix}-A`, name: 'Alpine Coaches' });
      const { id } = await registerCarrier(staff, { code: `${prefix}-C`, name: 'Coastal Coaches' });
      await staff.post(`/referential/v1/carriers/${id}/activation`);
    });

    it('finds by part of the code or the name, in code order, with the total', async () => {
      const all = await staff.get(`/referential/v1/carriers?search=${prefix}`);
      expect(all.body.total).to.equal(3);
      expect(all.body.data.map((c: { code: string }) => c.code)).to.deep.equal([
        `${prefix}-A`,
        `${prefix}-B`,
        `${prefix}-C`,
      ]);
      const byName = await staff.get(`/referential/v1/carriers?search=${prefix}&name=coaches&sort=codeDesc`);
      expect(byName.body.data.map((c: { name: string }) => c.name)).to.deep.equal([
        'Coastal Coaches',
        'Alpine Coaches',
      ]);
    });

    it('filters by status and by exact code, and pages', async () => {
      const active = await staff.get(`/referential/v1/carriers?search=${prefix}&status=ACTIVE`);
      expect(active.body.data.map((c: { code: string }) => c.code)).to.deep.equal([`${prefix}-C`]);
      const exact = await staff.get(`/referential/v1/carriers?code=${prefix}-b`);
      expect(exact.body.data.map((c: { name: string }) => c.name)).to.deep.equal(['Blue Lines']);
      const paged = await staff.get(`/referential/v1/carriers?search=${prefix}&size=2&page=1`);
      expect(paged.body).to.include({ page: 1, size: 2, total: 3 });
      expect(paged.body.data).to.have.length(1);
    });

    for (const [query, field] of [
      ['status=RETIRED', 'query.status'],
      ['size=201', 'query.size'],
      ['sort=random', 'query.sort'],
    ]) {
      it(`answers ${query} with a 400 naming ${field}`, async () => {
        expectFieldError(await staff.get(`/referential/v1/carriers?${query}`), field as string);
      });
    }
  });

  describe("erasing a sole trader's contact details", () => {
    const CONTACT = {
      phoneNumber: '+33 6 12 34 56 78',
      email: 'jeanne.martin@example.org',
      addressLine1: '4 chemin des Vignes',
      addressZip: '26000',
      addressCity: 'Valence',
    };
    /** How many history rows of `id` hold any of `values`, as a direct query reads them. */
    async function historyHolding(id: string, values: string[]): Promise<number> {
      const [row] = (
        await service.built.deps.db.raw(
          `SELECT count(*)::int AS n FROM history
            WHERE table_name = 'carriers' AND record_id = ?
              AND concat(row_before::text, row_after::text) ILIKE ANY (?::text[])`,
          [id, values.map((v) => `%${v}%`)],
        )
      ).rows as { n: number }[];
      return row!.n;
    }

    it('erases them from the record and every image in its history, keeping the rows, the name and the statuses; recorded with who and why; once', async () => {
      const dpo = service.as(['referential.carriers:erase'], 'dpo');
      const reader = service.as([CARRIER_READ]);
      const registered = await staff.post('/referential/v1/carriers', {
        code: uniqueCode('JM'),
        name: 'Jeanne Martin Transports',
        ticketingModel: 'OWN',
        legalIdentifier: '81234567800012',
        ...CONTACT,
      });
      expect(registered.status, registered.text).to.equal(201);
      const id = registered.body.id as string;
      const path = `/referential/v1/carriers/${id}`;
      // A correction: the history now holds the old and the new email.
      const corrected = await staff.patch(path, { email: 'jm.transports@example.org' });
      expect(corrected.status, corrected.text).to.equal(204);
      expect((await staff.post(`${path}/activation`)).status).to.equal(200);
      const personal = [...Object.values(CONTACT), 'jm.transports@example.org'];
      const rowsBefore = (
        await service.built.deps.db('history').where({ table_name: 'carriers', record_id: id })
      ).length;
      expect(await historyHolding(id, personal)).to.equal(rowsBefore);
      const known = new Date().toISOString();

      const body = { reason: 'The sole trader asked for erasure of their contact details' };
      expectProblem(await staff.post(`${path}/contact-erasures`, body), 403, 'forbidden');
      expectFieldError(await dpo.post(`${path}/contact-erasures`, {}), 'body.reason');
      expectFieldError(await dpo.post(`${path}/contact-erasures`, { reason: ' ' }), 'body.reason');
      expectProblem(
        await dpo.post(`/referential/v1/carriers/${UNKNOWN}/contact-erasures`, body),
        404,
        'carrier-not-found',
      );
      expect(await historyHolding(id, personal)).to.equal(rowsBefore);

      const erased = await dpo.post(`${path}/contact-erasures`, body);
      expect(erased.status, erased.text).to.equal(200);
      expect(erased.body).to.deep.include({
        carrierId: id,
        fields: ['phoneNumber', 'email', 'addressLine1', 'addressZip', 'addressCity'],
        reason: body.reason,
        erasedBy: 'dpo',
        requestId: erased.headers.get('x-request-id'),
      });

      const read = await reader.get(path);
      expect(read.body).to.include({
        name: 'Jeanne Martin Transports',
        legalIdentifier: '81234567800012',
        status: 'ACTIVE',
        phoneNumber: null,
        email: null,
        addressLine1: null,
        addressZip: null,
        addressCity: null,
      });
      // As known before the erasure: erased too.
      const past = await reader.get(`${path}?asKnownAt=${encodeURIComponent(known)}`);
      expect(past.status, past.text).to.equal(200);
      expect(past.body).to.include({ name: 'Jeanne Martin Transports', phoneNumber: null, email: null });
      // The history keeps its rows (and one more), none holding a value.
      const rowsAfter = (
        await service.built.deps.db('history').where({ table_name: 'carriers', record_id: id })
      ).length;
      expect(rowsAfter).to.be.above(rowsBefore);
      expect(await historyHolding(id, personal)).to.equal(0);
      expect(
        (await reader.get(`${path}/timeline`)).body.data.map(
          (p: { state: { status: string } }) => p.state.status,
        ),
      ).to.deep.equal(['ACTIVE']);
      // The carrier's changes name the erasure, who and why, and no value.
      const changes = await reader.get(`${path}/changes?size=100`);
      expect(changes.status, changes.text).to.equal(200);
      for (const value of personal) expect(changes.text).not.to.contain(value);
      const erasure = (changes.body.data as { part: string; subject: string; reason: string }[]).find(
        (c) => c.part === 'carrierContactErasures',
      );
      expect(erasure).to.include({ subject: 'dpo', reason: body.reason });

      // Once: nothing is left to erase; new details may be given, and are erased in turn.
      expectProblem(await dpo.post(`${path}/contact-erasures`, body), 409, 'carrier-contact-details-erased');
      expect((await staff.patch(path, { phoneNumber: '+33 4 75 00 00 00' })).status).to.equal(204);
      const again = await dpo.post(`${path}/contact-erasures`, body);
      expect(again.body.fields).to.deep.equal(['phoneNumber']);
      expect(await historyHolding(id, ['+33 4 75 00 00 00', ...personal])).to.equal(0);
    });
  });
});
