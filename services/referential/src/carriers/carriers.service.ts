/**
 * Carriers: registered PENDING, then ACTIVE, SUSPENDED (with a reason) and ACTIVE again, and
 * WITHDRAWN at the end, from which no move leads and from which the retention of its payout
 * details runs (`CarrierStatus` in the contract, ADR 0101). Every other move is refused with the
 * current status named.
 * The status is effective-dated (`carrier_states`): a move applies from a date, today or later
 * (a suspension from next month), reads answer the status of any date, a move still to come can
 * be cancelled, and the history is corrected only by the correction modes.
 */
import {
  assertPrecondition,
  pageOf,
  recordReason,
  stateMachine,
  type Database,
  type Page,
  type PageRequest,
  type Precondition,
  type Clock,
} from '@transport/platform';
import { carrierErrors } from './carriers.errors.ts';
import { historyRefusals, periodErrors } from '../period.errors.ts';
import type {
  Carrier,
  CarrierContactErasure,
  CarrierCorrection,
  CarrierCriteria,
  CarrierRegistration,
  CarrierRepository,
  CarrierState,
  CarrierStatus,
} from './carriers.repository.ts';

type CarrierMove = 'activate' | 'suspend' | 'reactivate' | 'withdraw';

/** The one status each move starts from, and where it leads. */
const LIFECYCLE = stateMachine<CarrierStatus, CarrierMove>({
  activate: { from: ['PENDING'], to: 'ACTIVE' },
  suspend: { from: ['ACTIVE'], to: 'SUSPENDED' },
  reactivate: { from: ['SUSPENDED'], to: 'ACTIVE' },
  withdraw: { from: ['PENDING', 'ACTIVE', 'SUSPENDED'], to: 'WITHDRAWN' },
});

/** A status as a correction gives it: a suspension keeps or takes a reason, other statuses none. */
export interface CarrierStateCorrection {
  status?: CarrierStatus;
  suspensionReason?: string | null;
}

/** A status as a correction leaves it, refused when a suspension has no reason. */
export function correctedStatus(input: CarrierStateCorrection) {
  return (current: CarrierState): Partial<CarrierState> => {
    const status = input.status ?? current.status;
    const reason =
      status === 'SUSPENDED' ? (input.suspensionReason ?? current.suspensionReason ?? null) : null;
    if (status === 'SUSPENDED' && !reason) throw carrierErrors.carrierSuspensionReasonMissing();
    return { status, suspensionReason: reason };
  };
}

export function createCarrierService(db: Database, carriers: CarrierRepository, clock: Clock) {
  const today = () => clock.today();

  /** The carrier's status over time: its timeline, cancellations and corrections. */
  const history = carriers.states.history({
    async lock(trx, id) {
      const carrier = await carriers.lock(trx, id, 'update');
      if (!carrier) throw carrierErrors.carrierNotFound(id);
      return carrier;
    },
    get: (id) => readOn(id, today()),
    refusals: (carrier) => historyRefusals(`the carrier ${carrier.code}`),
  });

  async function readOn(id: string, on: string, field = 'query.at'): Promise<Carrier> {
    const carrier = await carriers.findOn(id, on);
    if (!carrier) throw carrierErrors.carrierNotFound(id);
    if ((carrier.status as CarrierStatus | null) === null)
      throw periodErrors.historyNoState(`the carrier ${carrier.code}`, on, field);
    return carrier;
  }

  function move(
    id: string,
    name: CarrierMove,
    reason: string | null,
    actor: string,
    effectiveFrom?: string,
  ): Promise<Carrier> {
    const from = effectiveFrom ?? today();
    return history.write(id, async (trx, carrier, dated) => {
      await recordReason(trx, reason);
      const { state } = await dated.change(
        trx,
        id,
        { from, today: today() },
        (current) => {
          const to = LIFECYCLE.next(current.status, name, (status, move, needed) =>
            carrierErrors.carrierTransitionRefused(carrier.code, status, move, needed.join(' or ')),
          );
          return { status: to, suspensionReason: to === 'SUSPENDED' ? reason : null };
        },
        actor,
      );
      return { ...((await carriers.findById(id, trx)) as Carrier), ...state };
    });
  }

  return {
    /** The dated history: timeline, cancellations and corrections. */
    dated: history,

    async register(input: CarrierRegistration, actor: string): Promise<string> {
      return carriers.insert(input, today(), actor);
    },

    /** The carrier as it stood on `at` (today by default). */
    get: (id: string, at?: string): Promise<Carrier> => readOn(id, at ?? today()),

    async getByCode(code: string): Promise<Carrier> {
      const carrier = await carriers.findByCode(code);
      if (!carrier) throw carrierErrors.carrierCodeNotFound(code);
      return readOn(carrier.id, today());
    },

    async search(
      criteria: Omit<CarrierCriteria, 'at'> & { at?: string },
      page: PageRequest,
    ): Promise<Page<Carrier>> {
      const { rows, total, totalIsExact } = await carriers.search(
        { ...criteria, at: criteria.at ?? today() },
        page,
      );
      return pageOf(page, rows, total, totalIsExact);
    },

    /**
     * Erases the carrier's contact details on request (a sole trader's, ADR 0101), from its
     * record and its history, and records the erasure with its reason.
     */
    async eraseContactDetails(
      id: string,
      erasure: { reason: string; actor: string; requestId: string },
    ): Promise<CarrierContactErasure> {
      return db.transaction(async (trx) => {
        const carrier = await carriers.lock(trx, id, 'update');
        if (!carrier) throw carrierErrors.carrierNotFound(id);
        await recordReason(trx, erasure.reason);
        const erased = await carriers.eraseContactDetails(trx, carrier, erasure);
        if (!erased) throw carrierErrors.carrierContactDetailsErased(carrier.code);
        return erased;
      });
    },

    async correct(
      id: string,
      fields: CarrierCorrection,
      actor: string,
      wanted?: Precondition,
    ): Promise<void> {
      await db.transaction(async (trx) => {
        const carrier = await carriers.lock(trx, id, 'update');
        if (!carrier) throw carrierErrors.carrierNotFound(id);
        assertPrecondition(wanted, carrier, 'carrier');
        await carriers.update(trx, id, fields, actor);
      });
    },

    activate: (id: string, actor: string, effectiveFrom?: string) =>
      move(id, 'activate', null, actor, effectiveFrom),
    suspend: (id: string, reason: string, actor: string, effectiveFrom?: string) =>
      move(id, 'suspend', reason, actor, effectiveFrom),
    reactivate: (id: string, actor: string, effectiveFrom?: string) =>
      move(id, 'reactivate', null, actor, effectiveFrom),
    withdraw: (id: string, actor: string, effectiveFrom?: string) =>
      move(id, 'withdraw', null, actor, effectiveFrom),
  };
}

export type CarrierService = ReturnType<typeof createCarrierService>;
