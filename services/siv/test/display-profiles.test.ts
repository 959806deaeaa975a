import { expect } from 'chai';
import {
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import {
  createProfile,
  DISPLAY_STAFF,
  POINT_WRITE,
  PROFILE_READ,
  profileBody,
  startSiv,
  uniqueCode,
} from './fixtures.ts';

describe('display profiles', () => {
  let siv: TestService;
  let staff: ApiClient;

  before(async () => {
    // Profiles never ask the registry: an address nobody listens on is enough.
    siv = await startSiv('http://127.0.0.1:9');
    staff = siv.as(DISPLAY_STAFF);
  });
  after(() => siv?.close());

  describe('creating a profile', () => {
    it('answers 201 with the id and a Location, and the profile reads back ACTIVE with its settings', async () => {
      const body = profileBody({
        kind: 'BAY_DISPLAY',
        horizonMinutes: 90,
        lineCount: 4,
        languages: ['fr', 'en', 'de-CH'],
        sort: 'EXPECTED_TIME',
        cancellationGraceMinutes: 10,
        pageSeconds: 8,
        fallbackContent: { type: 'TEXT', text: 'Informations indisponibles' },
      });
      const response = await staff.post('/siv/v1/display-profiles', body);
      expect(response.status).to.equal(201);
      expect(response.headers.get('location')).to.equal(`/siv/v1/display-profiles/${response.body.id}`);

      const read = await staff.get(`/siv/v1/display-profiles/${response.body.id}`);
      expect(read.status).to.equal(200);
      expect(read.body).to.deep.include({
        id: response.body.id,
        code: body.code,
        kind: 'BAY_DISPLAY',
        horizonMinutes: 90,
        lineCount: 4,
        languages: ['fr', 'en', 'de-CH'],
        sort: 'EXPECTED_TIME',
        cancellationGraceMinutes: 10,
        pageSeconds: 8,
        fallbackContent: { type: 'TEXT', text: 'Informations indisponibles' },
        status: 'ACTIVE',
        retirementReason: null,
        retiredAt: null,
      });
      expect(read.body.createdAt).to.match(/Z$/);
    });

    it('fills the documented defaults for the settings left out', async () => {
      const id = await createProfile(staff);
      const read = await staff.get(`/siv/v1/display-profiles/${id}`);
      expect(read.body).to.deep.include({
        horizonMinutes: 60,
        lineCount: 10,
        sort: 'ANNOUNCED_TIME',
        cancellationGraceMinutes: 5,
        pageSeconds: 10,
        fallbackContent: { type: 'CLOCK' },
      });
    });

    it('refuses a code already taken, case-insensitively', async () => {
      const code = uniqueCode('DUP');
      await createProfile(staff, { code });
      expectProblem(
        await staff.post('/siv/v1/display-profiles', profileBody({ code: code.toLowerCase() })),
        409,
        'display-profile-code-taken',
      );
    });

    for (const [change, field] of [
      [{ kind: 'HOLOGRAM' }, 'body.kind'],
      [{ sort: 'RANDOM' }, 'body.sort'],
      [{ languages: [] }, 'body.languages'],
      [{ languages: ['fr', 'fr'] }, 'body.languages'],
      [{ languages: ['French'] }, 'body.languages.0'],
      [{ horizonMinutes: 0 }, 'body.horizonMinutes'],
      [{ lineCount: 51 }, 'body.lineCount'],
      [{ pageSeconds: 1.5 }, 'body.pageSeconds'],
      [{ fallbackContent: { type: 'VIDEO' } }, 'body.fallbackContent.type'],
      [{ fallbackContent: { type: 'TEXT' } }, 'body.fallbackContent.text'],
      [{ fallbackContent: { type: 'CLOCK', text: 'hello' } }, 'body.fallbackContent.text'],
      [{ status: 'RETIRED' }, 'body.status'],
    ] as const) {
      it(`answers ${JSON.stringify(change)} with a 400 naming ${field}, storing nothing`, async () => {
        const body = profileBody(change);
        expectFieldError(await staff.post('/siv/v1/display-profiles', body), field);
        const found = await staff.get(`/siv/v1/display-profiles?search=${body.code}&status=ACTIVE`);
        expect(found.body.total).to.equal(0);
      });
    }

    it('names a missing required field', async () => {
      const { kind: _kind, ...body } = profileBody();
      expectFieldError(await staff.post('/siv/v1/display-profiles', body), 'body.kind');
    });

    it('refuses a caller without the write permission (403) or without a token (401)', async () => {
      expectProblem(
        await siv.as([PROFILE_READ, POINT_WRITE]).post('/siv/v1/display-profiles', profileBody()),
        403,
        'forbidden',
      );
      expectProblem(await siv.anonymous().get('/siv/v1/display-profiles'), 401, 'unauthorized');
    });
  });

  describe('correcting a profile', () => {
    it('changes languages, sort, fallback content and the other settings, and nothing else', async () => {
      const id = await createProfile(staff, { kind: 'ARRIVAL_BOARD' });
      const before = (await staff.get(`/siv/v1/display-profiles/${id}`)).body;
      const corrected = await staff.patch(`/siv/v1/display-profiles/${id}`, {
        languages: ['en'],
        sort: 'DESTINATION',
        fallbackContent: { type: 'TEXT', text: 'Service information unavailable' },
        horizonMinutes: 30,
        name: 'Arrivals, evening',
      });
      expect(corrected.status).to.equal(200);
      expect(corrected.body).to.deep.include({
        id,
        code: before.code,
        kind: 'ARRIVAL_BOARD',
        languages: ['en'],
        sort: 'DESTINATION',
        fallbackContent: { type: 'TEXT', text: 'Service information unavailable' },
        horizonMinutes: 30,
        lineCount: before.lineCount,
        name: 'Arrivals, evening',
      });
      expect(Date.parse(corrected.body.updatedAt)).to.be.at.least(Date.parse(before.updatedAt));

      const back = await staff.patch(`/siv/v1/display-profiles/${id}`, {
        fallbackContent: { type: 'BLANK' },
      });
      expect(back.body.fallbackContent).to.deep.equal({ type: 'BLANK' });
    });

    for (const field of ['kind', 'code', 'id', 'status']) {
      it(`refuses a body that tries to change ${field} with a 400 naming it, changing nothing`, async () => {
        const id = await createProfile(staff);
        const before = (await staff.get(`/siv/v1/display-profiles/${id}`)).body;
        const attempt = {
          [field]: field === 'kind' ? 'BAY_DISPLAY' : field === 'status' ? 'RETIRED' : 'X1',
          sort: 'LINE',
        };
        const problem = expectFieldError(
          await staff.patch(`/siv/v1/display-profiles/${id}`, attempt),
          `body.${field}`,
        );
        expect(problem.errors?.find((e) => e.field === `body.${field}`)?.message).to.match(
          /additional properties/,
        );
        expect((await staff.get(`/siv/v1/display-profiles/${id}`)).body).to.deep.equal(before);
      });
    }

    it('refuses an empty correction and TEXT fallback without text', async () => {
      const id = await createProfile(staff);
      expectProblem(await staff.patch(`/siv/v1/display-profiles/${id}`, {}), 400, 'invalid-request');
      expectFieldError(
        await staff.patch(`/siv/v1/display-profiles/${id}`, { fallbackContent: { type: 'TEXT' } }),
        'body.fallbackContent.text',
      );
    });

    it('answers 404 for an unknown profile and 400 for an id that is not a UUID', async () => {
      expectProblem(
        await staff.patch('/siv/v1/display-profiles/00000000-0000-4000-8000-000000000000', { sort: 'LINE' }),
        404,
        'display-profile-not-found',
      );
      expectFieldError(await staff.get('/siv/v1/display-profiles/not-a-uuid'), 'path.id');
    });
  });

  describe('retiring a profile', () => {
    it('records the reason and the instant; a retired profile is neither corrected nor retired again', async () => {
      const id = await createProfile(staff);
      const retired = await staff.post(`/siv/v1/display-profiles/${id}/retirement`, { reason: 'new design' });
      expect(retired.status).to.equal(200);
      expect(retired.body).to.include({ status: 'RETIRED', retirementReason: 'new design' });
      expect(Date.now() - Date.parse(retired.body.retiredAt)).to.be.within(0, 60_000);
      expectProblem(
        await staff.patch(`/siv/v1/display-profiles/${id}`, { sort: 'LINE' }),
        409,
        'display-profile-not-active',
      );
      expectProblem(
        await staff.post(`/siv/v1/display-profiles/${id}/retirement`, { reason: 'again' }),
        409,
        'display-profile-not-active',
      );
    });

    it('needs a reason', async () => {
      const id = await createProfile(staff);
      expectFieldError(await staff.post(`/siv/v1/display-profiles/${id}/retirement`, {}), 'body.reason');
      expect((await staff.get(`/siv/v1/display-profiles/${id}`)).body.status).to.equal('ACTIVE');
    });
  });

  describe('searching profiles', () => {
    const prefix = uniqueCode('S');
    before(async () => {
      await createProfile(staff, { code: `${prefix}-DEP-A`, kind: 'DEPARTURE_BOARD' });
      await createProfile(staff, { code: `${prefix}-DEP-B`, kind: 'DEPARTURE_BOARD' });
      await createProfile(staff, { code: `${prefix}-ARR-A`, kind: 'ARRIVAL_BOARD' });
      const old = await createProfile(staff, { code: `${prefix}-DEP-OLD`, kind: 'DEPARTURE_BOARD' });
      await staff.post(`/siv/v1/display-profiles/${old}/retirement`, { reason: 'replaced' });
    });

    const codes = (response: { body: { data: { code: string }[] } }) =>
      response.body.data.map((p) => p.code.slice(prefix.length + 1));

    it('finds active profiles by part of the code, filtered by kind, in code order', async () => {
      expect(codes(await staff.get(`/siv/v1/display-profiles?search=${prefix}`))).to.deep.equal([
        'ARR-A',
        'DEP-A',
        'DEP-B',
      ]);
      const departures = await staff.get(
        `/siv/v1/display-profiles?search=${prefix}&kind=DEPARTURE_BOARD&sort=codeDesc`,
      );
      expect(codes(departures)).to.deep.equal(['DEP-B', 'DEP-A']);
      expect(departures.body).to.include({ page: 0, size: 20, total: 2 });
    });

    it('lists retired profiles on request, and pages', async () => {
      expect(
        codes(await staff.get(`/siv/v1/display-profiles?search=${prefix}&status=RETIRED`)),
      ).to.deep.equal(['DEP-OLD']);
      const second = await staff.get(`/siv/v1/display-profiles?search=${prefix}&size=2&page=1`);
      expect(second.body).to.include({ page: 1, size: 2, total: 3 });
      expect(codes(second)).to.deep.equal(['DEP-B']);
    });

    for (const [query, field] of [
      ['kind=TV', 'query.kind'],
      ['status=GONE', 'query.status'],
      ['size=201', 'query.size'],
      ['sort=random', 'query.sort'],
      ['colour=red', 'query.colour'],
    ]) {
      it(`answers ${query} with a 400 naming ${field}`, async () => {
        expectFieldError(await staff.get(`/siv/v1/display-profiles?${query}`), field as string);
      });
    }
  });

  it('keeps the database itself from storing a TEXT fallback without text', async () => {
    const { db } = siv.built.deps;
    let refused: { code?: string; constraint?: string } = {};
    await db('display_profiles')
      .insert({
        code: uniqueCode('RAW'),
        name: 'raw',
        kind: 'DEPARTURE_BOARD',
        horizon_minutes: 60,
        line_count: 10,
        languages: ['fr'],
        sort: 'ANNOUNCED_TIME',
        cancellation_grace_minutes: 5,
        page_seconds: 10,
        fallback_type: 'TEXT',
        created_by: 't',
        updated_by: 't',
      })
      .catch((error) => {
        refused = error;
      });
    expect(refused).to.include({ code: '23514', constraint: 'display_profiles_fallback_check' });
  });
});
