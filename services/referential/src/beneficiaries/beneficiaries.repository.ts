import type { Database, PageRequest, Transaction } from '@transport/platform';
import { datedFamily, isoTimestamp, searchPage } from '@transport/platform';
import type { Schemas } from '../types.ts';
import type { Opener, PayoutKeys } from './payout-keys.repository.ts';
import { EXPIRY_REASON, markExpiredChanges } from './change-expiry.ts';

export type Beneficiary = Schemas['Beneficiary'];
export type BeneficiaryChange = Schemas['BeneficiaryChange'];
export type EffectiveBeneficiary = Schemas['EffectiveBeneficiary'];
/** The history of a carrier's payout details: its periods and the change request waiting. */
export type BeneficiaryHistoryPage = Schemas['BeneficiaryPage'];
export type PayoutReveal = Schemas['PayoutReveal'];
export type BeneficiaryChangeStatus = BeneficiaryChange['status'];

export interface BeneficiaryInput {
  holderName: string;
  accountIdentifier: string;
  bankName?: string;
  bic?: string;
  reference?: string;
  effectiveFrom: string;
}

interface BeneficiaryRow {
  id: string;
  carrier_id: string;
  holder_name: string;
  account_identifier: string;
  bank_name: string | null;
  bic: string | null;
  reference: string | null;
  effective_from: string;
  effective_to: string | null;
  created_at: Date;
  created_by: string;
}

const COLUMNS = [
  'id',
  'carrier_id',
  'holder_name',
  'account_identifier',
  'bank_name',
  'bic',
  'reference',
  'effective_from',
  'effective_to',
  'created_at',
  'created_by',
];

/**
 * An account identifier as every read shows it: country, check digits and the last four
 * characters (`FR14****2606`). The full value is given only by a reveal, which is recorded.
 */
export function maskAccountIdentifier(iban: string): string {
  return `${iban.slice(0, 4)}****${iban.slice(-4)}`;
}

/** The personal fields of a row opened (null once erased), the identifier masked. */
function personalFields(row: SealedFields, open: Opener) {
  const accountIdentifier = open('account_identifier', row.account_identifier);
  return {
    holderName: open('holder_name', row.holder_name),
    accountIdentifier: accountIdentifier === null ? null : maskAccountIdentifier(accountIdentifier),
    bankName: open('bank_name', row.bank_name),
    bic: open('bic', row.bic),
    reference: open('reference', row.reference),
    erased: accountIdentifier === null,
  };
}

interface SealedFields {
  holder_name: string;
  account_identifier: string;
  bank_name: string | null;
  bic: string | null;
  reference: string | null;
}

const sealedValues = (rows: SealedFields[]) =>
  rows.flatMap((r) => [r.holder_name, r.account_identifier, r.bank_name, r.bic, r.reference]);

function toBeneficiary(row: BeneficiaryRow, open: Opener): Beneficiary {
  return {
    id: row.id,
    carrierId: row.carrier_id,
    ...personalFields(row, open),
    effectiveFrom: row.effective_from,
    effectiveTo: row.effective_to,
    createdAt: isoTimestamp(row.created_at) as string,
    createdBy: row.created_by,
  };
}

/** A carrier's payout details during a period: its dated state (`carrier_beneficiaries`). */
interface BeneficiaryState {
  holderName: string;
  accountIdentifier: string;
  bankName: string | null;
  bic: string | null;
  reference: string | null;
}

interface ChangeRow {
  id: string;
  carrier_id: string;
  status: BeneficiaryChangeStatus;
  holder_name: string;
  account_identifier: string;
  bank_name: string | null;
  bic: string | null;
  reference: string | null;
  effective_from: string;
  name_check: 'MATCH' | 'MISMATCH';
  expired: boolean;
  requested_by: string;
  requested_at: Date;
  expires_at: Date;
  confirmed_by: string | null;
  confirmed_at: Date | null;
  decided_by: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  name_mismatch_acknowledged: boolean;
  applied_from: string | null;
  beneficiary_id: string | null;
}

