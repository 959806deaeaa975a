import { expect } from 'chai';
import type { AppError } from '@transport/platform';
import { type Database, type NotifiedCache } from '@transport/platform';
import { daysFromToday, refusalOf } from '@transport/platform/testing';
import { createResolutionRepository, type Candidate } from '../../src/resolution/resolution.repository.ts';
import { createResolutionService } from '../../src/resolution/resolution.service.ts';
import { createRuleDomainService } from '../../src/rule-domains/rule-domains.service.ts';
import { transitionsFor } from '../../src/rule-versions/rule-version-lifecycle.ts';
import type { RuleVersion } from '../../src/rule-versions/rule-versions.repository.ts';
import type { Scope } from '../../src/rule-versions/scope.ts';
import type { RulePort } from '../../src/rules/rules.port.ts';
import type { Schemas } from '../../src/types.ts';

const instant = (days: number, time = '12:00:00') => `${daysFromToday(days)}T${time}.000Z`;
const us = (iso: string) => Date.parse(iso) * 1000;

let numbers = 0;
function version(scope: Scope, fields: Partial<RuleVersion> = {}): RuleVersion {
  numbers += 1;
  return {
    id: `version-${numbers}`,
    ruleId: 'rule-1',
    versionNumber: numbers,
    schemaVersion: 1,
    state: 'ACTIVE',
    effectiveInput: { instant: instant(-10) },
    effectiveAt: instant(-10),
    scope,
    content: { minutes: numbers },
    createdBy: 'author',
    editedBy: null,
    approvedBy: 'approver',
    approvedAt: instant(-11),
    activatedBy: 'approver',
    activatedAt: instant(-11),
    inactivatedBy: null,
    inactivatedAt: null,
    retroactive: false,
    createdAt: instant(-12),
    updatedAt: instant(-11),
    ...fields,
  };
}

const network: Scope = { type: 'NETWORK', subjects: {} };
const station: Scope = { type: 'STATION', subjects: { station: 'ST1' } };
const area: Scope = { type: 'STATION_AREA', subjects: { station: 'ST1', stationArea: 'NORTH' } };
const bay: Scope = { type: 'BAY', subjects: { station: 'ST1', stationArea: 'NORTH', bay: 'K' } };

/**
 * The activated versions of each (rule, scope), as the resolution cache holds them (latest
 * effective first): what the repository reads from the database, given here instead.
 */
function createFakeVersionCache(versions: RuleVersion[]): NotifiedCache<Candidate[]> {
  return {
    async get(ruleId, key) {
      return versions
        .filter((v) => v.ruleId === ruleId && `${v.scope.type}:${JSON.stringify(v.scope.subjects)}` === key)
        .filter((v) => v.state === 'ACTIVE' || v.state === 'INACTIVE')
        .map((v) => ({
          version: v,
          effectiveUs: us(v.effectiveAt),
          inactivatedUs: v.inactivatedAt === null ? null : us(v.inactivatedAt),
        }))
        .sort((a, b) => b.effectiveUs - a.effectiveUs || b.version.versionNumber - a.version.versionNumber);
    },
    invalidate: () => undefined,
    start: async () => undefined,
    stop: async () => undefined,
  };
}

function createFakeRules(rules: Schemas['Rule'][]): RulePort {
  return {
    exists: async (id) => rules.some((r) => r.id === id),
    find: async (id) => rules.find((r) => r.id === id),
    lockForVersioning: async () => {
      throw new Error('not used by resolution');
    },
  };
}

/** The domains as shipped; compiling their schemas once is what costs. */
const shippedDomains = createRuleDomainService();

function resolutionOf(versions: RuleVersion[], domain: Schemas['RuleDomainCode'] = 'BAY_DWELL_TIME') {
  const noDatabase = {} as Database;
  const rules = createFakeRules([
    {
      id: 'rule-1',
      domain,
      code: 'R1',
      name: 'Rule',
      description: null,
      createdBy: 'a',
      createdAt: '',
      updatedAt: '',
    },
  ]);
  return createResolutionService(
    createResolutionRepository(noDatabase, createFakeVersionCache(versions)),
    rules,
    shippedDomains,
  );
}

