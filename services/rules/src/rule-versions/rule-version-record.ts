/**
 * A stored rule version as a row and as the contract's record: the columns to select and the
 * mapping, shared by this family's repository and by the resolution reads of the same table.
 */
import { auditFields, isoTimestamp } from '@transport/platform';
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
  retroactive: boolean;
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
  'retroactive',
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
    retroactive: row.retroactive,
    ...auditFields(row),
  };
}
