import { expect } from 'chai';
import {
  daysFromToday,
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import {
  RULE_WRITE,
  VERSION_ACTIVATE,
  VERSION_APPROVE,
  VERSION_READ,
  VERSION_WRITE,
  approveAndActivate,
  createRule,
  createVersion,
  dwell,
  FALL_BACK,
  inYear,
  SPRING_FORWARD,
  startRules,
  team,
  versionBody,
} from './fixtures.ts';

describe('rule versions', () => {
  let service: TestService;
  let author: ApiClient;
  let editor: ApiClient;
  let supervisor: ApiClient;
  let ruleId: string;

  before(async () => {
    service = await startRules();
    ({ author, editor, supervisor } = team(service));
    ruleId = await createRule(author);
  });
  after(() => service?.close());

  const path = (id: string, suffix = '') => `/rules/v1/rule-versions/${id}${suffix}`;

  describe('the whole lifecycle', () => {
    it('goes DRAFT -> APPROVED -> ACTIVE -> INACTIVE, recording who and when at each move', async () => {
      const created = await author.post(
        `/rules/v1/rules/${ruleId}/versions`,
        versionBody({ content: dwell(12), at: `${daysFromToday(-30)}T00:00:00Z` }),
      );
      expect(created.status).to.equal(201);
      const id = created.body.id;
      expect(created.headers.get('location')).to.equal(path(id));

      const draft = await author.get(path(id));
      expect(draft.body).to.include({ ruleId, state: 'DRAFT', createdBy: 'alice', schemaVersion: 1 });
      expect(draft.body.content).to.deep.equal(dwell(12));
      expect(draft.body).to.include({ approvedBy: null, activatedBy: null, inactivatedBy: null });

      const approved = await supervisor.post(path(id, '/approval'));
      expect(approved.status).to.equal(200);
      expect(approved.body).to.include({ state: 'APPROVED', approvedBy: 'bob' });
      expect(approved.body.approvedAt).to.match(/Z$/);

      // Effective 30 days ago, already past: the activation must say it rewrites the past.
      const silent = expectProblem(
        await supervisor.post(path(id, '/activate')),
        422,
        'rule-version-effective-in-past',
      );
      expect(silent.errors).to.deep.equal([
        {
          field: 'body.retroactive',
          message: 'must be true to activate a version whose effectiveAt is past',
        },
      ]);
      expect((await author.get(path(id))).body).to.include({ state: 'APPROVED', activatedBy: null });
      const active = await supervisor.post(path(id, '/activate'), { retroactive: true });
      expect(active.body).to.include({
        state: 'ACTIVE',
        activatedBy: 'bob',
        approvedBy: 'bob',
        retroactive: true,
      });
      expect(Date.parse(active.body.activatedAt)).to.be.at.least(Date.parse(approved.body.approvedAt));

      const inactive = await editor.post(path(id, '/deactivate'));
      expect(inactive.status).to.equal(200);
      expect(inactive.body).to.include({ state: 'INACTIVE', inactivatedBy: 'carol', activatedBy: 'bob' });
      expect(inactive.body.inactivatedAt).to.match(/Z$/);
    });

    it('numbers versions 1, 2, 3 per rule, and lists them all in order', async () => {
      const rule = await createRule(author);
      const other = await createRule(author);
      await createVersion(author, other);
      for (let i = 0; i < 3; i += 1) await createVersion(author, rule, { content: dwell(10 + i) });
      const listed = await author.get(`/rules/v1/rules/${rule}/versions`);
      expect(listed.status).to.equal(200);
      expect(listed.body).to.be.an('array').with.length(3);
      expect(listed.body.map((v: { versionNumber: number }) => v.versionNumber)).to.deep.equal([1, 2, 3]);
      expect(listed.body.map((v: { content: { minutes: number } }) => v.content.minutes)).to.deep.equal([
        10, 11, 12,
      ]);
    });

    it('numbers concurrent creations without a gap or a duplicate', async () => {
      const rule = await createRule(author);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => author.post(`/rules/v1/rules/${rule}/versions`, versionBody())),
      );
      expect(answers.map((a) => a.status)).to.deep.equal([201, 201, 201, 201, 201, 201]);
      const listed = await author.get(`/rules/v1/rules/${rule}/versions`);
      expect(listed.body.map((v: { versionNumber: number }) => v.versionNumber)).to.deep.equal([
        1, 2, 3, 4, 5, 6,
      ]);
    });

    it('answers an empty list for a rule without versions, and 404 for an unknown rule', async () => {
      const rule = await createRule(author);
      expect((await author.get(`/rules/v1/rules/${rule}/versions`)).body).to.deep.equal([]);
      expectProblem(
        await author.get('/rules/v1/rules/00000000-0000-4000-8000-000000000000/versions'),
        404,
        'rule-not-found',
      );
      expectProblem(
        await author.post('/rules/v1/rules/00000000-0000-4000-8000-000000000000/versions', versionBody()),
        404,
        'rule-not-found',
      );
    });
  });

  describe('editing a draft', () => {
    it('replaces scope, effective input and content, and records the editor', async () => {
      const id = await createVersion(author, ruleId);
      const edited = await editor.put(
        path(id),
        versionBody({
          scope: { type: 'BAY', subjects: { station: 'PAR', stationArea: 'NORTH', bay: 'B12' } },
          effectiveInput: { localDateTime: inYear('07-01T06:00'), timeZone: 'Europe/Paris' },
          content: dwell(25),
        }),
      );
      expect(edited.status).to.equal(200);
      expect(edited.body).to.include({
        state: 'DRAFT',
        createdBy: 'alice',
        editedBy: 'carol',
      });
      expect(edited.body.scope).to.deep.equal({
        type: 'BAY',
        subjects: { station: 'PAR', stationArea: 'NORTH', bay: 'B12' },
      });
      expect(edited.body.effectiveInput).to.deep.equal({
        localDateTime: inYear('07-01T06:00'),
        timeZone: 'Europe/Paris',
      });
      expect(edited.body.effectiveAt).to.equal(inYear('07-01T04:00:00.000Z'));
      expect(edited.body.content.minutes).to.equal(25);
    });

    it('refuses to edit a version once approved, and leaves it unchanged', async () => {
      const id = await createVersion(author, ruleId, { content: dwell(7) });
      await supervisor.post(path(id, '/approval'));
      expectProblem(
        await author.put(path(id), versionBody({ content: dwell(8) })),
        409,
        'rule-version-not-draft',
      );
      expect((await author.get(path(id))).body.content.minutes).to.equal(7);
    });

    it('refuses an edit that breaks the schema, and keeps the draft as it was', async () => {
      const id = await createVersion(author, ruleId, { content: dwell(9) });
      const response = await author.put(
        path(id),
        versionBody({ content: { minutes: 0, overstayAction: 'WARN_DRIVER' } }),
      );
      const problem = expectProblem(response, 422, 'content-invalid');
      expect(problem.errors?.map((e) => e.field)).to.deep.equal(['body.content.minutes']);
      const read = await author.get(path(id));
      expect(read.body.content.minutes).to.equal(9);
      expect(read.body.editedBy).to.equal(null);
    });
  });

  describe('illegal transitions', () => {
    let draft: string;
    let approved: string;
    let active: string;
    let inactive: string;

    before(async () => {
      draft = await createVersion(author, ruleId);
      approved = await createVersion(author, ruleId);
      await supervisor.post(path(approved, '/approval'));
      active = await createVersion(author, ruleId);
      await approveAndActivate(supervisor, active);
      inactive = await createVersion(author, ruleId);
      await approveAndActivate(supervisor, inactive);
      await supervisor.post(path(inactive, '/deactivate'));
    });

    const cases: [string, string, string][] = [
      ['draft', '/activate', 'DRAFT'],
      ['draft', '/deactivate', 'DRAFT'],
      ['approved', '/approval', 'APPROVED'],
      ['approved', '/deactivate', 'APPROVED'],
      ['active', '/approval', 'ACTIVE'],
      ['active', '/activate', 'ACTIVE'],
      ['inactive', '/approval', 'INACTIVE'],
      ['inactive', '/activate', 'INACTIVE'],
      ['inactive', '/deactivate', 'INACTIVE'],
    ];
    for (const [which, suffix, state] of cases) {
      it(`refuses ${suffix.slice(1)} of a version in state ${state} with a 409, leaving it so`, async () => {
        const id = { draft, approved, active, inactive }[which] as string;
        const problem = expectProblem(
          await supervisor.post(path(id, suffix)),
          409,
          'rule-version-illegal-transition',
        );
        expect(problem.detail).to.contain(state);
        expect((await supervisor.get(path(id))).body.state).to.equal(state);
      });
    }

    for (const which of ['approved', 'active', 'inactive']) {
      it(`refuses to edit the ${which} version`, async () => {
        const id = { approved, active, inactive }[which] as string;
        expectProblem(await author.put(path(id), versionBody()), 409, 'rule-version-not-draft');
      });
    }

    it('answers 404 for a move on an unknown version', async () => {
      expectProblem(
        await supervisor.post(path('00000000-0000-4000-8000-000000000000', '/approval')),
        404,
        'rule-version-not-found',
      );
    });
  });

  describe('separation of duties', () => {
    it('refuses approval by the author with a 403 of its own, and the version stays a draft', async () => {
      const id = await createVersion(author, ruleId);
      const problem = expectProblem(
        await author.post(path(id, '/approval')),
        403,
        'rule-version-self-approval',
      );
      expect(problem.detail).to.contain('alice');
      expect((await author.get(path(id))).body).to.include({ state: 'DRAFT', approvedBy: null });
    });

    it('refuses approval by the last editor too, and accepts it from the author once someone else edited', async () => {
      const id = await createVersion(author, ruleId);
      await editor.put(path(id), versionBody({ content: dwell(30) }));
      expectProblem(await editor.post(path(id, '/approval')), 403, 'rule-version-self-approval');
      expectProblem(await author.post(path(id, '/approval')), 403, 'rule-version-self-approval');
      const approved = await supervisor.post(path(id, '/approval'));
      expect(approved.body).to.include({ state: 'APPROVED', approvedBy: 'bob' });
    });

    it('needs the approve permission to approve and the activate permission to activate or deactivate', async () => {
      const writerOnly = service.as([VERSION_READ, VERSION_WRITE, RULE_WRITE], 'dave');
      const id = await createVersion(author, ruleId);
      expectProblem(await writerOnly.post(path(id, '/approval')), 403, 'forbidden');
      const approverOnly = service.as([VERSION_READ, VERSION_APPROVE], 'erin');
      expect((await approverOnly.post(path(id, '/approval'))).status).to.equal(200);
      expectProblem(await approverOnly.post(path(id, '/activate'), { retroactive: true }), 403, 'forbidden');
      const activator = service.as([VERSION_READ, VERSION_ACTIVATE], 'frank');
      expect((await activator.post(path(id, '/activate'), { retroactive: true })).body.activatedBy).to.equal(
        'frank',
      );
      expectProblem(await approverOnly.post(path(id, '/deactivate')), 403, 'forbidden');
    });
  });

  describe('the transitions read', () => {
    it('offers the author EDIT only, with APPROVE unavailable because they wrote it', async () => {
      const id = await createVersion(author, ruleId);
      const response = await author.get(path(id, '/transitions'));
      expect(response.status).to.equal(200);
      expect(response.body).to.include({ versionId: id, state: 'DRAFT' });
      expect(response.body.transitions).to.deep.equal([
        {
          action: 'EDIT',
          targetState: 'DRAFT',
          method: 'PUT',
          path: path(id),
          permission: 'rules.rule-versions:write',
        },
      ]);
      expect(response.body.unavailable).to.deep.equal([
        { action: 'APPROVE', reason: 'AUTHOR_CANNOT_APPROVE' },
      ]);
    });

    it('offers another approver APPROVE, and a reader nothing, with the missing permissions named', async () => {
      const id = await createVersion(author, ruleId);
      const forSupervisor = await supervisor.get(path(id, '/transitions'));
      expect(forSupervisor.body.transitions.map((t: { action: string }) => t.action)).to.deep.equal([
        'EDIT',
        'APPROVE',
      ]);
      expect(forSupervisor.body.transitions[1]).to.include({ method: 'POST', path: path(id, '/approval') });
      const reader = await service.as([VERSION_READ], 'gina').get(path(id, '/transitions'));
      expect(reader.body.transitions).to.deep.equal([]);
      expect(reader.body.unavailable).to.deep.equal([
        { action: 'EDIT', reason: 'MISSING_PERMISSION' },
        { action: 'APPROVE', reason: 'MISSING_PERMISSION' },
      ]);
    });

    it('follows the state: ACTIVATE once approved, DEACTIVATE once active, nothing once inactive', async () => {
      const id = await createVersion(author, ruleId);
      const actions = async () =>
        (await supervisor.get(path(id, '/transitions'))).body.transitions.map(
          (t: { action: string }) => t.action,
        );
      await supervisor.post(path(id, '/approval'));
      expect(await actions()).to.deep.equal(['ACTIVATE']);
      await supervisor.post(path(id, '/activate'), { retroactive: true });
      expect(await actions()).to.deep.equal(['DEACTIVATE']);
      await supervisor.post(path(id, '/deactivate'));
      expect(await actions()).to.deep.equal([]);
    });
  });

  describe('content against the domain schema', () => {
    it('refuses content that breaks the schema with a 422 naming each failing path, and writes nothing', async () => {
      const rule = await createRule(author);
      const response = await author.post(
        `/rules/v1/rules/${rule}/versions`,
        versionBody({ content: { minutes: 600, overstayAction: 'HONK', colour: 'red' } }),
      );
      const problem = expectProblem(response, 422, 'content-invalid');
      expect(problem.errors?.map((e) => e.field).sort()).to.deep.equal([
        'body.content.colour',
        'body.content.minutes',
        'body.content.overstayAction',
      ]);
      expect(problem.errors?.find((e) => e.field === 'body.content.minutes')?.message).to.equal(
        'must be <= 240',
      );
      expect((await author.get(`/rules/v1/rules/${rule}/versions`)).body).to.deep.equal([]);
    });

    it('names a missing required property and refuses content that is not an object', async () => {
      const missing = await author.post(
        `/rules/v1/rules/${ruleId}/versions`,
        versionBody({ content: { minutes: 5 } }),
      );
      expect(expectProblem(missing, 422, 'content-invalid').errors).to.deep.equal([
        { field: 'body.content.overstayAction', message: 'is required' },
      ]);
      const text = await author.post(
        `/rules/v1/rules/${ruleId}/versions`,
        versionBody({ content: 'ten minutes' }),
      );
      expect(expectProblem(text, 422, 'content-invalid').errors?.[0]?.field).to.equal('body.content');
    });

    it('checks content against the domain of the rule: a boarding-closure rule takes its own content', async () => {
      const rule = await createRule(author, 'BOARDING_CLOSURE');
      const wrong = await author.post(`/rules/v1/rules/${rule}/versions`, versionBody({ content: dwell(5) }));
      expectProblem(wrong, 422, 'content-invalid');
      const right = await author.post(
        `/rules/v1/rules/${rule}/versions`,
        versionBody({ content: { minutesBeforeDeparture: 2, finalCallMinutesBeforeDeparture: 5 } }),
      );
      expect(right.status).to.equal(201);
      expect((await author.get(path(right.body.id))).body.schemaVersion).to.equal(1);
    });

    it('refuses a scope type the domain does not take (a dwell time per line)', async () => {
      const response = await author.post(
        `/rules/v1/rules/${ruleId}/versions`,
        versionBody({ scope: { type: 'LINE', subjects: { line: 'L1' } } }),
      );
      const problem = expectProblem(response, 422, 'scope-type-not-allowed');
      expect(problem.errors?.[0]?.field).to.equal('body.scope.type');
    });
  });

  describe('scope and effective input', () => {
    const post = (body: unknown) => author.post(`/rules/v1/rules/${ruleId}/versions`, body);

    it('refuses a scope missing a subject of its type, or carrying one of another type', async () => {
      const missing = await post(
        versionBody({ scope: { type: 'STATION_AREA', subjects: { station: 'PAR' } } }),
      );
      expect(expectProblem(missing, 400, 'invalid-request').errors?.map((e) => e.field)).to.deep.equal([
        'body.scope.subjects.stationArea',
      ]);
      const extra = await post(
        versionBody({ scope: { type: 'STATION', subjects: { station: 'PAR', bay: 'B1' } } }),
      );
      expect(expectProblem(extra, 400, 'invalid-request').errors?.map((e) => e.field)).to.deep.equal([
        'body.scope.subjects.bay',
      ]);
      expectFieldError(
        await post(versionBody({ scope: { type: 'COUNTRY', subjects: {} } })),
        'body.scope.type',
      );
      expectFieldError(
        await post(versionBody({ scope: { type: 'STATION', subjects: { station: 'PAR', platform: '3' } } })),
        'body.scope.subjects.platform',
      );
    });

    it('keeps an instant given with an offset as given, and stores its UTC instant', async () => {
      const id = await createVersion(author, ruleId, {
        effectiveInput: { instant: inYear('05-01T08:00:00+02:00') },
      });
      const read = await author.get(path(id));
      expect(read.body.effectiveInput).to.deep.equal({ instant: inYear('05-01T08:00:00+02:00') });
      expect(read.body.effectiveAt).to.equal(inYear('05-01T06:00:00.000Z'));
    });

    it('converts a local time in winter and in summer with the zone rules', async () => {
      const winter = await createVersion(author, ruleId, {
        effectiveInput: { localDateTime: inYear('01-15T05:30:00'), timeZone: 'Europe/Paris' },
      });
      expect((await author.get(path(winter))).body.effectiveAt).to.equal(inYear('01-15T04:30:00.000Z'));
      const summer = await createVersion(author, ruleId, {
        effectiveInput: { localDateTime: `${FALL_BACK}T02:30`, timeZone: 'Europe/Paris' },
      });
      // 02:30 happens twice that night in Paris: the first one, still on summer time, counts.
      expect((await author.get(path(summer))).body.effectiveAt).to.equal(`${FALL_BACK}T00:30:00.000Z`);
    });

    it('refuses a local time skipped by the clocks going forward, naming it', async () => {
      const response = await post(
        versionBody({
          effectiveInput: { localDateTime: `${SPRING_FORWARD}T02:30`, timeZone: 'Europe/Paris' },
        }),
      );
      const problem = expectProblem(response, 422, 'effective-time-nonexistent');
      expect(problem.errors?.[0]?.field).to.equal('body.effectiveInput.localDateTime');
    });

    it('refuses an effective input that is neither form, mixes both, or names no real zone or date', async () => {
      const fieldsOf = async (effectiveInput: unknown, code = 'effective-input-invalid') =>
        expectProblem(
          await post(versionBody({ effectiveInput })),
          code === 'invalid-request' ? 400 : 422,
          code,
        ).errors?.map((e) => e.field);
      // Which fields go together is the contract's (the schema's), answered by its validator.
      expect(await fieldsOf({}, 'invalid-request')).to.deep.equal([
        'body.effectiveInput.localDateTime',
        'body.effectiveInput.timeZone',
      ]);
      expect(await fieldsOf({ localDateTime: inYear('01-01T00:00') }, 'invalid-request')).to.deep.equal([
        'body.effectiveInput.timeZone',
      ]);
      expect(
        await fieldsOf({ instant: inYear('01-01T00:00:00Z'), timeZone: 'UTC' }, 'invalid-request'),
      ).to.deep.equal(['body.effectiveInput.timeZone']);
      // A field the other forbids is named in words, not as the schema's `false`.
      const mixed = expectProblem(
        await post(versionBody({ effectiveInput: { instant: inYear('01-01T00:00:00Z'), timeZone: 'UTC' } })),
        400,
        'invalid-request',
      );
      expect(mixed.errors?.[0]?.message).to.equal(
        'is not allowed with the other fields given (see the schema)',
      );
      expect(
        await fieldsOf({ localDateTime: inYear('01-01T00:00'), timeZone: 'Mars/Olympus' }),
      ).to.deep.equal(['body.effectiveInput.timeZone']);
      expect(await fieldsOf({ localDateTime: inYear('02-30T00:00'), timeZone: 'UTC' })).to.deep.equal([
        'body.effectiveInput.localDateTime',
      ]);
      expectFieldError(
        await post(versionBody({ effectiveInput: { instant: 'yesterday' } })),
        'body.effectiveInput.instant',
      );
      expectFieldError(
        await post(versionBody({ effectiveInput: { localDateTime: '01/02/2026', timeZone: 'UTC' } })),
        'body.effectiveInput.localDateTime',
      );
    });

    it('refuses a body without content, or with an unknown field', async () => {
      expectFieldError(
        await post({
          scope: { type: 'NETWORK', subjects: {} },
          effectiveInput: { instant: inYear('01-01T00:00:00Z') },
        }),
        'body.content',
      );
      expectFieldError(await post({ ...versionBody(), state: 'ACTIVE' }), 'body.state');
    });
  });
});
