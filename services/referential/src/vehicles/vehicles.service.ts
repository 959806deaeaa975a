/**
 * Vehicles: registered IN_SERVICE under a carrier from a date, corrected, transferred to
 * another carrier from a date (the period in place closes the day before), given another
 * category, re-seated, moved OUT_OF_SERVICE and back, and WITHDRAWN for good. Owner, category,
 * lifecycle and seats are effective-dated (`vehicle_states`): each change applies from a date,
 * today or later, and is carried onto the periods already recorded after it (a lifecycle move
 * is refused when one is); reads answer any date. Every change, with its reason, is in the audit
 * trail: the vehicle's `…/changes` (ADR 0075).
 */
import {
  assertPrecondition,
  dayBefore,
  pageOf,
  recordReason,
  stateMachine,
  type Database,
  type Page,
  type PageRequest,
  type Precondition,
  type Transaction,
  type Clock,
} from '@transport/platform';
import { vehicleErrors } from './vehicles.errors.ts';
import { historyRefusals } from '../period.errors.ts';
import type { CarrierPort } from '../carriers/carriers.port.ts';
import type { VehicleCategoryPort } from '../vehicle-categories/vehicle-categories.port.ts';
import type { VehicleIdentifierPort } from '../vehicle-identifiers/vehicle-identifiers.port.ts';
import type {
  Vehicle,
  VehicleCorrection,
  VehicleCriteria,
  VehicleLifecycle,
  VehicleRegistration,
  VehicleRepository,
  VehicleState,
} from './vehicles.repository.ts';

/** The lifecycle, each move named by the state it leads to: WITHDRAWN is for good. */
const LIFECYCLE = stateMachine<VehicleLifecycle, VehicleLifecycle>({
  IN_SERVICE: { from: ['OUT_OF_SERVICE'], to: 'IN_SERVICE' },
  OUT_OF_SERVICE: { from: ['IN_SERVICE'], to: 'OUT_OF_SERVICE' },
  WITHDRAWN: { from: ['IN_SERVICE', 'OUT_OF_SERVICE'], to: 'WITHDRAWN' },
});

