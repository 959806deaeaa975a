/** Bays: created in an active station area, corrected while active, decommissioned for good. */
import {
  assertPrecondition,
  stateMachine,
  type Database,
  type PageRequest,
  type Precondition,
} from '@transport/platform';
import { Errors } from '../errors.ts';
import type { StationAreaPort } from '../station-areas/station-areas.port.ts';
import type {
  Bay,
  BayCapabilities,
  BayCriteria,
  BayInput,
  BayPatch,
  BayRepository,
  BayStatus,
} from './bays.repository.ts';

/** A bay is decommissioned once, for good. */
const LIFECYCLE = stateMachine<BayStatus, 'decommission'>({
  decommission: { from: ['ACTIVE'], to: 'DECOMMISSIONED' },
});

export function createBayService(db: Database, bays: BayRepository, areas: StationAreaPort) {
  return {
    create(input: BayInput, actor: string): Promise<string> {
      return db.transaction(async (trx) => {
        // A share lock on the area: concurrent bay creations proceed, a retirement waits.
        await areas.lockForUse(trx, input.stationAreaId);
        return bays.insert(trx, input, actor);
      });
    },

    async get(id: string): Promise<Bay> {
      const bay = await bays.findById(id);
      if (!bay) throw Errors.bayNotFound(id);
      return bay;
    },

    /** The answer's JSON text: `{data, page, size, total}`. */
    search(criteria: BayCriteria, page: PageRequest): Promise<string> {
      return bays.search(criteria, page);
    },

    correct(id: string, patch: BayPatch, actor: string, wanted?: Precondition): Promise<Bay> {
      return db.transaction(async (trx) => {
        const bay = await bays.lock(trx, id);
        if (!bay) throw Errors.bayNotFound(id);
        assertPrecondition(wanted, bay, 'bay');
        if (bay.status === 'DECOMMISSIONED') throw Errors.bayDecommissioned(bay.code);
        await bays.update(trx, id, patch, actor);
        return (await bays.findById(id, trx)) as Bay;
      });
    },

    setCapabilities(id: string, capabilities: BayCapabilities, actor: string): Promise<Bay> {
      return db.transaction(async (trx) => {
        const bay = await bays.lock(trx, id);
        if (!bay) throw Errors.bayNotFound(id);
        if (bay.status === 'DECOMMISSIONED') throw Errors.bayDecommissioned(bay.code);
        await bays.setCapabilities(trx, id, capabilities, actor);
        return (await bays.findById(id, trx)) as Bay;
      });
    },

    decommission(id: string, actor: string): Promise<Bay> {
      return db.transaction(async (trx) => {
        const bay = await bays.lock(trx, id);
        if (!bay) throw Errors.bayNotFound(id);
        LIFECYCLE.next(bay.status, 'decommission', () => Errors.bayDecommissioned(bay.code));
        await bays.decommission(trx, id, actor);
        return (await bays.findById(id, trx)) as Bay;
      });
    },
  };
}

export type BayService = ReturnType<typeof createBayService>;
