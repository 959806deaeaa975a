import { created, noContent, ok, pageRequest, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { ImportStagingService } from './import-staging.service.ts';

type ImportStagingOperations = Pick<
  Operations,
  | 'createImportBatch'
  | 'searchImportBatches'
  | 'getImportBatch'
  | 'addImportStatements'
  | 'listImportStatements'
  | 'applyImportBatch'
  | 'searchImportConflicts'
  | 'getImportConflict'
  | 'resolveImportConflict'
>;

export function importStagingRoutes(service: ImportStagingService): HandlerMap<ImportStagingOperations> {
  return {
    async createImportBatch({ body, principal }) {
      const id = await service.createBatch(body, principal.subject);
      return created(id, `/referential/v1/import-staging/batches/${id}`);
    },
    async searchImportBatches({ query }) {
      return ok(
        await service.searchBatches({ source: query.source, status: query.status }, pageRequest(query)),
      );
    },
    async getImportBatch({ params }) {
      return ok(await service.getBatch(params.id));
    },
    async addImportStatements({ params, body, principal, signal }) {
      const bodyBytes = Buffer.byteLength(JSON.stringify(body));
      return ok(
        await service.addStatements(params.id, body.statements, principal.subject, { bodyBytes, signal }),
      );
    },
    async listImportStatements({ params, query }) {
      return ok(await service.listStatements(params.id, query.status, pageRequest(query)));
    },
    async applyImportBatch({ params, principal, signal }) {
      return ok(await service.applyBatch(params.id, principal.subject, signal));
    },
    async searchImportConflicts({ query }) {
      const criteria = { status: query.status, recordType: query.recordType, recordId: query.recordId };
      return ok(await service.searchConflicts(criteria, pageRequest(query)));
    },
    async getImportConflict({ params }) {
      return ok(await service.getConflict(params.id));
    },
    async resolveImportConflict({ params, body, principal }) {
      await service.resolveConflict(params.id, body, principal.subject);
      return noContent();
    },
  };
}