export function createVehicleService(
  db: Database,
  vehicles: VehicleRepository,
  carriers: CarrierPort,
  categories: VehicleCategoryPort,
  identifiers: VehicleIdentifierPort,
  clock: Clock,
) {
  const today = () => clock.today();

  /** Locks the vehicle, refusing an unknown or withdrawn one. */
  async function lockChangeable(trx: Transaction, id: string): Promise<Vehicle> {
    const vehicle = await lock(trx, id);
    if (vehicle.lifecycle === 'WITHDRAWN') throw vehicleErrors.vehicleWithdrawn(vehicle.registration);
    return vehicle;
  }

  /** Locks the vehicle, refusing an unknown one. */
  async function lock(trx: Transaction, id: string): Promise<Vehicle> {
    const vehicle = await vehicles.lock(trx, id, today(), 'update');
    if (!vehicle) throw vehicleErrors.vehicleNotFound(id);
    return vehicle;
  }

  /** The vehicle's owner, category, lifecycle and seats over time. */
  const history = vehicles.states.history({
    lock,
    async get(id) {
      if (!(await vehicles.findById(id, today()))) throw vehicleErrors.vehicleNotFound(id);
    },
    refusals: (vehicle) => historyRefusals(`the vehicle ${vehicle.registration}`),
  });

  /**
   * A change of the vehicle's dated state from `from` (today when absent, never before today),
   * for `reason` (recorded with its writes in the audit trail): `check` runs first on the locked
   * vehicle, `decide` reads the state that day and answers the fields that change, carried onto
   * later periods when `override`; `after` runs last in the transaction. Answers the vehicle as
   * it stands from `from`.
   */
  function changeState(
    id: string,
    actor: string,
    input: {
      from?: string | undefined;
      reason?: string | undefined;
      override: boolean;
      lifecycleMove?: boolean;
    },
    steps: {
      check?: (trx: Transaction, vehicle: Vehicle) => Promise<void>;
      decide: (current: VehicleState, vehicle: Vehicle) => Partial<VehicleState>;
      after?: (trx: Transaction) => Promise<void>;
    },
  ): Promise<Vehicle> {
    const from = input.from ?? today();
    return db.transaction(async (trx) => {
      await recordReason(trx, input.reason);
      // A lifecycle move names a withdrawn vehicle's state itself, as a refused move.
      const vehicle = input.lifecycleMove ? await lock(trx, id) : await lockChangeable(trx, id);
      await steps.check?.(trx, vehicle);
      const dated = vehicles.states.writes(historyRefusals(`the vehicle ${vehicle.registration}`));
      const { state } = await dated.change(
        trx,
        id,
        { from, today: today(), override: input.override },
        (current) => {
          if (current.lifecycle === 'WITHDRAWN' && !input.lifecycleMove)
            throw vehicleErrors.vehicleWithdrawn(vehicle.registration);
          return steps.decide(current, vehicle);
        },
        actor,
      );
      await steps.after?.(trx);
      return { ...((await vehicles.findById(id, from, trx)) as Vehicle), ...state };
    });
  }

  return {
    /** The dated history: timeline, cancellations and corrections. */
    dated: history,

    register(input: VehicleRegistration, actor: string): Promise<string> {
      const ownedFrom = input.ownedFrom ?? today();
      return db.transaction(async (trx) => {
        await carriers.lockForUse(trx, input.carrierId, 'share');
        await categories.lockAssignable(trx, input.categoryId);
        const id = await vehicles.insert(trx, { ...input, ownedFrom }, actor);
        await vehicles.states.open(
          trx,
          id,
          ownedFrom,
          {
            carrierId: input.carrierId,
            categoryId: input.categoryId,
            lifecycle: 'IN_SERVICE',
            lifecycleReason: null,
            seats: input.seats,
            standingPlaces: input.standingPlaces ?? null,
          },
          actor,
        );
        return id;
      });
    },

    /** The vehicle as it stood on `at` (today by default). */
    async get(id: string, at?: string): Promise<Vehicle> {
      const vehicle = await vehicles.findById(id, at ?? today());
      if (!vehicle) throw vehicleErrors.vehicleNotFound(id);
      return vehicle;
    },

    async search(criteria: VehicleCriteria & { at?: string }, page: PageRequest): Promise<Page<Vehicle>> {
      const { rows, total, totalIsExact } = await vehicles.search(criteria, criteria.at ?? today(), page);
      return pageOf(page, rows, total, totalIsExact);
    },

    correct(id: string, patch: VehicleCorrection, actor: string, wanted?: Precondition): Promise<Vehicle> {
      return db.transaction(async (trx) => {
        const vehicle = await lockChangeable(trx, id);
        assertPrecondition(wanted, vehicle, 'vehicle');
        await vehicles.update(trx, id, vehicles.correctionChanges(patch), actor);
        return (await vehicles.findById(id, today(), trx)) as Vehicle;
      });
    },

    /**
     * Transfers the vehicle from `effectiveFrom` (today or later, like every dated change: a
     * past owner is a correction of the timeline), after the first day of its latest owner's
     * periods.
     */
    transfer(
      id: string,
      input: { carrierId: string; effectiveFrom: string; reason?: string },
      actor: string,
    ): Promise<Vehicle> {
      return changeState(
        id,
        actor,
        { from: input.effectiveFrom, reason: input.reason, override: true },
        {
          async check(trx, vehicle) {
            await carriers.lockForUse(trx, input.carrierId, 'share');
            const periods = await vehicles.states.rows(trx, id);
            const latest = periods.at(-1);
            if (!latest) return;
            if (latest.state.carrierId === input.carrierId && latest.effectiveTo === null)
              throw vehicleErrors.vehicleTransferSameCarrier(vehicle.registration);
            // The first day of the latest owner's run of periods.
            let since = latest.effectiveFrom;
            for (const period of periods.slice(0, -1).reverse()) {
              if (
                period.state.carrierId !== latest.state.carrierId ||
                period.effectiveTo !== dayBefore(since)
              )
                break;
              since = period.effectiveFrom;
            }
            if (input.effectiveFrom <= since)
              throw vehicleErrors.vehicleTransferDate(vehicle.registration, since);
          },
          decide: () => ({ carrierId: input.carrierId }),
        },
      );
    },

    changeCategory(
      id: string,
      input: { categoryId: string; reason?: string; effectiveFrom?: string },
      actor: string,
    ): Promise<Vehicle> {
      return changeState(
        id,
        actor,
        { from: input.effectiveFrom, reason: input.reason, override: true },
        {
          check: (trx) => categories.lockAssignable(trx, input.categoryId).then(() => undefined),
          decide: (current) =>
            current.categoryId === input.categoryId ? {} : { categoryId: input.categoryId },
        },
      );
    },

    /** Moves the lifecycle from a date; refused when a change is recorded after it. */
    changeLifecycle(
      id: string,
      input: { lifecycle: VehicleLifecycle; reason?: string; effectiveFrom?: string },
      actor: string,
    ): Promise<Vehicle> {
      return changeState(
        id,
        actor,
        { from: input.effectiveFrom, reason: input.reason, override: false, lifecycleMove: true },
        {
          decide(current, vehicle) {
            LIFECYCLE.next(current.lifecycle, input.lifecycle, (state, target) =>
              vehicleErrors.vehicleLifecycleRefused(vehicle.registration, state, target),
            );
            return { lifecycle: input.lifecycle, lifecycleReason: input.reason ?? null };
          },
          async after(trx) {
            // Identifiers are revoked when the withdrawal takes effect today.
            if (input.lifecycle === 'WITHDRAWN' && (input.effectiveFrom ?? today()) <= today())
              await identifiers.revokeAllOfVehicle(trx, id, 'vehicle withdrawn', actor);
          },
        },
      );
    },

    changeSeats(
      id: string,
      input: { seats: number; standingPlaces?: number | null; reason?: string; effectiveFrom?: string },
      actor: string,
    ): Promise<Vehicle> {
      return changeState(
        id,
        actor,
        { from: input.effectiveFrom, reason: input.reason, override: true },
        {
          decide: (current) => ({
            seats: input.seats,
            standingPlaces:
              input.standingPlaces === undefined ? current.standingPlaces : input.standingPlaces,
          }),
        },
      );
    },
  };
}

export type VehicleService = ReturnType<typeof createVehicleService>;
