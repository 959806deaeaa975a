import type { CountedRows, Database, PageRequest } from '@transport/platform';
import {
  auditFields,
  datedFamily,
  insertReturningId,
  isoTimestamp,
  orderBy,
  searchPage,
  SORT_ORDERS,
  type OrderTerm,
  whereTextMatches,
} from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';

export type TransportAuthorization = Schemas['TransportAuthorization'];
export type TransportAuthorizationStatus = Schemas['TransportAuthorizationStatus'];
export type TransportAuthorizationGenre = Schemas['TransportAuthorizationGenre'];
export type TransportAuthorizationDeclaration = Schemas['TransportAuthorizationDeclaration'];
export type AuthorizationDossier = Schemas['AuthorizationDossier'];
export type AuthorizationSort = 'numberAsc' | 'numberDesc' | 'newest' | 'oldest';

/** What is stored: the status derived by date is computed by the service. */
export type StoredState = Schemas['TransportAuthorizationState']['status'];
/** What of an authorization changes over time, one row per period (`transport_authorization_states`). */
export type AuthorizationState = Schemas['TransportAuthorizationState'];

/** The stored status in force on a date, and the period it comes from. */
export interface StateInForce {
  state: StoredState;
  reason: string | null;
  /** The first day of the period. */
  since: string;
  periodId: string;
}

export interface StoredAuthorization extends Omit<TransportAuthorization, 'status'> {
  state: StoredState;
}

