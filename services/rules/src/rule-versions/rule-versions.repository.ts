import type { Database } from '@transport/platform';
import { isoTimestamp } from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';
import type { EffectiveInput } from './effective-time.ts';
import type { Scope } from './scope.ts';

export type RuleVersion = Schemas['RuleVersion'];
export type RuleVersionState = Schemas['RuleVersionState'];

export interface RuleVersionRow {
  id: string;
  rule_id: string;
  version_number: number;
  schema_version: number;
  state: RuleVersionState;
  scope_type: Scope['type'];
  scope_subjects: Scope['subjects'];
  effective_input: EffectiveInput;
  effective_at: Date;
  content: unknown;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  edited_by: string | null;
  approved_by: string | null;
  approved_at: Date | null;
  activated_by: string | null;
  activated_at: Date | null;
  inactivated_by: string | null;
  inactivated_at: Date | null;
}

export const VERSION_COLUMNS = [
  'id',
  'rule_id',
  'version_number',
  'schema_version',
  'state',
  'scope_type',
  'scope_subjects',
  'effective_input',
  'effective_at',
  'content',
  'created_by',
  'created_at',
  'updated_at',
  'edited_by',
  'approved_by',
  'approved_at',
  'activated_by',
  'activated_at',
  'inactivated_by',
  'inactivated_at',
];

export function toRuleVersion(row: RuleVersionRow): RuleVersion {
  return {
    id: row.id,
    ruleId: row.rule_id,
    versionNumber: row.version_number,
    schemaVersion: row.schema_version,
    state: row.state,
    effectiveInput: row.effective_input,
    effectiveAt: isoTimestamp(row.effective_at) as string,
    scope: { type: row.scope_type, subjects: row.scope_subjects },
    content: row.content,
    createdBy: row.created_by,
    editedBy: row.edited_by,
    approvedBy: row.approved_by,
    approvedAt: isoTimestamp(row.approved_at),
    activatedBy: row.activated_by,
    activatedAt: isoTimestamp(row.activated_at),
    inactivatedBy: row.inactivated_by,
    inactivatedAt: isoTimestamp(row.inactivated_at),
    createdAt: isoTimestamp(row.created_at) as string,
    updatedAt: isoTimestamp(row.updated_at) as string,
  };
}

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
      const [row] = await trx('rule_versions')
        .insert({
          rule_id: ruleId,
          version_number: (last?.max ?? 0) + 1,
          ...factColumns(facts),
          created_by: actor,
          updated_by: actor,
        })
        .returning('id');
      return (row as { id: string }).id;
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

    async activate(trx: Knex.Transaction, id: string, actor: string): Promise<void> {
      await trx('rule_versions')
        .where({ id })
        .update({
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
