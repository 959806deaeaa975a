/**
 * Bays: created in an active station area, corrected while active, decommissioned for good. A
 * bay's status and capabilities are effective-dated (`bay_states`, ADR 0029): a change applies
 * from a date, today or later (a decommissioning from next month), reads answer any date, a
 * change still to come can be cancelled, and the past is changed only by the correction modes.
 */
import {
  assertPrecondition,
  stateMachine,
  type Database,
  type PageRequest,
  type Precondition,
  type Transaction,
  type Clock,
} from '@transport/platform';
import { bayErrors } from './bays.errors.ts';
import { historyRefusals } from '../period.errors.ts';
import type { StationAreaPort } from '../station-areas/station-areas.port.ts';
import type {
  Bay,
  BayCapabilities,
  BayCriteria,
  BayInput,
  BayPatch,
  BayRepository,
  BayState,
  BayStatus,
} from './bays.repository.ts';

/** A bay is decommissioned once, for good. */
const LIFECYCLE = stateMachine<BayStatus, 'decommission'>({
  decommission: { from: ['ACTIVE'], to: 'DECOMMISSIONED' },
});

export function createBayService(db: Database, bays: BayRepository, areas: StationAreaPort, clock: Clock) {
  const today = () => clock.today();

  /** The bay on a date, and its status and capabilities over time. */
  const records = bays.states.records(bays, {
    what: 'bay',
    notFound: bayErrors.bayNotFound,
    refusals: historyRefusals,
  });
  const history = records.history;

  /**
   * A change of the bay's state from `effectiveFrom` (today when absent), refused on a
   * decommissioned bay: today's as before, a later date's naming the date. Attributes
   * (`carry`) are carried onto the changes already recorded after that date.
   */
  function change(
    id: string,
    effectiveFrom: string | undefined,
    carry: boolean,
    decide: (bay: Bay, current: BayState) => Partial<BayState>,
    actor: string,
    after?: (trx: Transaction) => Promise<void>,
  ): Promise<Bay> {
    const from = effectiveFrom ?? today();
    return history.write(id, async (trx, bay, dated) => {
      await dated.change(
        trx,
        id,
        { from, today: today(), override: carry },
        (current) => {
          if (current.status === 'DECOMMISSIONED')
            throw effectiveFrom === undefined
              ? bayErrors.bayDecommissioned(bay.code)
              : records.retired(bay, from, current.status);
          return decide(bay, current);
        },
        actor,
      );
      await after?.(trx);
      const read = (await bays.findById(id, trx)) as Bay;
      const state = (await bays.states.at(id, from, trx))?.state;
      return { ...read, ...state };
    });
  }

  return {
    /** The dated history: timeline, cancellations and corrections. */
    dated: history,

    create(input: BayInput, actor: string): Promise<string> {
      return db.transaction(async (trx) => {
        // A share lock on the area: concurrent bay creations proceed, a retirement waits.
        await areas.lockForUse(trx, input.stationAreaId);
        return bays.insert(trx, input, today(), actor);
      });
    },

    /** The bay as it stood on `at`: today's from its own columns, another day's from its rows. */
    get: records.get,

    /** The answer's JSON text: `{data, page, size, total}`, each bay as it stood on `at`. */
    async search(criteria: BayCriteria, page: PageRequest): Promise<string> {
      const projected = await records.readsRecord(criteria.at);
      return bays.search({ ...criteria, at: projected ? undefined : (criteria.at ?? today()) }, page);
    },

    /** The code and position in place; the dimensions from today, carried onto later changes. */
    correct(id: string, patch: BayPatch, actor: string, wanted?: Precondition): Promise<Bay> {
      return db.transaction(async (trx) => {
        const bay = await bays.lock(trx, id);
        if (!bay) throw bayErrors.bayNotFound(id);
        assertPrecondition(wanted, bay, 'bay');
        if (bay.status === 'DECOMMISSIONED') throw bayErrors.bayDecommissioned(bay.code);
        await bays.update(trx, id, patch, actor);
        const dimensions: Partial<BayState> = {};
        if (patch.lengthM !== undefined) dimensions.lengthM = patch.lengthM;
        if (patch.heightM !== undefined) dimensions.heightM = patch.heightM;
        if (Object.keys(dimensions).length > 0)
          await bays.states
            .writes(historyRefusals(`the bay ${bay.code}`))
            .change(trx, id, { from: today(), today: today(), override: true }, () => dimensions, actor);
        return (await bays.findById(id, trx)) as Bay;
      });
    },

    setCapabilities(
      id: string,
      body: BayCapabilities & { effectiveFrom?: string },
      actor: string,
    ): Promise<Bay> {
      const { effectiveFrom, ...capabilities } = body;
      return change(id, effectiveFrom, true, () => capabilities, actor);
    },

    decommission(id: string, actor: string, effectiveFrom?: string): Promise<Bay> {
      return change(
        id,
        effectiveFrom,
        false,
        (bay, current) => ({
          status: LIFECYCLE.next(current.status, 'decommission', () => bayErrors.bayDecommissioned(bay.code)),
        }),
        actor,
        (trx) => bays.logDecommissioning(trx, id, actor),
      );
    },
  };
}

export type BayService = ReturnType<typeof createBayService>;
