import { insertReturningId } from '@transport/platform';
import type { Database } from '@transport/platform';
import type { Knex } from 'knex';
import type { EffectiveInput } from './effective-time.ts';
import {
  toRuleVersion,
  VERSION_COLUMNS,
  type RuleVersion,
  type RuleVersionRow,
} from './rule-version-record.ts';
import type { Scope } from './scope.ts';

export type { RuleVersion, RuleVersionState } from './rule-version-record.ts';

/** What a version says, checked and normalised by the service. */
export interface RuleVersionFacts {
  scope: Scope;
  effectiveInput: EffectiveInput;
  effectiveAt: Date;
  content: unknown;
  schemaVersion: number;
}

function factColumns(facts: RuleVersionFacts) {
  return {
    scope_type: facts.scope.type,
    scope_subjects: JSON.stringify(facts.scope.subjects),
    effective_input: JSON.stringify(facts.effectiveInput),
    effective_at: facts.effectiveAt,
    // JSON text, so that a string or array content is stored as jsonb and not as a pg array.
    content: JSON.stringify(facts.content),
    schema_version: facts.schemaVersion,
  };
}

/**
 * The database clock to the millisecond, as the API shows it: a version deactivated at the
 * instant it reports no longer resolves at that very instant.
 */
const nowToTheMillisecond = (trx: Knex.Transaction) => trx.raw(`date_trunc('milliseconds', now())`);

export function createRuleVersionRepository(db: Database) {
  return {
    /** Inserts the next version of a rule whose row the caller holds locked. */
    async insert(
      trx: Knex.Transaction,
      ruleId: string,
      facts: RuleVersionFacts,
      actor: string,
    ): Promise<string> {
      const [last] = await trx('rule_versions')
        .where({ rule_id: ruleId })
        .max<{ max: number | null }[]>({ max: 'version_number' });
      return insertReturningId(trx, 'rule_versions', {
        rule_id: ruleId,
        version_number: (last?.max ?? 0) + 1,
        ...factColumns(facts),
        created_by: actor,
        updated_by: actor,
      });
    },

    async findById(id: string, trx: Knex.Transaction | Database = db): Promise<RuleVersion | undefined> {
      const row = await trx('rule_versions').select(VERSION_COLUMNS).where({ id }).first();
      return row ? toRuleVersion(row) : undefined;
    },

    async lock(trx: Knex.Transaction, id: string): Promise<RuleVersion | undefined> {
      const row = await trx('rule_versions').select(VERSION_COLUMNS).where({ id }).forUpdate().first();
      return row ? toRuleVersion(row) : undefined;
    },

    async listByRule(ruleId: string): Promise<RuleVersion[]> {
      const rows = await db('rule_versions')
        .select(VERSION_COLUMNS)
        .where({ rule_id: ruleId })
        .orderBy('version_number', 'asc');
      return (rows as RuleVersionRow[]).map(toRuleVersion);
    },

    async edit(trx: Knex.Transaction, id: string, facts: RuleVersionFacts, actor: string): Promise<void> {
      await trx('rule_versions')
        .where({ id })
        .update({ ...factColumns(facts), edited_by: actor, updated_by: actor, updated_at: trx.fn.now() });
    },

    async approve(trx: Knex.Transaction, id: string, actor: string): Promise<void> {
      await trx('rule_versions')
        .where({ id })
        .update({
          state: 'APPROVED',
          approved_by: actor,
          approved_at: nowToTheMillisecond(trx),
          updated_by: actor,
          updated_at: trx.fn.now(),
        });
    },

    /**
     * Activates the version; one effective before now is refused (`past`) unless the activation
     * is `retroactive`, which the version then records.
     */
    async activate(
      trx: Knex.Transaction,
      id: string,
      actor: string,
      retroactive: boolean,
      past: (effectiveAt: string) => Error,
    ): Promise<void> {
      const [row] = (await trx('rule_versions')
        .select('effective_at', trx.raw('effective_at < ? AS past', [nowToTheMillisecond(trx)]))
        .where({ id })) as { effective_at: Date; past: boolean }[];
      if (row?.past && !retroactive) throw past(row.effective_at.toISOString());
      await trx('rule_versions')
        .where({ id })
        .update({
          retroactive: row?.past === true,
          state: 'ACTIVE',
          activated_by: actor,
          activated_at: nowToTheMillisecond(trx),
          updated_by: actor,
          updated_at: trx.fn.now(),
        });
    },

    async deactivate(trx: Knex.Transaction, id: string, actor: string): Promise<void> {
      await trx('rule_versions')
        .where({ id })
        .update({
          state: 'INACTIVE',
          inactivated_by: actor,
          inactivated_at: nowToTheMillisecond(trx),
          updated_by: actor,
          updated_at: trx.fn.now(),
        });
    },
  };
}

export type RuleVersionRepository = ReturnType<typeof createRuleVersionRepository>;
