import { expect } from 'chai';
import {
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { DOMAIN_READ, RULE_READ, createRule, startRules, team, uniqueCode } from './fixtures.ts';

describe('rule domains and rules', () => {
  let service: TestService;
  let author: ApiClient;

  before(async () => {
    service = await startRules();
    ({ author } = team(service));
  });
  after(() => service?.close());

  describe('the domain catalog', () => {
    it('lists the domains shipped with the service, with schema version and scope types', async () => {
      const response = await service.as([DOMAIN_READ]).get('/rules/v1/rule-domains');
      expect(response.status).to.equal(200);
      expect(response.body.map((d: { code: string }) => d.code)).to.deep.equal([
        'BAY_DWELL_TIME',
        'BOARDING_CLOSURE',
        'CONNECTION_TIME',
      ]);
      const dwell = response.body[0];
      expect(dwell).to.include({ schemaVersion: 1, name: 'Dwell time at a bay' });
      expect(dwell.scopeTypes).to.include('BAY').and.not.include('LINE');
    });

    it('serves the JSON Schema of a domain', async () => {
      const response = await service.as([DOMAIN_READ]).get('/rules/v1/rule-domains/BOARDING_CLOSURE/schema');
      expect(response.status).to.equal(200);
      expect(response.body).to.include({ code: 'BOARDING_CLOSURE', schemaVersion: 1 });
      expect(response.body.schema.required).to.deep.equal(['minutesBeforeDeparture']);
      expect(response.body.schema.properties.minutesBeforeDeparture.maximum).to.equal(60);
    });

    it('answers 404 for an unknown domain and 403 without the permission', async () => {
      expectProblem(
        await service.as([DOMAIN_READ]).get('/rules/v1/rule-domains/PARKING_FEES/schema'),
        404,
        'rule-domain-not-found',
      );
      expectProblem(await service.as([RULE_READ]).get('/rules/v1/rule-domains'), 403, 'forbidden');
    });
  });

  describe('creating and reading a rule', () => {
    it('answers 201 with a Location, and the rule reads back with its author', async () => {
      const code = uniqueCode('DW');
      const response = await author.post('/rules/v1/rules', {
        domain: 'BAY_DWELL_TIME',
        code,
        name: 'Dwell at regional bays',
        description: 'Regional coaches may stand longer.',
      });
      expect(response.status).to.equal(201);
      expect(response.headers.get('location')).to.equal(`/rules/v1/rules/${response.body.id}`);
      const read = await author.get(`/rules/v1/rules/${response.body.id}`);
      expect(read.status).to.equal(200);
      expect(read.body).to.include({
        domain: 'BAY_DWELL_TIME',
        code,
        name: 'Dwell at regional bays',
        description: 'Regional coaches may stand longer.',
        createdBy: 'alice',
      });
    });

    it('refuses a code already taken, case-insensitively, and writes nothing', async () => {
      const code = uniqueCode('dup');
      await createRule(author, 'BAY_DWELL_TIME', code);
      const again = await author.post('/rules/v1/rules', {
        domain: 'BOARDING_CLOSURE',
        code: code.toUpperCase(),
        name: 'Another',
      });
      expectProblem(again, 409, 'rule-code-taken');
      const found = await author.get(`/rules/v1/rules?search=${code}`);
      expect(found.body.total).to.equal(1);
    });

    it('names the field of bad input: unknown domain, missing name, unknown field', async () => {
      expectFieldError(
        await author.post('/rules/v1/rules', { domain: 'PARKING', code: 'X1', name: 'x' }),
        'body.domain',
      );
      expectFieldError(
        await author.post('/rules/v1/rules', { domain: 'BAY_DWELL_TIME', code: 'X1' }),
        'body.name',
      );
      expectFieldError(
        await author.post('/rules/v1/rules', {
          domain: 'BAY_DWELL_TIME',
          code: 'X1',
          name: 'x',
          owner: 'me',
        }),
        'body.owner',
      );
    });

    it('answers 404 for an unknown rule and 400 for an id that is not a UUID', async () => {
      expectProblem(
        await author.get('/rules/v1/rules/00000000-0000-4000-8000-000000000000'),
        404,
        'rule-not-found',
      );
      expectFieldError(await author.get('/rules/v1/rules/not-a-uuid'), 'path.ruleId');
    });

    it('needs rules.rules:write to create', async () => {
      const response = await service
        .as([RULE_READ])
        .post('/rules/v1/rules', { domain: 'BAY_DWELL_TIME', code: 'X2', name: 'x' });
      expectProblem(response, 403, 'forbidden');
    });
  });

  describe('searching rules', () => {
    const marker = uniqueCode('srch');
    before(async () => {
      for (const [domain, suffix] of [
        ['BAY_DWELL_TIME', 'a'],
        ['BAY_DWELL_TIME', 'b'],
        ['CONNECTION_TIME', 'c'],
      ] as const) {
        await createRule(author, domain, `${marker}${suffix}`);
      }
    });

    it('finds by part of the code, filters by domain, sorts and pages with an exact total', async () => {
      const all = await author.get(`/rules/v1/rules?search=${marker}&sort=codeDesc`);
      expect(all.status).to.equal(200);
      expect(all.body.total).to.equal(3);
      expect(all.body.data.map((r: { code: string }) => r.code)).to.deep.equal([
        `${marker}c`,
        `${marker}b`,
        `${marker}a`,
      ]);
      const dwell = await author.get(`/rules/v1/rules?search=${marker}&domain=BAY_DWELL_TIME&size=1&page=1`);
      expect(dwell.body).to.include({ total: 2, page: 1, size: 1 });
      expect(dwell.body.data.map((r: { code: string }) => r.code)).to.deep.equal([`${marker}b`]);
    });

    it('refuses a page size above 200', async () => {
      expectFieldError(await author.get('/rules/v1/rules?size=201'), 'query.size');
    });
  });
});