interface AuthorizationRow {
  id: string;
  dossier_id: string;
  dossier: string;
  number: string;
  serie: string;
  categories: string[];
  genre: TransportAuthorizationGenre;
  valid_from: string;
  valid_until: string;
  status: StoredState;
  status_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

interface DossierRow {
  id: string;
  reference: string;
  created_at: Date;
  created_by: string;
}

const COLUMNS = [
  'a.id',
  'a.dossier_id',
  'd.reference as dossier',
  'a.number',
  'a.serie',
  'a.categories',
  'a.genre',
  'a.valid_from',
  'a.valid_until',
  'a.status',
  'a.status_reason',
  'a.created_at',
  'a.updated_at',
];

function toStored(row: AuthorizationRow): StoredAuthorization {
  return {
    id: row.id,
    dossierId: row.dossier_id,
    dossier: row.dossier,
    number: row.number,
    serie: row.serie,
    categories: row.categories,
    genre: row.genre,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    state: row.status,
    statusReason: row.status_reason,
    ...auditFields(row),
  };
}

/** By the names of the selected columns (all of `a`), as the page is ordered again outside. */
const ORDER: Record<AuthorizationSort, readonly OrderTerm[]> = {
  newest: SORT_ORDERS.newest,
  oldest: SORT_ORDERS.oldest,
  numberAsc: orderBy('asc', 'serie', 'number'),
  numberDesc: orderBy('desc', 'serie', 'number'),
};

export interface AuthorizationCriteria {
  search?: string;
  dossierId?: string;
  genre?: TransportAuthorizationGenre;
  status?: TransportAuthorizationStatus;
  sort: AuthorizationSort;
}

/** The authorization's columns with its stored status on a date (ACTIVE before its first period). */
const COLUMNS_ON = COLUMNS.map((column) =>
  column === 'a.status'
    ? "coalesce(s.status, 'ACTIVE') as status"
    : column === 'a.status_reason'
      ? 's.status_reason'
      : column,
);

/** The names `base` gives its columns, as a search reads them from it. */
const SEARCH_COLUMNS = COLUMNS.map((column) => column.replace(/^.* as /, '').replace(/^\w+\./, ''));

export function createAuthorizationRepository(db: Database, today: () => string) {
  const states = datedFamily<AuthorizationState>(db, {
    table: 'transport_authorization_states',
    ownerColumn: 'authorization_id',
    fields: { status: 'status', statusReason: 'status_reason' },
    today,
    todayReads: 'rows',
    record: { table: 'transport_authorizations', fields: ['status', 'statusReason'] },
  });
  const joined = (trx: Knex.Transaction | Database) =>
    trx({ a: 'transport_authorizations' }).join({ d: 'authorization_dossiers' }, 'd.id', 'a.dossier_id');
  /** The authorizations with their dossier and, given `on`, the stored status that day. */
  const base = (trx: Knex.Transaction | Database, on?: string) =>
    on === undefined
      ? joined(trx).select(COLUMNS)
      : states.joinAt(joined(trx), 'a.id', on, 's').select(COLUMNS_ON.map((c) => trx.raw(c)));

  return {
    /** The dossier with that reference, created when it is its first use. */
    async dossierFor(trx: Knex.Transaction, reference: string, actor: string): Promise<string> {
      const inserted = await trx.raw(
        `INSERT INTO authorization_dossiers (reference, created_by) VALUES (?, ?)
         ON CONFLICT ((upper(reference))) DO NOTHING RETURNING id`,
        [reference, actor],
      );
      const created = (inserted.rows as { id: string }[])[0];
      if (created) return created.id;
      const found = await trx('authorization_dossiers')
        .select('id')
        .whereRaw('upper(reference) = upper(?)', [reference])
        .first();
      return (found as { id: string }).id;
    },

    /** Which of `codes` the vehicle-category catalog lacks (compared case-insensitively). */
    async unknownCategoryCodes(trx: Knex.Transaction, codes: string[]): Promise<string[]> {
      const rows = await trx('vehicle_categories')
        .select('code')
        .whereRaw('upper(code) = ANY(?::text[])', [codes.map((code) => code.toUpperCase())]);
      const known = new Set((rows as { code: string }[]).map((row) => row.code.toUpperCase()));
      return codes.filter((code) => !known.has(code.toUpperCase()));
    },

    /** The authorization's stored status over time. */
    states,

    /** Declares the authorization, ACTIVE from its first day (or from `today`, when earlier). */
    async insert(
      trx: Knex.Transaction,
      dossierId: string,
      input: Omit<TransportAuthorizationDeclaration, 'dossier'>,
      today: string,
      actor: string,
    ): Promise<string> {
      const id = await insertReturningId(trx, 'transport_authorizations', {
        dossier_id: dossierId,
        number: input.number,
        serie: input.serie,
        categories: input.categories,
        genre: input.genre,
        valid_from: input.validFrom,
        valid_until: input.validUntil,
        created_by: actor,
        updated_by: actor,
      });
      const from = input.validFrom < today ? input.validFrom : today;
      await states.open(trx, id, from, { status: 'ACTIVE', statusReason: null }, actor);
      return id;
    },

    /** The authorization, with its stored status on `on` when given, else its latest. */
    async findById(
      id: string,
      trx: Knex.Transaction | Database = db,
      on?: string,
    ): Promise<StoredAuthorization | undefined> {
      const row = await base(trx, on).where('a.id', id).first();
      return row ? toStored(row) : undefined;
    },

    async findByIds(ids: string[], on: string): Promise<Map<string, StoredAuthorization>> {
      if (ids.length === 0) return new Map();
      const rows = (await base(db, on).whereIn('a.id', ids)) as AuthorizationRow[];
      return new Map(rows.map((row) => [row.id, toStored(row)]));
    },

    /**
     * The stored status in force on `date` of each of these authorizations, with the period it
     * comes from: an authorization suspended in the past and reactivated since was not usable
     * while suspended.
     */
    async statesOn(ids: string[], date: string): Promise<Map<string, StateInForce>> {
      if (ids.length === 0) return new Map();
      const rows = (await db('transport_authorization_states')
        .select('id', 'authorization_id', 'status', 'status_reason', 'effective_from')
        .whereIn('authorization_id', ids)
        .whereRaw(`daterange(effective_from, effective_to, '[]') @> ?::date`, [date])) as {
        id: string;
        authorization_id: string;
        status: StoredState;
        status_reason: string | null;
        effective_from: string;
      }[];
      return new Map(
        rows.map((row) => [
          row.authorization_id,
          { state: row.status, reason: row.status_reason, since: row.effective_from, periodId: row.id },
        ]),
      );
    },

    /**
     * Locks the authorization row: `update` serialises what changes it or its holders,
     * `share` keeps it from being withdrawn while a vehicle or line is attached.
     */
    async lock(
      trx: Knex.Transaction,
      id: string,
      mode: 'share' | 'update',
    ): Promise<StoredAuthorization | undefined> {
      const locked = trx('transport_authorizations').select('id').where({ id });
      if (!(await (mode === 'share' ? locked.forShare() : locked.forUpdate()).first())) return undefined;
      return this.findById(id, trx);
    },

    /** A page of authorizations, their stored status and the status filter read on `today`. */
    async search(
      criteria: AuthorizationCriteria,
      today: string,
      page: PageRequest,
    ): Promise<CountedRows<StoredAuthorization>> {
      const filtered = () => {
        // With the folded columns the search matches on (`whereTextMatches`).
        const query = db.from(
          (base(db, today) as Knex.QueryBuilder).select('a.number_folded', 'a.serie_folded').as('a'),
        );
        if (criteria.dossierId) query.where('a.dossier_id', criteria.dossierId);
        if (criteria.genre) query.where('a.genre', criteria.genre);
        if (criteria.search) whereTextMatches(query, criteria.search, 'a.number', 'a.serie');
        switch (criteria.status) {
          case undefined:
            break;
          case 'WITHDRAWN':
          case 'SUSPENDED':
            query.where('a.status', criteria.status);
            break;
          case 'EXPIRED':
            query.where('a.status', 'ACTIVE').andWhere('a.valid_until', '<', today);
            break;
          case 'UPCOMING':
            query.where('a.status', 'ACTIVE').andWhere('a.valid_from', '>', today);
            break;
          case 'ACTIVE':
            query
              .where('a.status', 'ACTIVE')
              .andWhere('a.valid_from', '<=', today)
              .andWhere('a.valid_until', '>=', today);
            break;
        }
        return query;
      };
      const found = await searchPage<AuthorizationRow>(db, {
        filtered,
        columns: SEARCH_COLUMNS,
        order: ORDER[criteria.sort],
        page,
        textTerm: criteria.search,
      });
      return { ...found, rows: found.rows.map(toStored) };
    },

    async findDossier(id: string): Promise<AuthorizationDossier | undefined> {
      const row = await db('authorization_dossiers').where({ id }).first();
      if (!row) return undefined;
      return (await this.withAuthorizations([row]))[0];
    },

    async searchDossiers(
      search: string | undefined,
      page: PageRequest,
    ): Promise<CountedRows<AuthorizationDossier>> {
      const found = await searchPage<DossierRow>(db, {
        filtered: () => {
          const query = db('authorization_dossiers');
          if (search) whereTextMatches(query, search, 'reference');
          return query;
        },
        columns: ['id', 'reference', 'created_at', 'created_by'],
        order: orderBy('asc', 'reference'),
        page,
        textTerm: search,
      });
      return { ...found, rows: await this.withAuthorizations(found.rows) };
    },

    async withAuthorizations(rows: DossierRow[]): Promise<AuthorizationDossier[]> {
      if (rows.length === 0) return [];
      const links = (await db('transport_authorizations')
        .select('id', 'dossier_id')
        .whereIn(
          'dossier_id',
          rows.map((row) => row.id),
        )
        .orderBy([...SORT_ORDERS.oldest])) as { id: string; dossier_id: string }[];
      return rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        authorizationIds: links.filter((link) => link.dossier_id === row.id).map((link) => link.id),
        createdAt: isoTimestamp(row.created_at) as string,
        createdBy: row.created_by,
      }));
    },
  };
}

export type AuthorizationRepository = ReturnType<typeof createAuthorizationRepository>;
