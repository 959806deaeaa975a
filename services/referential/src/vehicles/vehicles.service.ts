/**
 * Vehicles: registered IN_SERVICE under a carrier from a date, corrected, transferred to
 * another carrier from a date (the ownership in place closes the day before), given another
 * category, re-seated, moved OUT_OF_SERVICE and back, and WITHDRAWN for good. Every change
 * is kept in the vehicle's history.
 */
import {
  assertPrecondition,
  followPeriod,
  pageOf,
  stateMachine,
  todayIn,
  type Database,
  type Page,
  type PageRequest,
  type Precondition,
  type Transaction,
} from '@transport/platform';
import { Errors } from '../errors.ts';
import type { CarrierPort } from '../carriers/carriers.port.ts';
import type { VehicleCategoryPort } from '../vehicle-categories/vehicle-categories.port.ts';
import type { VehicleIdentifierPort } from '../vehicle-identifiers/vehicle-identifiers.port.ts';
import type {
  Vehicle,
  VehicleCorrection,
  VehicleCriteria,
  VehicleHistoryEvent,
  VehicleLifecycle,
  VehicleRegistration,
  VehicleRepository,
} from './vehicles.repository.ts';

/** The lifecycle, each move named by the state it leads to: WITHDRAWN is for good. */
const LIFECYCLE = stateMachine<VehicleLifecycle, VehicleLifecycle>({
  IN_SERVICE: { from: ['OUT_OF_SERVICE'], to: 'IN_SERVICE' },
  OUT_OF_SERVICE: { from: ['IN_SERVICE'], to: 'OUT_OF_SERVICE' },
  WITHDRAWN: { from: ['IN_SERVICE', 'OUT_OF_SERVICE'], to: 'WITHDRAWN' },
});

const capacity = (seats: number, standing: number | null | undefined) =>
  standing === null || standing === undefined ? String(seats) : `${seats}+${standing}`;

