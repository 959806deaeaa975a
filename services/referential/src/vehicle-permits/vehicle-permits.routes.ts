import {
  created,
  FileBody,
  datedHistoryHandlers,
  moveWithReasonHandler,
  ok,
  pageRequest,
  recordHandlers,
  type HandlerMap,
  type Clock,
} from '@transport/platform';
import { vehiclePermitErrors } from './vehicle-permits.errors.ts';
import type { Operations, Schemas } from '../types.ts';
import { correctedRevocation, type RevocationCorrection } from '../revocations.ts';
import type { VehiclePermitService } from './vehicle-permits.service.ts';

type VehiclePermitOperations = Pick<
  Operations,
  | 'recordVehiclePermit'
  | 'searchVehiclePermits'
  | 'getVehiclePermit'
  | 'revokeVehiclePermit'
  | 'getPermitExpiryWorklist'
  | 'createPermitExpiryWatch'
  | 'readPermitExpiryWatch'
  | 'importVehiclePermits'
  | 'getVehiclePermitTimeline'
  | 'cancelVehiclePermitChange'
  | 'correctVehiclePermitPeriod'
  | 'insertVehiclePermitPeriod'
  | 'endVehiclePermitPeriod'
>;

export function vehiclePermitRoutes(
  service: VehiclePermitService,
  clock: Clock,
): HandlerMap<VehiclePermitOperations> {
  const history = datedHistoryHandlers<
    Schemas['VehiclePermitState'],
    RevocationCorrection & { effectiveFrom?: string }
  >(service.dated, {
    path: (id) => `/referential/v1/vehicle-permits/${id}/timeline`,
    change: correctedRevocation(clock),
  });
  const records = recordHandlers(
    { create: service.record, search: service.search, get: service.get },
    { path: '/referential/v1/vehicle-permits', defaultSort: 'validUntilAsc' },
  );
  return {
    recordVehiclePermit: records.create,
    searchVehiclePermits: records.search,
    getVehiclePermit: records.get,
    revokeVehiclePermit: moveWithReasonHandler(service.revoke),
    getVehiclePermitTimeline: history.timeline,
    cancelVehiclePermitChange: history.cancel,
    correctVehiclePermitPeriod: history.correct,
    insertVehiclePermitPeriod: history.insert,
    endVehiclePermitPeriod: history.end,
    async getPermitExpiryWorklist({ query }) {
      const filter = {
        withinDays: query.withinDays ?? 30,
        carrierId: query.carrierId,
        categoryId: query.categoryId,
      };
      return ok(await service.worklist(filter, pageRequest(query)));
    },
    async createPermitExpiryWatch({ body, principal }) {
      const id = await service.createWatch(body, principal.subject);
      return created(id, `/referential/v1/vehicle-permits/expiry-watches/${id}/matches`);
    },
    async readPermitExpiryWatch({ params, query }) {
      return ok(await service.readWatch(params.id, query.since, pageRequest(query)));
    },
    async importVehiclePermits({ query, body, principal, operation, signal }) {
      const dryRun = query.dryRun ?? false;
      // A request without a body (none announced) is read as an empty file.
      const file = body instanceof FileBody ? body : undefined;
      const options = { dryRun, report: query.report ?? false };
      const report = await service.importCsv(file, options, principal.subject, signal);
      if (dryRun || report.errorCount === 0) return ok(report);
      // Nothing was written: a problem document carrying the whole report.
      const refusal = vehiclePermitErrors.permitImportRejected(report.errorCount);
      return {
        status: refusal.status,
        headers: { 'Content-Type': 'application/problem+json' },
        body: { ...refusal.toProblem(operation.path), report },
      };
    },
  };
}
