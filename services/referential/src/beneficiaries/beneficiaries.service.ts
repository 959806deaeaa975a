/**
 * Payout details of carriers, effective-dated and under dual control (ADR 0066): recording
 * details makes a change request; only its approval by someone else makes them the carrier's
 * details from their date, closing the ones in force the day before in the same transaction.
 * The account identifier is sensitive: it is checked (IBAN mod 97) but never repeated in an
 * error, never logged, masked in every read, and given whole only by a recorded reveal.
 */
import {
  dayBefore,
  pageOf,
  type Clock,
  type Database,
  type Page,
  type PageRequest,
  type Transaction,
} from '@transport/platform';
import { beneficiaryErrors } from './beneficiaries.errors.ts';
import { historyRefusals } from '../period.errors.ts';
import type { CarrierPort } from '../carriers/carriers.port.ts';
import type {
  BeneficiaryChange,
  EffectiveBeneficiary,
  BeneficiaryHistoryPage,
  BeneficiaryChangeStatus,
  BeneficiaryInput,
  BeneficiaryRepository,
  PayoutReveal,
  RevealedDetails,
} from './beneficiaries.repository.ts';
import {
  erasePayoutDetailsAfterRetention,
  type PayoutErasure,
  type PayoutKeys,
} from './payout-keys.repository.ts';

/** Payout details as a period holds them, in the clear. */
interface PayoutDetails {
  holderName: string;
  accountIdentifier: string;
  bankName: string | null;
  bic: string | null;
  reference: string | null;
}

/**
 * How long payout details are kept after a carrier's withdrawal, how long a change request
 * waits for its decision before it expires (`PAYOUT_CHANGE_REQUEST_TTL_DAYS`), and whether its
 * approval needs the carrier's confirmation (`PAYOUT_CHANGE_CONFIRMATION_REQUIRED`).
 */
export interface PayoutRetention {
  retentionDays: number;
  changeRequestTtlDays: number;
  confirmationRequired: boolean;
}

// Legal forms left out when a holder's name is compared with the carrier's.
const LEGAL_FORMS = new Set([
  'sa',
  'sas',
  'sasu',
  'sarl',
  'eurl',
  'sca',
  'scop',
  'ltd',
  'limited',
  'plc',
  'llc',
  'inc',
  'gmbh',
  'ag',
  'kg',
  'bv',
  'nv',
  'spa',
  'srl',
  'sl',
  'oy',
  'ab',
  'as',
]);

/** A name as compared: accents, case, punctuation and legal forms left out. */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !LEGAL_FORMS.has(word))
    .join(' ');
}

/** An IBAN without spaces, upper case, when its country format and mod-97 checksum hold. */
export function normalizeIban(value: string): string | undefined {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return undefined;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? iban : undefined;
}

