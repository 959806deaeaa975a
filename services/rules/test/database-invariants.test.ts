import { expect } from 'chai';
import type { TestService } from '@transport/platform/testing';
import { createRule, createVersion, startRules, team } from './fixtures.ts';

/** What the schema refuses on its own, whatever code writes to it. */
describe('rules database invariants', () => {
  let service: TestService;
  let versionId: string;
  let ruleId: string;

  before(async () => {
    service = await startRules();
    const { author } = team(service);
    ruleId = await createRule(author);
    versionId = await createVersion(author, ruleId);
  });
  after(() => service?.close());

  const db = () => service.built.deps.db;
  const refusal = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      return (error as { constraint?: string }).constraint;
    }
    throw new Error('the database accepted the write');
  };

  it('refuses an approval recorded by the author', async () => {
    const constraint = await refusal(() =>
      db()('rule_versions')
        .where({ id: versionId })
        .update({ state: 'APPROVED', approved_by: 'alice', approved_at: db().fn.now() }),
    );
    expect(constraint).to.equal('rule_versions_separation_check');
  });

  it('refuses a state whose lifecycle columns do not agree with it', async () => {
    const constraint = await refusal(() =>
      db()('rule_versions')
        .where({ id: versionId })
        .update({ state: 'ACTIVE', approved_by: 'bob', approved_at: db().fn.now() }),
    );
    expect(constraint).to.equal('rule_versions_activation_check');
  });

  it('refuses a second version with the same number in one rule', async () => {
    const row = await db()('rule_versions').where({ id: versionId }).first();
    const constraint = await refusal(() =>
      db()('rule_versions').insert({
        ...row,
        id: undefined,
        scope_subjects: JSON.stringify(row.scope_subjects),
        effective_input: JSON.stringify(row.effective_input),
        content: JSON.stringify(row.content),
      }),
    );
    expect(constraint).to.equal('rule_versions_number_key');
  });

  it('refuses a rule of a domain that is not in the catalog', async () => {
    const constraint = await refusal(() =>
      db()('rules').insert({
        domain: 'PARKING_FEES',
        code: 'P1',
        name: 'p',
        created_by: 'x',
        updated_by: 'x',
      }),
    );
    expect(constraint).to.equal('rules_domain_check');
  });
});
