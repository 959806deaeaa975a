/**
 * Vehicle permits: recorded one by one or imported from CSV, revoked, and watched for expiry
 * (a worklist on demand, and standing watches read with a cursor). The revocation is
 * effective-dated (`vehicle_permit_states`): it applies from a date, today or later, reads
 * answer any date, a revocation still to come can be cancelled, and the history is corrected
 * only by the correction modes.
 */
import {
  isPgError,
  pageOf,
  PG,
  recordReason,
  type Database,
  type Page,
  type PageRequest,
  type Clock,
  type FileBody,
} from '@transport/platform';
import { vehiclePermitErrors } from './vehicle-permits.errors.ts';
import { historyRefusals } from '../period.errors.ts';
import { revocation } from '../revocations.ts';
import type { CarrierPort } from '../carriers/carriers.port.ts';
import type { VehicleCategoryPort } from '../vehicle-categories/vehicle-categories.port.ts';
import type { VehiclePort } from '../vehicles/vehicles.port.ts';
import type { PermitImport, PermitImportOptions, PermitImportReport } from './permit-import.ts';
import type {
  PermitExpiryMatch,
  VehiclePermit,
  VehiclePermitCriteria,
  VehiclePermitRecord,
  VehiclePermitRepository,
} from './vehicle-permits.repository.ts';

export interface PermitExpiryWatchMatches extends Page<PermitExpiryMatch> {
  watchId: string;
  thresholdDays: number;
  asOf: string;
  cursor: string;
  newCount: number;
}

const CURSOR_PREFIX = 'pew1:';

/** The read instant, opaque to clients. */
function encodeCursor(instant: Date): string {
  return Buffer.from(CURSOR_PREFIX + instant.toISOString()).toString('base64url');
}

function decodeCursor(cursor: string): string {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const instant = decoded.startsWith(CURSOR_PREFIX) ? decoded.slice(CURSOR_PREFIX.length) : '';
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(instant) || Number.isNaN(Date.parse(instant)))
    throw vehiclePermitErrors.permitExpiryCursorInvalid();
  return instant;
}

export function createVehiclePermitService(
  db: Database,
  permits: VehiclePermitRepository,
  vehicles: VehiclePort,
  carriers: CarrierPort,
  categories: VehicleCategoryPort,
  permitImport: PermitImport,
  clock: Clock,
) {
  const today = () => clock.today();

  /** The permit's revocation over time: its timeline, cancellations and corrections. */
  const history = permits.states.history({
    async lock(trx, id) {
      const permit = await permits.lock(trx, id);
      if (!permit) throw vehiclePermitErrors.vehiclePermitNotFound(id);
      return permit;
    },
    async get(id) {
      if (!(await permits.findById(id, today()))) throw vehiclePermitErrors.vehiclePermitNotFound(id);
    },
    refusals: (permit) => historyRefusals(`the permit ${permit.permitNumber}`),
  });

  return {
    /** The dated history: timeline, cancellations and corrections. */
    dated: history,

    async record(input: VehiclePermitRecord, actor: string): Promise<string> {
      if (input.validUntil < input.validFrom) throw vehiclePermitErrors.vehiclePermitPeriodInvalid();
      return db.transaction(async (trx) => {
        await vehicles.lockForUse(trx, input.vehicleId);
        return permits.insert(trx, { ...input, permitNumber: input.permitNumber.trim() }, today(), actor);
      });
    },

    /** The permit as it stood on `at` (today by default). */
    async get(id: string, at?: string): Promise<VehiclePermit> {
      const permit = await permits.findById(id, at ?? today());
      if (!permit) throw vehiclePermitErrors.vehiclePermitNotFound(id);
      return permit;
    },

    async search(
      criteria: VehiclePermitCriteria & { at?: string },
      page: PageRequest,
    ): Promise<Page<VehiclePermit>> {
      const { rows, total, totalIsExact } = await permits.search(criteria, criteria.at ?? today(), page);
      return pageOf(page, rows, total, totalIsExact);
    },

    /** Revokes the permit from `effectiveFrom` (today by default, never before). */
    revoke(id: string, reason: string, actor: string, effectiveFrom?: string): Promise<VehiclePermit> {
      const from = effectiveFrom ?? today();
      return history.write(id, async (trx, permit, dated) => {
        await recordReason(trx, reason);
        await dated.change(
          trx,
          id,
          { from, today: today() },
          revocation(
            reason,
            () => vehiclePermitErrors.vehiclePermitRevoked(permit.permitNumber),
            clock.now(),
          ),
          actor,
        );
        return (await permits.findById(id, from, trx)) as VehiclePermit;
      });
    },

    async worklist(
      filter: { withinDays: number; carrierId?: string; categoryId?: string },
      page: PageRequest,
    ): Promise<Page<VehiclePermit>> {
      const { rows, total } = await permits.expiring(filter, today(), page);
      return pageOf(page, rows, total);
    },

    async createWatch(
      input: { thresholdDays: number; carrierId?: string; categoryId?: string },
      actor: string,
    ): Promise<string> {
      if (input.carrierId) await carriers.requireExists(input.carrierId);
      if (input.categoryId) await categories.requireExists(input.categoryId);
      return permits.insertWatch(input, actor);
    },

    async readWatch(
      id: string,
      since: string | undefined,
      page: PageRequest,
    ): Promise<PermitExpiryWatchMatches> {
      const sinceInstant = since === undefined ? null : decodeCursor(since);
      const watch = await permits.findWatch(id);
      if (!watch) throw vehiclePermitErrors.permitExpiryWatchNotFound(id);
      const readAt = clock.now();
      const asOf = clock.dayOf(readAt);
      const { rows, total, newCount } = await permits.watchMatches(
        watch,
        asOf,
        clock.timeZone,
        sinceInstant,
        page,
      );
      return {
        watchId: watch.id,
        thresholdDays: watch.thresholdDays,
        asOf,
        cursor: encodeCursor(readAt),
        newCount,
        ...pageOf(page, rows, total),
      };
    },

    async importCsv(
      body: FileBody | undefined,
      options: PermitImportOptions,
      actor: string,
      signal?: AbortSignal,
    ): Promise<PermitImportReport> {
      try {
        return await permitImport.run(body, options, today(), actor, signal);
      } catch (error) {
        // A concurrent import or recording took a number between the check and the insert.
        if (isPgError(error, PG.uniqueViolation, 'vehicle_permits_number_key'))
          throw vehiclePermitErrors.permitImportRaced();
        throw error;
      }
    },
  };
}

export type VehiclePermitService = ReturnType<typeof createVehiclePermitService>;
