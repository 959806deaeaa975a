import { created, ok, pageRequest, searchCriteria, type HandlerMap } from '@transport/platform';
import { Errors } from '../errors.ts';
import type { Operations } from '../types.ts';
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
>;

export function vehiclePermitRoutes(service: VehiclePermitService): HandlerMap<VehiclePermitOperations> {
  return {
    async recordVehiclePermit({ body, principal }) {
      const id = await service.record(body, principal.subject);
      return created(id, `/referential/v1/vehicle-permits/${id}`);
    },
    async searchVehiclePermits({ query }) {
      return ok(await service.search(searchCriteria(query, 'validUntilAsc'), pageRequest(query)));
    },
    async getVehiclePermit({ params }) {
      return ok(await service.get(params.id));
    },
    async revokeVehiclePermit({ params, body, principal }) {
      return ok(await service.revoke(params.id, body.reason, principal.subject));
    },
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
    async importVehiclePermits({ query, body, principal, operation }) {
      const dryRun = query.dryRun ?? false;
      const report = await service.importCsv(typeof body === 'string' ? body : '', dryRun, principal.subject);
      if (dryRun || report.errorCount === 0) return ok(report);
      // Nothing was written: a problem document carrying the whole report.
      const refusal = Errors.permitImportRejected(report.errorCount);
      return {
        status: refusal.status,
        headers: { 'Content-Type': 'application/problem+json' },
        body: { ...refusal.toProblem(operation.path), report },
      };
    },
  };
}
