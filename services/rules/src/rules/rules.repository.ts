import type { Database, PageRequest } from '@transport/platform';
import { isoTimestamp, likePattern, searchPage, SORT_ORDERS, type StandardSort } from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';

export type Rule = Schemas['Rule'];
export type RuleSort = Extract<StandardSort, 'codeAsc' | 'codeDesc' | 'newest' | 'oldest'>;

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
      const { rows, total } = await searchPage<RuleRow>(db, {
        filtered: () => {
          const query = db('rules');
          if (criteria.domain) query.where('domain', criteria.domain);
          if (criteria.search) {
            const pattern = likePattern(criteria.search);
            query.andWhere((q) => q.whereILike('code', pattern).orWhereILike('name', pattern));
          }
          return query;
        },
        columns: COLUMNS,
        order: SORT_ORDERS[criteria.sort],
        page,
        textTerm: criteria.search,
      });
      return { rows: rows.map(toRule), total };
    },
  };
}

export type RuleRepository = ReturnType<typeof createRuleRepository>;