// A PENDING request past its expiry reads as EXPIRED before anything marks it so.
const EXPIRED = `(status = 'PENDING' AND expires_at <= now()) AS expired`;

const CHANGE_COLUMNS = [
  'id',
  'carrier_id',
  'status',
  'expired',
  'holder_name',
  'account_identifier',
  'bank_name',
  'bic',
  'reference',
  'effective_from',
  'name_check',
  'requested_by',
  'requested_at',
  'expires_at',
  'confirmed_by',
  'confirmed_at',
  'decided_by',
  'decided_at',
  'decision_reason',
  'name_mismatch_acknowledged',
  'applied_from',
  'beneficiary_id',
];

function toChange(row: ChangeRow, open: Opener): BeneficiaryChange {
  return {
    id: row.id,
    carrierId: row.carrier_id,
    status: row.expired ? 'EXPIRED' : row.status,
    ...personalFields(row, open),
    effectiveFrom: row.effective_from,
    nameCheck: row.name_check,
    requestedBy: row.requested_by,
    requestedAt: isoTimestamp(row.requested_at) as string,
    expiresAt: isoTimestamp(row.expires_at) as string,
    confirmedBy: row.confirmed_by,
    confirmedAt: isoTimestamp(row.confirmed_at),
    decidedBy: row.decided_by,
    decidedAt: isoTimestamp(row.decided_at),
    decisionReason: row.expired ? EXPIRY_REASON : row.decision_reason,
    nameMismatchAcknowledged: row.name_mismatch_acknowledged,
    appliedFrom: row.applied_from,
    beneficiaryId: row.beneficiary_id,
  };
}

interface RevealRow {
  id: string;
  carrier_id: string;
  beneficiary_id: string | null;
  beneficiary_change_id: string | null;
  reason: string;
  revealed_by: string;
  revealed_at: Date;
  request_id: string | null;
}

function toReveal(row: RevealRow): PayoutReveal {
  return {
    id: row.id,
    carrierId: row.carrier_id,
    beneficiaryId: row.beneficiary_id,
    beneficiaryChangeId: row.beneficiary_change_id,
    reason: row.reason,
    revealedBy: row.revealed_by,
    revealedAt: isoTimestamp(row.revealed_at) as string,
    requestId: row.request_id,
  };
}

/** A change request as written: the details and who asked, from when. */
export interface ChangeRequest {
  carrierId: string;
  holderName: string;
  accountIdentifier: string;
  bankName: string | null;
  bic: string | null;
  reference: string | null;
  effectiveFrom: string;
  nameCheck: 'MATCH' | 'MISMATCH';
  requestedBy: string;
  /** Requested with a token scoped to the carrier: the request is its confirmation. */
  confirmedByRequest: boolean;
  ttlDays: number;
}

/** The full details a reveal gives, of a period or of a change request; undefined once erased. */
export interface RevealedDetails {
  holderName: string;
  accountIdentifier: string;
  bic: string | null;
}

function revealed(row: SealedFields, open: Opener): RevealedDetails | undefined {
  const accountIdentifier = open('account_identifier', row.account_identifier);
  const holderName = open('holder_name', row.holder_name);
  if (accountIdentifier === null || holderName === null) return undefined;
  return { holderName, accountIdentifier, bic: open('bic', row.bic) };
}

