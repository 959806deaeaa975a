import type { Database, PageRequest } from '@transport/platform';
import { isoTimestamp, likePattern } from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';

export type Rule = Schemas['Rule'];
export type RuleSort = 'codeAsc' | 'codeDesc' | 'newest' | 'oldest';

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
    createdAt: isoTimestamp(row.created_at) as string,
    updatedAt: isoTimestamp(row.updated_at) as string,
  };
}

const ORDER: Record<RuleSort, { column: string; order: 'asc' | 'desc' }[]> = {
  codeAsc: [
    { column: 'code', order: 'asc' },
    { column: 'id', order: 'asc' },
  ],
  codeDesc: [
    { column: 'code', order: 'desc' },
    { column: 'id', order: 'desc' },
  ],
  newest: [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ],
  oldest: [
    { column: 'created_at', order: 'asc' },
    { column: 'id', order: 'asc' },
  ],
};

export interface RuleCriteria {
  search?: string;
  domain?: Rule['domain'];
  sort: RuleSort;
}

export type RuleInput = Schemas['RuleCreate'];

export function createRuleRepository(db: Database) {
  return {
    async insert(input: RuleInput, actor: string): Promise<string> {
      const [row] = await db('rules')
        .insert({
          domain: input.domain,
          code: input.code,
          name: input.name,
          description: input.description ?? null,
          created_by: actor,
          updated_by: actor,
        })
        .returning('id');
      return (row as { id: string }).id;
    },

    async findById(id: string, trx: Knex.Transaction | Database = db): Promise<Rule | undefined> {
      const row = await trx('rules').select(COLUMNS).where({ id }).first();
      return row ? toRule(row) : undefined;
    },

    /** Locks the rule so that its versions are numbered one at a time. */
    async lock(trx: Knex.Transaction, id: string): Promise<Rule | undefined> {
      const row = await trx('rules').select(COLUMNS).where({ id }).forUpdate().first();
      return row ? toRule(row) : undefined;
    },

    async exists(id: string): Promise<boolean> {
      return (await db('rules').select('id').where({ id }).first()) !== undefined;
    },

    async search(criteria: RuleCriteria, page: PageRequest): Promise<{ rows: Rule[]; total: number }> {
      const filtered = () => {
        const query = db('rules');
        if (criteria.domain) query.where('domain', criteria.domain);
        if (criteria.search) {
          const pattern = likePattern(criteria.search);
          query.andWhere((q) => q.whereILike('code', pattern).orWhereILike('name', pattern));
        }
        return query;
      };
      const [rows, [count]] = await Promise.all([
        page.size === 0
          ? Promise.resolve([])
          : filtered()
              .select(COLUMNS)
              .orderBy(ORDER[criteria.sort])
              .limit(page.size)
              .offset(page.page * page.size),
        filtered().count<{ count: number }[]>({ count: '*' }),
      ]);
      return { rows: (rows as RuleRow[]).map(toRule), total: count?.count ?? 0 };
    },
  };
}

export type RuleRepository = ReturnType<typeof createRuleRepository>;
