import type { CountedRows, Database, PageRequest } from '@transport/platform';
import {
  auditFields,
  versionOf,
  datedFamily,
  insertReturningId,
  searchPage,
  SORT_ORDERS,
  type StandardSort,
  foldedColumn,
  isoTimestamp,
  whereTextMatches,
} from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';

export type Carrier = Schemas['Carrier'];
export type CarrierStatus = Schemas['CarrierStatus'];
export type CarrierRegistration = Schemas['CarrierRegistration'];
export type CarrierCorrection = Schemas['CarrierCorrection'];
export type CarrierSort = StandardSort;
/** What of a carrier changes over time, one row per period (`carrier_states`). */
export type CarrierState = Schemas['CarrierState'];
export type CarrierContactErasure = Schemas['CarrierContactErasure'];
type ContactField = CarrierContactErasure['fields'][number];

interface CarrierRow {
  id: string;
  code: string;
  name: string;
  ticketing_model: Carrier['ticketingModel'];
  status: CarrierStatus;
  suspension_reason: string | null;
  legal_identifier: string | null;
  logo: string | null;
  website: string | null;
  phone_number: string | null;
  email: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_zip: string | null;
  address_city: string | null;
  created_at: Date;
  updated_at: Date;
  version: number | null;
}

/** Carrier fields of the contract and the column holding each. */
const FIELD_COLUMNS = {
  name: 'name',
  legalIdentifier: 'legal_identifier',
  logo: 'logo',
  website: 'website',
  phoneNumber: 'phone_number',
  email: 'email',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  addressZip: 'address_zip',
  addressCity: 'address_city',
} as const;

/** A carrier's contact details: a sole trader's are a person's, erasable on request (ADR 0101). */
const CONTACT_FIELDS = [
  'phoneNumber',
  'email',
  'addressLine1',
  'addressLine2',
  'addressZip',
  'addressCity',
] as const satisfies readonly ContactField[];

interface ContactErasureRow {
  id: string;
  carrier_id: string;
  fields: string[];
  reason: string;
  erased_by: string;
  erased_at: Date;
  request_id: string;
}

function toContactErasure(row: ContactErasureRow): CarrierContactErasure {
  const byColumn = new Map<string, ContactField>(
    CONTACT_FIELDS.map((field) => [FIELD_COLUMNS[field], field]),
  );
  return {
    id: row.id,
    carrierId: row.carrier_id,
    fields: row.fields.map((column) => byColumn.get(column) as ContactField),
    reason: row.reason,
    erasedBy: row.erased_by,
    erasedAt: isoTimestamp(row.erased_at) as string,
    requestId: row.request_id,
  };
}

const COLUMNS = [
  'id',
  'code',
  'ticketing_model',
  'status',
  'suspension_reason',
  ...Object.values(FIELD_COLUMNS),
  'created_at',
  'updated_at',
  'version',
];

/** The carrier's columns with its status on a date (null before its first period). */
// With the folded columns the search matches on (`whereTextMatches`).
const COLUMNS_ON = [
  ...COLUMNS.map((column) =>
    column === 'status' || column === 'suspension_reason' ? `s.${column}` : `c.${column}`,
  ),
  ...['code', 'name'].map((column) => `c.${foldedColumn(column)}`),
];

function toCarrier(row: CarrierRow): Carrier {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    ticketingModel: row.ticketing_model,
    status: row.status,
    legalIdentifier: row.legal_identifier,
    logo: row.logo,
    website: row.website,
    phoneNumber: row.phone_number,
    email: row.email,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    addressZip: row.address_zip,
    addressCity: row.address_city,
    suspensionReason: row.suspension_reason,
    ...auditFields(row),
    version: versionOf(row),
  };
}

export interface CarrierCriteria {
  /** The date whose status is read and filtered on. */
  at: string;
  search?: string;
  code?: string;
  name?: string;
  status?: CarrierStatus;
  sort: CarrierSort;
}

function fieldChanges(fields: CarrierCorrection): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(FIELD_COLUMNS)) {
    const value = fields[field as keyof CarrierCorrection];
    if (value !== undefined) changes[column] = value;
  }
  return changes;
}