export function createBeneficiaryService(
  db: Database,
  beneficiaries: BeneficiaryRepository,
  carriers: CarrierPort,
  clock: Clock,
  keys: PayoutKeys,
  retention: PayoutRetention,
) {
  const { states } = beneficiaries;

  /**
   * Opens the details from `from` in the caller's transaction, closing the ones in force the day
   * before; refuses a date on or before the start of the current details (history is kept).
   */
  async function open(
    trx: Transaction,
    carrierId: string,
    carrierCode: string,
    from: string,
    state: PayoutDetails,
    actor: string,
  ): Promise<string> {
    // The period starting last is the only one that can still run past the new one's start.
    const current = (await states.rows(trx, carrierId)).at(-1);
    if (current) {
      if (from <= current.effectiveFrom)
        throw beneficiaryErrors.beneficiaryPeriodConflict(carrierCode, current.effectiveFrom);
      if (current.effectiveTo === null || current.effectiveTo >= from)
        await states
          .writes(historyRefusals(`the payout details of the carrier ${carrierCode}`))
          .end(trx, carrierId, current.id, dayBefore(from), actor);
    }
    return states.open(trx, carrierId, from, await beneficiaries.sealed(trx, carrierId, state), actor);
  }

  /**
   * Refuses payout details taking effect on `from` for a carrier WITHDRAWN then: its details are
   * kept as they were until the retention period erases them (ADR 0101).
   */
  async function refuseWithdrawn(carrierId: string, carrierCode: string, from: string): Promise<void> {
    if ((await carriers.statusOn(carrierId, from))?.state.status === 'WITHDRAWN')
      throw beneficiaryErrors.carrierWithdrawn(carrierCode, from);
  }

  async function requireChange(carrierId: string, id: string, trx?: Transaction) {
    if (!trx) await carriers.requireExists(carrierId);
    const change = await beneficiaries.findChange(carrierId, id, trx);
    if (!change) throw beneficiaryErrors.changeNotFound(id);
    return change;
  }

  async function readChange(carrierId: string, id: string): Promise<BeneficiaryChange> {
    const { full: _full, ...change } = await requireChange(carrierId, id);
    return change;
  }

  /** The carrier's change request waiting for approval, as the reads of its details show it. */
  async function pendingSummary(carrierId: string): Promise<EffectiveBeneficiary['pendingChange']> {
    const pending = await beneficiaries.pendingChange(carrierId);
    return pending
      ? {
          id: pending.id,
          effectiveFrom: pending.effectiveFrom,
          requestedAt: pending.requestedAt,
          requestedBy: pending.requestedBy,
        }
      : null;
  }

  return {
    /**
     * Records a change request for the carrier's payout details; the details in force stay so
     * until someone else approves it. One request per carrier waits at a time. Made by the
     * carrier itself (`byCarrier`, a token scoped to it), the request is its confirmation.
     */
    async request(
      carrierId: string,
      input: BeneficiaryInput,
      actor: string,
      byCarrier = false,
    ): Promise<string> {
      const accountIdentifier = normalizeIban(input.accountIdentifier);
      if (!accountIdentifier) throw beneficiaryErrors.accountIdentifierInvalid();
      return db.transaction(async (trx) => {
        // The carrier's row lock serialises requests and decisions for one carrier.
        const carrier = await carriers.lockForUse(trx, carrierId, 'update');
        await beneficiaries.expirePending(trx, carrierId);
        const pending = await beneficiaries.pendingChange(carrierId, trx);
        if (pending) throw beneficiaryErrors.changePending(pending.id);
        const current = (await states.rows(trx, carrierId)).at(-1);
        if (current && input.effectiveFrom <= current.effectiveFrom)
          throw beneficiaryErrors.beneficiaryPeriodConflict(carrier.code, current.effectiveFrom);
        const today = clock.today();
        await refuseWithdrawn(
          carrierId,
          carrier.code,
          input.effectiveFrom > today ? input.effectiveFrom : today,
        );
        return beneficiaries.insertChange(trx, {
          carrierId,
          holderName: input.holderName,
          accountIdentifier,
          bankName: input.bankName ?? null,
          bic: input.bic ?? null,
          reference: input.reference ?? null,
          effectiveFrom: input.effectiveFrom,
          nameCheck: comparableName(input.holderName) === comparableName(carrier.name) ? 'MATCH' : 'MISMATCH',
          requestedBy: actor,
          confirmedByRequest: byCarrier,
          ttlDays: retention.changeRequestTtlDays,
        });
      });
    },

    /**
     * Approves a pending request: its details become the carrier's from its date, or from today
     * when that date has passed (payouts made meanwhile went to the details then in force).
     */
    async approve(
      carrierId: string,
      id: string,
      actor: string,
      acknowledgeNameMismatch: boolean,
    ): Promise<BeneficiaryChange> {
      await db.transaction(async (trx) => {
        const carrier = await carriers.lockForUse(trx, carrierId, 'update');
        const change = await requireChange(carrierId, id, trx);
        if (change.status !== 'PENDING') throw beneficiaryErrors.changeNotPending(change.status);
        if (change.requestedBy === actor) throw beneficiaryErrors.selfApproval(actor);
        if (retention.confirmationRequired && !change.confirmedBy) throw beneficiaryErrors.unconfirmed();
        // A pending request is rejected by an erasure: only a request of a key since destroyed
        // concurrently could get here.
        if (!change.full) throw beneficiaryErrors.payoutDetailsErased();
        if (change.nameCheck === 'MISMATCH' && !acknowledgeNameMismatch)
          throw beneficiaryErrors.nameMismatchUnacknowledged(change.full.holderName, carrier.name);
        const today = clock.today();
        const from = change.effectiveFrom > today ? change.effectiveFrom : today;
        await refuseWithdrawn(carrierId, carrier.code, from);
        const details = {
          holderName: change.full.holderName,
          accountIdentifier: change.full.accountIdentifier,
          bankName: change.bankName,
          bic: change.bic,
          reference: change.reference,
        };
        const beneficiaryId = await open(trx, carrierId, carrier.code, from, details, actor);
        await beneficiaries.decideChange(trx, id, {
          status: 'APPROVED',
          by: actor,
          appliedFrom: from,
          beneficiaryId,
          acknowledged: change.nameCheck === 'MISMATCH',
        });
      });
      return readChange(carrierId, id);
    },

    /**
     * The carrier confirms a pending request (`byCarrier`: the caller's token is scoped to the
     * carrier, whose row-level security already hides another carrier's requests). Confirming
     * again keeps the first confirmation.
     */
    async confirm(
      carrierId: string,
      id: string,
      actor: string,
      byCarrier: boolean,
    ): Promise<BeneficiaryChange> {
      if (!byCarrier) throw beneficiaryErrors.confirmationByCarrier();
      await db.transaction(async (trx) => {
        await carriers.lockForUse(trx, carrierId, 'update');
        const change = await requireChange(carrierId, id, trx);
        if (change.status !== 'PENDING') throw beneficiaryErrors.changeNotPending(change.status);
        await beneficiaries.confirmChange(trx, id, actor);
      });
      return readChange(carrierId, id);
    },

    /** Rejects a pending request with its reason (its author may withdraw it this way). */
    async reject(carrierId: string, id: string, actor: string, reason: string): Promise<BeneficiaryChange> {
      await db.transaction(async (trx) => {
        await carriers.lockForUse(trx, carrierId, 'update');
        const change = await requireChange(carrierId, id, trx);
        if (change.status !== 'PENDING') throw beneficiaryErrors.changeNotPending(change.status);
        await beneficiaries.decideChange(trx, id, { status: 'REJECTED', by: actor, reason });
      });
      return readChange(carrierId, id);
    },

    change: readChange,

    async changes(
      carrierId: string,
      status: BeneficiaryChangeStatus | undefined,
      page: PageRequest,
    ): Promise<Page<BeneficiaryChange>> {
      await carriers.requireExists(carrierId);
      const { rows, total } = await beneficiaries.listChanges(carrierId, status, page);
      return pageOf(page, rows, total);
    },

    /** The full details of a period or of a change request, the reveal recorded with its reason. */
    async reveal(
      carrierId: string,
      subject: { beneficiaryId: string } | { changeId: string },
      reveal: { reason: string; actor: string; requestId: string },
    ): Promise<RevealedDetails> {
      let details: RevealedDetails | undefined;
      if ('changeId' in subject) details = (await requireChange(carrierId, subject.changeId)).full;
      else {
        await carriers.requireExists(carrierId);
        const period = await beneficiaries.periodDetails(carrierId, subject.beneficiaryId);
        if (!period) throw beneficiaryErrors.beneficiaryPeriodNotFound(subject.beneficiaryId);
        details = period.full;
      }
      if (!details) throw beneficiaryErrors.payoutDetailsErased();
      await db.transaction((trx) =>
        beneficiaries.recordReveal(trx, {
          carrierId,
          ...subject,
          reason: reveal.reason,
          by: reveal.actor,
          requestId: reveal.requestId,
        }),
      );
      return details;
    },

    /**
     * Erases the carrier's payout details on request: destroys its data key (every period's and
     * request's values, the audit trail's copies included, can no longer be opened), rejects a
     * pending request, and records the erasure.
     */
    async erase(
      carrierId: string,
      erasure: { reason: string; actor: string; requestId: string },
    ): Promise<PayoutErasure> {
      const id = await db.transaction(async (trx) => {
        await carriers.lockForUse(trx, carrierId, 'update');
        return keys.eraseIn(trx, {
          carrierId,
          cause: 'REQUEST',
          reason: erasure.reason,
          by: erasure.actor,
          requestId: erasure.requestId,
        });
      });
      if (!id) throw beneficiaryErrors.payoutDetailsErased();
      return keys.findErasure(id);
    },

    /** Erases the payout details of every carrier whose retention has ended by `today`. */
    eraseAfterRetention(today: string = clock.today()): Promise<number> {
      return erasePayoutDetailsAfterRetention(db, today, retention.retentionDays);
    },

    async erasures(carrierId: string, page: PageRequest): Promise<Page<PayoutErasure>> {
      await carriers.requireExists(carrierId);
      const { rows, total } = await keys.listErasures(carrierId, page);
      return pageOf(page, rows, total);
    },

    async reveals(carrierId: string, page: PageRequest): Promise<Page<PayoutReveal>> {
      await carriers.requireExists(carrierId);
      const { rows, total } = await beneficiaries.listReveals(carrierId, page);
      return pageOf(page, rows, total);
    },

    async effective(carrierId: string, at: string | undefined): Promise<EffectiveBeneficiary> {
      await carriers.requireExists(carrierId);
      const date = at ?? clock.today();
      const found = await beneficiaries.effectiveAt(carrierId, date);
      if (!found) throw beneficiaryErrors.beneficiaryNotFound(date);
      return { ...found, pendingChange: await pendingSummary(carrierId) };
    },

    async history(carrierId: string, page: PageRequest): Promise<BeneficiaryHistoryPage> {
      await carriers.requireExists(carrierId);
      const { rows, total } = await beneficiaries.history(carrierId, page);
      return { ...pageOf(page, rows, total), pendingChange: await pendingSummary(carrierId) };
    },
  };
}

export type BeneficiaryService = ReturnType<typeof createBeneficiaryService>;
