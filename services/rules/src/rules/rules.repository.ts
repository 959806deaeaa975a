import { auditFields, createCatalogRepository, type Database } from '@transport/platform';
import type { Schemas } from '../types.ts';

export type Rule = Schemas['Rule'];

interface RuleRow {
  id: string;
  domain: Rule['domain'];
  code: string;
  name: string;
  description: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = ['id', 'domain', 'code', 'name', 'description', 'created_by', 'created_at', 'updated_at'];

function toRule(row: RuleRow): Rule {
  return {
    id: row.id,
    domain: row.domain,
    code: row.code,
    name: row.name,
    description: row.description,
    createdBy: row.created_by,
    ...auditFields(row),
  };
}

export type RuleInput = Schemas['RuleCreate'];

/** Rules are catalog records without a status; `lock` numbers a rule's versions one at a time. */
export function createRuleRepository(db: Database) {
  return {
    ...createCatalogRepository(db, { table: 'rules', columns: COLUMNS, toRecord: toRule }),

    async exists(id: string): Promise<boolean> {
      return (await db('rules').select('id').where({ id }).first()) !== undefined;
    },
  };
}

export type RuleRepository = ReturnType<typeof createRuleRepository>;