describe('resolving a rule for one scope', () => {
  it('answers the latest version effective by then, among those not deactivated by then', async () => {
    const old = version(station, { effectiveAt: instant(-20) });
    const current = version(station, { effectiveAt: instant(-5) });
    const coming = version(station, { effectiveAt: instant(5) });
    const resolve = resolutionOf([old, current, coming]);
    expect((await resolve.resolve('rule-1', station, instant(0))).version.id).to.equal(current.id);
    expect((await resolve.resolve('rule-1', station, instant(-10))).version.id).to.equal(old.id);
    expect((await resolve.resolve('rule-1', station, instant(6))).version.id).to.equal(coming.id);
  });

  it('falls back to the version before one deactivated, from the instant of its deactivation on', async () => {
    const before = version(station, { effectiveAt: instant(-20) });
    const withdrawn = version(station, {
      effectiveAt: instant(-5),
      state: 'INACTIVE',
      inactivatedAt: instant(-1),
    });
    const resolve = resolutionOf([before, withdrawn]);
    expect((await resolve.resolve('rule-1', station, instant(-2))).version.id).to.equal(withdrawn.id);
    expect((await resolve.resolve('rule-1', station, instant(-1))).version.id).to.equal(before.id);
  });

  it('never answers a version not activated, nor one of another scope', async () => {
    const draft = version(station, { state: 'DRAFT' });
    const approved = version(station, { state: 'APPROVED' });
    const elsewhere = version({ type: 'STATION', subjects: { station: 'ST2' } });
    const refused = await refusalOf(
      resolutionOf([draft, approved, elsewhere]).resolve('rule-1', station, instant(0)),
    );
    expect(refused.code).to.equal('rule-version-not-resolved');
    expect(refused.message).to.contain('the scope STATION (station=ST1)');
  });

  it('refuses an unknown rule and a scope whose subjects do not fit its type', async () => {
    const resolve = resolutionOf([]);
    expect((await refusalOf(resolve.resolve('rule-9', station, instant(0)))).code).to.equal('rule-not-found');
    const misfit = await refusalOf(resolve.resolve('rule-1', { type: 'STATION', subjects: {} }, instant(0)));
    expect(misfit.errors?.[0]?.field).to.equal('body.scope.subjects.station');
  });
});

describe('resolving a rule in a context', () => {
  const context = { station: 'ST1', stationArea: 'NORTH', bay: 'K' };

  it('answers the most specific scope with a version in force, saying why each before it was passed over', async () => {
    const areaRule = version(area);
    const networkRule = version(network);
    const coming = version(bay, { effectiveAt: instant(3) });
    const resolved = await resolutionOf([areaRule, networkRule, coming]).resolveInContext(
      'rule-1',
      context,
      instant(0),
    );
    expect(resolved.scope).to.deep.equal(area);
    expect(resolved.version.id).to.equal(areaRule.id);
    expect(resolved.passedOver).to.deep.equal([{ scope: bay, reason: 'NOT_YET_EFFECTIVE' }]);
  });

  it('passes over a scope type the domain does not allow, one never activated and one deactivated', async () => {
    const deactivated = version(area, { state: 'INACTIVE', inactivatedAt: instant(-1) });
    const networkRule = version(network);
    // Connection times are not set per bay.
    const resolved = await resolutionOf(
      [version(bay), deactivated, networkRule],
      'CONNECTION_TIME',
    ).resolveInContext('rule-1', context, instant(0));
    expect(resolved.version.id).to.equal(networkRule.id);
    expect(resolved.passedOver.map((p) => `${p.scope.type} ${p.reason}`)).to.deep.equal([
      'BAY SCOPE_TYPE_NOT_ALLOWED',
      'STATION_AREA DEACTIVATED',
      'STATION NO_ACTIVATED_VERSION',
    ]);
  });

  it('refuses, listing every scope tried, when none has a version in force', async () => {
    const refused = await refusalOf(
      resolutionOf([]).resolveInContext('rule-1', { station: 'ST1' }, instant(0)),
    );
    expect(refused.code).to.equal('rule-version-not-resolved');
    expect(refused.message).to.contain(
      'any scope of the context (STATION (station=ST1): NO_ACTIVATED_VERSION; NETWORK: NO_ACTIVATED_VERSION)',
    );
    expect((await refusalOf(resolutionOf([]).resolveInContext('rule-9', {}, instant(0)))).code).to.equal(
      'rule-not-found',
    );
  });
});