export function createCarrierRepository(db: Database, today: () => string) {
  const states = datedFamily<CarrierState>(db, {
    table: 'carrier_states',
    ownerColumn: 'carrier_id',
    fields: { status: 'status', suspensionReason: 'suspension_reason' },
    today,
    todayReads: 'rows',
    record: { table: 'carriers', fields: ['status', 'suspensionReason'] },
  });
  /** The carriers with their status on `on`, as a table `c` of plain columns. */
  const carriersOn = (on: string) =>
    db.from(states.joinAt(db({ c: 'carriers' }).select(COLUMNS_ON), 'c.id', on, 's').as('c'));

  return {
    /** The carrier's status over time. */
    states,

    /** Registers the carrier, PENDING from `from`. */
    async insert(input: CarrierRegistration, from: string, actor: string): Promise<string> {
      return db.transaction(async (trx) => {
        const id = await insertReturningId(trx, 'carriers', {
          code: input.code,
          ticketing_model: input.ticketingModel,
          ...fieldChanges(input),
          created_by: actor,
          updated_by: actor,
        });
        await states.open(trx, id, from, { status: 'PENDING', suspensionReason: null }, actor);
        return id;
      });
    },

    async findById(id: string, trx: Knex.Transaction | Database = db): Promise<Carrier | undefined> {
      const row = await trx('carriers').select(COLUMNS).where({ id }).first();
      return row ? toCarrier(row) : undefined;
    },

    /** The carrier as it stood on `on`, its status null before its first period. */
    async findOn(id: string, on: string): Promise<Carrier | undefined> {
      const row = await carriersOn(on).select(COLUMNS).where({ id }).first();
      return row ? toCarrier(row) : undefined;
    },

    async findByCode(code: string): Promise<Carrier | undefined> {
      const row = await db('carriers').select(COLUMNS).whereRaw('upper(code) = upper(?)', [code]).first();
      return row ? toCarrier(row) : undefined;
    },

    /** Reads the carrier and locks it: `share` keeps it in place, `update` before changing it. */
    async lock(trx: Knex.Transaction, id: string, mode: 'share' | 'update'): Promise<Carrier | undefined> {
      const query = trx('carriers').select(COLUMNS).where({ id });
      const row = await (mode === 'share' ? query.forShare() : query.forUpdate()).first();
      return row ? toCarrier(row) : undefined;
    },

    async update(trx: Knex.Transaction, id: string, fields: CarrierCorrection, actor: string): Promise<void> {
      await trx('carriers')
        .where({ id })
        .update({ ...fieldChanges(fields), updated_at: trx.fn.now(), updated_by: actor });
    },

    /**
     * Erases the carrier's contact details that hold a value, from its record and from every
     * image of it in the history (each image's contact details set to null, its other values and
     * the row itself kept), and records the erasure; undefined when none held a value. Takes the
     * carrier's row lock's transaction.
     */
    async eraseContactDetails(
      trx: Knex.Transaction,
      carrier: Carrier,
      erasure: { reason: string; actor: string; requestId: string },
    ): Promise<CarrierContactErasure | undefined> {
      const held = CONTACT_FIELDS.filter((field) => carrier[field] !== null);
      if (held.length === 0) return undefined;
      const columns = held.map((field) => FIELD_COLUMNS[field]);
      await trx('carriers')
        .where({ id: carrier.id })
        .update({
          ...Object.fromEntries(columns.map((column) => [column, null])),
          updated_at: trx.fn.now(),
          updated_by: erasure.actor,
        });
      // Every image, the one the update above just wrote included; every contact column, since
      // an earlier image may hold a value a correction has since cleared.
      const cleared = JSON.stringify(
        Object.fromEntries(CONTACT_FIELDS.map((field) => [FIELD_COLUMNS[field], null])),
      );
      await trx.raw(
        `UPDATE history
            SET row_before = CASE WHEN row_before IS NULL THEN NULL ELSE row_before || ?::jsonb END,
                row_after = CASE WHEN row_after IS NULL THEN NULL ELSE row_after || ?::jsonb END
          WHERE table_name = 'carriers' AND record_id::uuid = ?`,
        [cleared, cleared, carrier.id],
      );
      const [row] = (await trx('carrier_contact_erasures')
        .insert({
          carrier_id: carrier.id,
          fields: columns,
          reason: erasure.reason,
          erased_by: erasure.actor,
          request_id: erasure.requestId,
        })
        .returning('*')) as ContactErasureRow[];
      return toContactErasure(row as ContactErasureRow);
    },

    async search(criteria: CarrierCriteria, page: PageRequest): Promise<CountedRows<Carrier>> {
      const found = await searchPage<CarrierRow>(db, {
        filtered: () => {
          const query = carriersOn(criteria.at).whereNotNull('status');
          if (criteria.status) query.where('status', criteria.status);
          if (criteria.code) query.whereRaw('upper(code) = upper(?)', [criteria.code]);
          if (criteria.name) whereTextMatches(query, criteria.name, 'name');
          if (criteria.search) whereTextMatches(query, criteria.search, 'code', 'name');
          return query;
        },
        columns: COLUMNS,
        order: SORT_ORDERS[criteria.sort],
        page,
        textTerm: criteria.search || criteria.name,
      });
      return { ...found, rows: found.rows.map(toCarrier) };
    },
  };
}

export type CarrierRepository = ReturnType<typeof createCarrierRepository>;