export function createVehicleService(
  db: Database,
  vehicles: VehicleRepository,
  carriers: CarrierPort,
  categories: VehicleCategoryPort,
  identifiers: VehicleIdentifierPort,
  timeZone: string,
) {
  const today = () => todayIn(timeZone);

  /** Runs `change` on a locked vehicle that is not withdrawn; answers the vehicle after it. */
  function changeVehicle(
    id: string,
    actor: string,
    change: (trx: Transaction, vehicle: Vehicle) => Promise<void>,
  ): Promise<Vehicle> {
    return db.transaction(async (trx) => {
      const vehicle = await vehicles.lock(trx, id, today(), 'update');
      if (!vehicle) throw Errors.vehicleNotFound(id);
      if (vehicle.lifecycle === 'WITHDRAWN') throw Errors.vehicleWithdrawn(vehicle.registration);
      await change(trx, vehicle);
      return (await vehicles.findById(id, today(), trx)) as Vehicle;
    });
  }

  return {
    register(input: VehicleRegistration, actor: string): Promise<string> {
      const ownedFrom = input.ownedFrom ?? today();
      return db.transaction(async (trx) => {
        await carriers.lockForUse(trx, input.carrierId, 'share');
        await categories.lockAssignable(trx, input.categoryId);
        const id = await vehicles.insert(trx, { ...input, ownedFrom }, actor);
        await vehicles.ownerships.insert(
          trx,
          { ownerId: id, subjectId: input.carrierId, effectiveFrom: ownedFrom },
          actor,
        );
        await vehicles.addEvent(
          trx,
          id,
          { kind: 'REGISTERED', toValue: input.carrierId, effectiveFrom: ownedFrom },
          actor,
        );
        return id;
      });
    },

    async get(id: string): Promise<Vehicle> {
      const vehicle = await vehicles.findById(id, today());
      if (!vehicle) throw Errors.vehicleNotFound(id);
      return vehicle;
    },

    async search(criteria: VehicleCriteria, page: PageRequest): Promise<Page<Vehicle>> {
      const { rows, total } = await vehicles.search(criteria, today(), page);
      return pageOf(page, rows, total);
    },

    correct(id: string, patch: VehicleCorrection, actor: string, wanted?: Precondition): Promise<Vehicle> {
      return changeVehicle(id, actor, async (trx, vehicle) => {
        assertPrecondition(wanted, vehicle, 'vehicle');
        await vehicles.update(trx, id, vehicles.correctionChanges(patch), actor);
        await vehicles.addEvent(trx, id, { kind: 'CORRECTED', toValue: Object.keys(patch).join(',') }, actor);
      });
    },

    transfer(
      id: string,
      input: { carrierId: string; effectiveFrom: string; reason?: string },
      actor: string,
    ): Promise<Vehicle> {
      return changeVehicle(id, actor, async (trx, vehicle) => {
        await carriers.lockForUse(trx, input.carrierId, 'share');
        const { previous } = await followPeriod(
          vehicles.ownerships,
          trx,
          { ownerId: id, subjectId: input.carrierId, effectiveFrom: input.effectiveFrom },
          actor,
          {
            check: (latest) =>
              latest.subjectId === input.carrierId && latest.effectiveTo === null
                ? Errors.vehicleTransferSameCarrier(vehicle.registration)
                : undefined,
            conflict: (latest) => Errors.vehicleTransferDate(vehicle.registration, latest.effectiveFrom),
          },
        );
        await vehicles.update(trx, id, {}, actor);
        await vehicles.addEvent(
          trx,
          id,
          {
            kind: 'TRANSFERRED',
            fromValue: previous?.subjectId ?? null,
            toValue: input.carrierId,
            effectiveFrom: input.effectiveFrom,
            reason: input.reason ?? null,
          },
          actor,
        );
      });
    },

    changeCategory(
      id: string,
      input: { categoryId: string; reason?: string },
      actor: string,
    ): Promise<Vehicle> {
      return changeVehicle(id, actor, async (trx, vehicle) => {
        await categories.lockAssignable(trx, input.categoryId);
        if (vehicle.categoryId === input.categoryId) return;
        await vehicles.update(trx, id, { category_id: input.categoryId }, actor);
        await vehicles.addEvent(
          trx,
          id,
          {
            kind: 'CATEGORY_CHANGED',
            fromValue: vehicle.categoryId,
            toValue: input.categoryId,
            reason: input.reason ?? null,
          },
          actor,
        );
      });
    },

    changeLifecycle(
      id: string,
      input: { lifecycle: VehicleLifecycle; reason?: string },
      actor: string,
    ): Promise<Vehicle> {
      return db.transaction(async (trx) => {
        const vehicle = await vehicles.lock(trx, id, today(), 'update');
        if (!vehicle) throw Errors.vehicleNotFound(id);
        LIFECYCLE.next(vehicle.lifecycle, input.lifecycle, (state, target) =>
          Errors.vehicleLifecycleRefused(vehicle.registration, state, target),
        );
        await vehicles.update(
          trx,
          id,
          { lifecycle: input.lifecycle, lifecycle_reason: input.reason ?? null },
          actor,
        );
        if (input.lifecycle === 'WITHDRAWN')
          await identifiers.revokeAllOfVehicle(trx, id, 'vehicle withdrawn', actor);
        await vehicles.addEvent(
          trx,
          id,
          {
            kind: 'LIFECYCLE_CHANGED',
            fromValue: vehicle.lifecycle,
            toValue: input.lifecycle,
            reason: input.reason ?? null,
          },
          actor,
        );
        return (await vehicles.findById(id, today(), trx)) as Vehicle;
      });
    },

    changeSeats(
      id: string,
      input: { seats: number; standingPlaces?: number | null; reason?: string },
      actor: string,
    ): Promise<Vehicle> {
      return changeVehicle(id, actor, async (trx, vehicle) => {
        const standing = input.standingPlaces === undefined ? vehicle.standingPlaces : input.standingPlaces;
        await vehicles.update(trx, id, { seats: input.seats, standing_places: standing }, actor);
        await vehicles.addEvent(
          trx,
          id,
          {
            kind: 'SEATS_CHANGED',
            fromValue: capacity(vehicle.seats, vehicle.standingPlaces),
            toValue: capacity(input.seats, standing),
            reason: input.reason ?? null,
          },
          actor,
        );
      });
    },

    async history(id: string, page: PageRequest): Promise<Page<VehicleHistoryEvent>> {
      if (!(await vehicles.findById(id, today()))) throw Errors.vehicleNotFound(id);
      const { rows, total } = await vehicles.history(id, page);
      return pageOf(page, rows, total);
    },
  };
}

export type VehicleService = ReturnType<typeof createVehicleService>;