describe('the moves a caller may make on a rule version', () => {
  const everything = new Set([
    'rules.rule-versions:write',
    'rules.rule-versions:approve',
    'rules.rule-versions:activate',
  ]);

  it('offers a draft its edit and approval, the approval with its path and permission', () => {
    const draft = version(station, { state: 'DRAFT', id: 'v-draft' });
    const moves = transitionsFor(draft, { subject: 'reviewer', permissions: everything });
    expect(moves.transitions.map((t) => [t.action, t.targetState, t.method, t.path])).to.deep.equal([
      ['EDIT', 'DRAFT', 'PUT', '/rules/v1/rule-versions/v-draft'],
      ['APPROVE', 'APPROVED', 'POST', '/rules/v1/rule-versions/v-draft/approval'],
    ]);
    expect(moves.unavailable).to.deep.equal([]);
  });

  it('never lets the author or the last editor approve their own text', () => {
    const draft = version(station, { state: 'DRAFT', createdBy: 'ann', editedBy: 'bob' });
    for (const subject of ['ann', 'bob']) {
      const moves = transitionsFor(draft, { subject, permissions: everything });
      expect(moves.unavailable, subject).to.deep.equal([
        { action: 'APPROVE', reason: 'AUTHOR_CANNOT_APPROVE' },
      ]);
      expect(moves.transitions.map((t) => t.action)).to.deep.equal(['EDIT']);
    }
  });

  it('names the moves a missing permission withholds, and offers none from the end of the lifecycle', () => {
    const active = version(station, { state: 'ACTIVE' });
    const moves = transitionsFor(active, {
      subject: 'x',
      permissions: new Set(['rules.rule-versions:write']),
    });
    expect(moves.transitions).to.deep.equal([]);
    expect(moves.unavailable).to.deep.equal([{ action: 'DEACTIVATE', reason: 'MISSING_PERMISSION' }]);
    const inactive = transitionsFor(version(station, { state: 'INACTIVE' }), {
      subject: 'x',
      permissions: everything,
    });
    expect([...inactive.transitions, ...inactive.unavailable]).to.deep.equal([]);
  });
});

describe('the content of a rule version against its domain', () => {
  const domains = shippedDomains;

  it('accepts content that fits the schema, answering the schema version checked', () => {
    expect(domains.check('BAY_DWELL_TIME', 'BAY', { minutes: 5, overstayAction: 'WARN_DRIVER' })).to.equal(1);
  });

  it('names each field at fault', () => {
    let errors: unknown;
    try {
      domains.check('BAY_DWELL_TIME', 'BAY', { minutes: 0, overstayAction: 'HONK', colour: 'red' });
    } catch (error) {
      errors = (error as AppError).errors;
    }
    expect(errors).to.deep.include.members([
      { field: 'body.content.colour', message: 'is not a property of this domain' },
      {
        field: 'body.content.overstayAction',
        message: 'must be one of WARN_DRIVER, NOTIFY_CONTROL_ROOM, REQUEST_DEPARTURE',
      },
    ]);
    expect((errors as { field: string }[]).map((e) => e.field)).to.include('body.content.minutes');
    let missing: unknown;
    try {
      domains.check('BAY_DWELL_TIME', 'NETWORK', {});
    } catch (error) {
      missing = (error as AppError).errors;
    }
    expect(missing).to.deep.equal([
      { field: 'body.content.minutes', message: 'is required' },
      { field: 'body.content.overstayAction', message: 'is required' },
    ]);
  });

  it('refuses a scope type the domain does not take', () => {
    let refused: AppError | undefined;
    try {
      domains.check('CONNECTION_TIME', 'BAY', {});
    } catch (error) {
      refused = error as AppError;
    }
    expect(refused?.code).to.equal('scope-type-not-allowed');
    expect(domains.allowsScopeType('CONNECTION_TIME', 'LINE')).to.equal(true);
  });
});