export function createBeneficiaryRepository(db: Database, today: () => string, keys: PayoutKeys) {
  const opened = async <R extends SealedFields, T>(
    rows: R[],
    map: (row: R, open: Opener) => T,
    trx?: Transaction,
  ) => {
    const open = await keys.opener(sealedValues(rows), trx);
    return rows.map((row) => map(row, open));
  };
  // The requests with their expiry worked out, as a table of plain columns to page over.
  const changes = () =>
    db.from(db('beneficiary_changes').select('*', db.raw(EXPIRED)).as('beneficiary_changes'));
  return {
    /** The carrier's payout details over time, one row per period (ADR 0051). */
    states: datedFamily<BeneficiaryState>(db, {
      table: 'carrier_beneficiaries',
      ownerColumn: 'carrier_id',
      fields: {
        holderName: 'holder_name',
        accountIdentifier: 'account_identifier',
        bankName: 'bank_name',
        bic: 'bic',
        reference: 'reference',
      },
      today,
      todayReads: 'rows',
    }),

    /** Payout details sealed under the carrier's data key, to write (ADR 0073). */
    async sealed(trx: Transaction, carrierId: string, details: BeneficiaryState): Promise<BeneficiaryState> {
      const seal = await keys.sealer(trx, carrierId);
      return {
        holderName: seal('holder_name', details.holderName) as string,
        accountIdentifier: seal('account_identifier', details.accountIdentifier) as string,
        bankName: seal('bank_name', details.bankName),
        bic: seal('bic', details.bic),
        reference: seal('reference', details.reference),
      };
    },

    async effectiveAt(carrierId: string, at: string): Promise<Beneficiary | undefined> {
      const row = (await db('carrier_beneficiaries')
        .select(COLUMNS)
        .where({ carrier_id: carrierId })
        .andWhereRaw(`daterange(effective_from, effective_to, '[]') @> ?::date`, [at])
        .first()) as BeneficiaryRow | undefined;
      return row ? (await opened([row], toBeneficiary))[0] : undefined;
    },

    /** The carrier's PENDING requests past their expiry, marked EXPIRED with the reason. */
    expirePending: markExpiredChanges,

    async pendingChange(carrierId: string, trx?: Transaction): Promise<BeneficiaryChange | undefined> {
      const row = (await (trx ?? db)('beneficiary_changes')
        .select('*', db.raw(EXPIRED))
        .where({ carrier_id: carrierId, status: 'PENDING' })
        .andWhereRaw('expires_at > now()')
        .first()) as ChangeRow | undefined;
      return row ? (await opened([row], toChange, trx))[0] : undefined;
    },

    async insertChange(trx: Transaction, request: ChangeRequest): Promise<string> {
      const seal = await keys.sealer(trx, request.carrierId);
      const [row] = await trx('beneficiary_changes')
        .insert({
          carrier_id: request.carrierId,
          holder_name: seal('holder_name', request.holderName),
          account_identifier: seal('account_identifier', request.accountIdentifier),
          bank_name: seal('bank_name', request.bankName),
          bic: seal('bic', request.bic),
          reference: seal('reference', request.reference),
          effective_from: request.effectiveFrom,
          name_check: request.nameCheck,
          requested_by: request.requestedBy,
          ...(request.confirmedByRequest
            ? { confirmed_by: request.requestedBy, confirmed_at: trx.fn.now() }
            : {}),
          expires_at: trx.raw(`now() + make_interval(days => ?)`, [request.ttlDays]),
        })
        .returning('id');
      return (row as { id: string }).id;
    },

    /** A change request of the carrier, locked for its decision when `trx` is given. */
    async findChange(
      carrierId: string,
      id: string,
      trx?: Transaction,
    ): Promise<(BeneficiaryChange & { full: RevealedDetails | undefined }) | undefined> {
      const query = (trx ?? db)('beneficiary_changes')
        .select('*', db.raw(EXPIRED))
        .where({ id, carrier_id: carrierId });
      const row = (await (trx ? query.forUpdate() : query).first()) as ChangeRow | undefined;
      if (!row) return undefined;
      const [change] = await opened(
        [row],
        (r, open) => ({ ...toChange(r, open), full: revealed(r, open) }),
        trx,
      );
      return change;
    },

    /** Records the carrier's confirmation of a pending request (kept as first given). */
    async confirmChange(trx: Transaction, id: string, by: string): Promise<void> {
      await trx('beneficiary_changes')
        .where({ id })
        .whereNull('confirmed_by')
        .update({ confirmed_by: by, confirmed_at: trx.fn.now() });
    },

    async decideChange(
      trx: Transaction,
      id: string,
      decision:
        | {
            status: 'APPROVED';
            by: string;
            appliedFrom: string;
            beneficiaryId: string;
            acknowledged: boolean;
          }
        | { status: 'REJECTED'; by: string; reason: string },
    ): Promise<void> {
      await trx('beneficiary_changes')
        .where({ id })
        .update(
          decision.status === 'APPROVED'
            ? {
                status: 'APPROVED',
                decided_by: decision.by,
                decided_at: trx.fn.now(),
                applied_from: decision.appliedFrom,
                beneficiary_id: decision.beneficiaryId,
                name_mismatch_acknowledged: decision.acknowledged,
              }
            : {
                status: 'REJECTED',
                decided_by: decision.by,
                decided_at: trx.fn.now(),
                decision_reason: decision.reason,
              },
        );
    },

    async listChanges(
      carrierId: string,
      status: BeneficiaryChangeStatus | undefined,
      page: PageRequest,
    ): Promise<{ rows: BeneficiaryChange[]; total: number }> {
      const { rows, total } = await searchPage<ChangeRow>(db, {
        filtered: () => {
          const query = changes().where({ carrier_id: carrierId });
          if (status === 'EXPIRED') return query.where((q) => q.where({ status }).orWhere({ expired: true }));
          if (status === 'PENDING') return query.where({ status, expired: false });
          return status ? query.where({ status }) : query;
        },
        columns: CHANGE_COLUMNS,
        order: [{ column: 'requested_at', order: 'desc' }],
        page,
      });
      return { rows: await opened(rows, toChange), total };
    },

    /** One period of the carrier's payout details, and its full details (undefined once erased). */
    async periodDetails(
      carrierId: string,
      id: string,
    ): Promise<{ full: RevealedDetails | undefined } | undefined> {
      const row = (await db('carrier_beneficiaries')
        .select(COLUMNS)
        .where({ id, carrier_id: carrierId })
        .first()) as BeneficiaryRow | undefined;
      return row ? (await opened([row], (r, open) => ({ full: revealed(r, open) })))[0] : undefined;
    },

    async recordReveal(
      trx: Transaction,
      reveal: {
        carrierId: string;
        beneficiaryId?: string;
        changeId?: string;
        reason: string;
        by: string;
        requestId: string;
      },
    ): Promise<void> {
      await trx('payout_reveals').insert({
        carrier_id: reveal.carrierId,
        beneficiary_id: reveal.beneficiaryId ?? null,
        beneficiary_change_id: reveal.changeId ?? null,
        reason: reveal.reason,
        revealed_by: reveal.by,
        request_id: reveal.requestId,
      });
    },

    async listReveals(
      carrierId: string,
      page: PageRequest,
    ): Promise<{ rows: PayoutReveal[]; total: number }> {
      const { rows, total } = await searchPage<RevealRow>(db, {
        filtered: () => db('payout_reveals').where({ carrier_id: carrierId }),
        columns: [
          'id',
          'carrier_id',
          'beneficiary_id',
          'beneficiary_change_id',
          'reason',
          'revealed_by',
          'revealed_at',
          'request_id',
        ],
        order: [{ column: 'revealed_at', order: 'desc' }],
        page,
      });
      return { rows: rows.map(toReveal), total };
    },

    async history(carrierId: string, page: PageRequest): Promise<{ rows: Beneficiary[]; total: number }> {
      const { rows, total } = await searchPage<BeneficiaryRow>(db, {
        filtered: () => db('carrier_beneficiaries').where({ carrier_id: carrierId }),
        columns: COLUMNS,
        order: [{ column: 'effective_from', order: 'desc' }],
        page,
      });
      return { rows: await opened(rows, toBeneficiary), total };
    },
  };
}

export type BeneficiaryRepository = ReturnType<typeof createBeneficiaryRepository>;
