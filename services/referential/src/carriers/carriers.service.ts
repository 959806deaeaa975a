/**
 * Carriers: registered PENDING, then ACTIVE, SUSPENDED (with a reason) and ACTIVE again
 * (`CarrierStatus` in the contract). Every other move is refused with the current status named.
 */
import {
  assertPrecondition,
  pageOf,
  stateMachine,
  type Database,
  type Page,
  type PageRequest,
  type Precondition,
} from '@transport/platform';
import { Errors } from '../errors.ts';
import type {
  Carrier,
  CarrierCorrection,
  CarrierCriteria,
  CarrierRegistration,
  CarrierRepository,
  CarrierStatus,
} from './carriers.repository.ts';

type CarrierMove = 'activate' | 'suspend' | 'reactivate';

/** The one status each move starts from, and where it leads. */
const LIFECYCLE = stateMachine<CarrierStatus, CarrierMove>({
  activate: { from: ['PENDING'], to: 'ACTIVE' },
  suspend: { from: ['ACTIVE'], to: 'SUSPENDED' },
  reactivate: { from: ['SUSPENDED'], to: 'ACTIVE' },
});

export function createCarrierService(db: Database, carriers: CarrierRepository) {
  function move(id: string, name: CarrierMove, reason: string | null, actor: string): Promise<Carrier> {
    return db.transaction(async (trx) => {
      const carrier = await carriers.lock(trx, id, 'update');
      if (!carrier) throw Errors.carrierNotFound(id);
      const to = LIFECYCLE.next(carrier.status, name, (status, move, from) =>
        Errors.carrierTransitionRefused(carrier.code, status, move, from.join(' or ')),
      );
      await carriers.changeStatus(trx, id, carrier.status, to, reason, actor);
      return (await carriers.findById(id, trx)) as Carrier;
    });
  }

  return {
    async register(input: CarrierRegistration, actor: string): Promise<string> {
      return carriers.insert(input, actor);
    },

    async get(id: string): Promise<Carrier> {
      const carrier = await carriers.findById(id);
      if (!carrier) throw Errors.carrierNotFound(id);
      return carrier;
    },

    async getByCode(code: string): Promise<Carrier> {
      const carrier = await carriers.findByCode(code);
      if (!carrier) throw Errors.carrierCodeNotFound(code);
      return carrier;
    },

    async search(criteria: CarrierCriteria, page: PageRequest): Promise<Page<Carrier>> {
      const { rows, total } = await carriers.search(criteria, page);
      return pageOf(page, rows, total);
    },

    async correct(
      id: string,
      fields: CarrierCorrection,
      actor: string,
      wanted?: Precondition,
    ): Promise<void> {
      await db.transaction(async (trx) => {
        const carrier = await carriers.lock(trx, id, 'update');
        if (!carrier) throw Errors.carrierNotFound(id);
        assertPrecondition(wanted, carrier, 'carrier');
        await carriers.update(trx, id, fields, actor);
      });
    },

    activate: (id: string, actor: string) => move(id, 'activate', null, actor),
    suspend: (id: string, reason: string, actor: string) => move(id, 'suspend', reason, actor),
    reactivate: (id: string, actor: string) => move(id, 'reactivate', null, actor),
  };
}

export type CarrierService = ReturnType<typeof createCarrierService>;
