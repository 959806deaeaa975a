/**
 * Staged imports. A batch from a named source collects statements (a value of a registry
 * field observed by that source). Unsettled statements that disagree on one record field form
 * an OPEN conflict and wait; the others are written to the registry when their batch is
 * applied. Resolving a conflict writes the winner to the record in the same transaction that
 * records the resolution; the losing statements stay readable as REJECTED.
 *
 * Adding statements and applying a batch are imports: they run under the service's import gate
 * (ADR 0048), as the GTFS and permit imports do: as many at once as it allows (an application
 * waits its turn among them, ADR 0094, or is a 429 `imports-busy` when as many wait already;
 * additions, at most 500 statements each, in their own lane where none waits, so that they do
 * not wait behind file imports), each bounded by `IMPORT_MAX_SECONDS`, a batch by `IMPORT_MAX_ROWS`
 * statements, and stopped, its transaction rolled back and its statement cancelled, when the
 * client leaves.
 */
import {
  ImportLimitExceeded,
  pageOf,
  type Database,
  type FieldError,
  type ImportGate,
  type Page,
  type PageRequest,
} from '@transport/platform';
import { importStagingErrors } from './import-staging.errors.ts';
import type {
  FieldKey,
  ImportBatch,
  ImportConflict,
  ImportStagingRepository,
  ImportStatement,
  ImportStatementStatus,
  StatementInput,
} from './import-staging.repository.ts';
import { refusalOf, type ImportRecordType, type RegistryWriter } from './observable-fields.ts';

const keyOf = (k: FieldKey) => `${k.recordType}:${k.recordId}:${k.field}`;

export function createImportStagingService(
  db: Database,
  staging: ImportStagingRepository,
  registry: RegistryWriter,
  gate: ImportGate,
) {
  return {
    createBatch(input: { source: string; description?: string }, actor: string): Promise<string> {
      return staging.insertBatch({ ...input, source: input.source.trim() }, actor);
    },

    async getBatch(id: string): Promise<ImportBatch> {
      const batch = await staging.findBatch(id);
      if (!batch) throw importStagingErrors.importBatchNotFound(id);
      return batch;
    },

    async searchBatches(
      criteria: { source?: string; status?: ImportBatch['status'] },
      page: PageRequest,
    ): Promise<Page<ImportBatch>> {
      const { rows, total } = await staging.searchBatches(criteria, page);
      return pageOf(page, rows, total);
    },

    /** `signal`: aborted when the client leaves; `bodyBytes`: the size of the body as sent. */
    async addStatements(
      batchId: string,
      inputs: StatementInput[],
      actor: string,
      request: { bodyBytes: number; signal?: AbortSignal | undefined },
    ): Promise<ImportBatch> {
      return gate.transaction({ ...request, addition: true }, async (trx, run) => {
        const batch = await staging.lockBatch(trx, batchId);
        if (!batch) throw importStagingErrors.importBatchNotFound(batchId);
        if (batch.status === 'APPLIED') throw importStagingErrors.importBatchApplied();

        const problems: {
          code: Parameters<typeof importStagingErrors.importStatementsRefused>[0];
          error: FieldError;
        }[] = [];
        for (const [index, input] of inputs.entries()) {
          const refusal = refusalOf(input.recordType, input.field, input.value);
          if (refusal)
            problems.push({
              code: refusal.code,
              error: {
                field: `body.statements.${index}.${refusal.code === 'import-value-invalid' ? 'value' : 'field'}`,
                message: refusal.message,
              },
            });
          else if (!(await registry.exists(input.recordType, input.recordId, trx)))
            problems.push({
              code: 'import-record-unknown',
              error: {
                field: `body.statements.${index}.recordId`,
                message: `names no ${input.recordType.toLowerCase()} of the registry`,
              },
            });
        }
        const [first] = problems;
        if (first)
          throw importStagingErrors.importStatementsRefused(
            first.code,
            `${problems.length} statement(s) cannot be staged; see errors.`,
            problems.map((p) => p.error),
          );

        const seen = await staging.observedInBatch(trx, batchId, inputs);
        for (const [index, input] of inputs.entries()) {
          if (seen.has(keyOf(input))) throw importStagingErrors.importStatementDuplicated(index);
          seen.add(keyOf(input));
        }

        await staging.lockFields(trx, inputs);
        let sequence = await staging.nextSequence(trx, batchId);
        const { maxRows } = run.limits;
        if (sequence - 1 + inputs.length > maxRows)
          throw new ImportLimitExceeded(
            'maxRows',
            maxRows,
            'body.statements',
            `would make the batch hold ${sequence - 1 + inputs.length} statements, more than an import may have`,
          );
        for (const input of inputs) {
          run.checkpoint();
          const id = await staging.insertStatement(trx, batchId, input, sequence, actor);
          sequence += 1;
          const unsettled = await staging.unsettled(trx, input);
          const others = unsettled.filter((s) => s.id !== id);
          const disagreeing =
            others.some((s) => s.status === 'CONFLICTING') || others.some((s) => s.value !== input.value);
          if (disagreeing) {
            const conflictId = await staging.openConflict(trx, input);
            await staging.setStatus(
              trx,
              unsettled.map((s) => s.id),
              'CONFLICTING',
              conflictId,
            );
          }
        }
        return (await staging.findBatch(batchId, trx)) as ImportBatch;
      });
    },

    async listStatements(
      batchId: string,
      status: ImportStatementStatus | undefined,
      page: PageRequest,
    ): Promise<Page<ImportStatement>> {
      if (!(await staging.findBatch(batchId))) throw importStagingErrors.importBatchNotFound(batchId);
      const { rows, total } = await staging.listStatements(batchId, status, page);
      return pageOf(page, rows, total);
    },

    /** `signal`: aborted when the client leaves. */
    applyBatch(batchId: string, actor: string, signal?: AbortSignal): Promise<ImportBatch> {
      return gate.transaction({ bodyBytes: 0, signal }, async (trx, run) => {
        const batch = await staging.lockBatch(trx, batchId);
        if (!batch) throw importStagingErrors.importBatchNotFound(batchId);
        if (batch.status === 'APPLIED') throw importStagingErrors.importBatchApplied();
        await staging.lockFields(trx, await staging.statementsOf(trx, { batchId, status: 'PENDING' }));
        // Read again under the field locks: a concurrent addition may have raised a conflict.
        const pending = await staging.statementsOf(trx, { batchId, status: 'PENDING' });
        for (const statement of pending) {
          run.checkpoint();
          await registry.write(trx, statement, statement.value, actor);
        }
        await staging.setStatus(
          trx,
          pending.map((s) => s.id),
          'APPLIED',
        );
        await staging.markBatchApplied(trx, batchId, actor);
        return (await staging.findBatch(batchId, trx)) as ImportBatch;
      });
    },

    async getConflict(id: string): Promise<ImportConflict> {
      const conflict = await staging.findConflict(id);
      if (!conflict) throw importStagingErrors.importConflictNotFound(id);
      return conflict;
    },

    async searchConflicts(
      criteria: { status?: ImportConflict['status']; recordType?: ImportRecordType; recordId?: string },
      page: PageRequest,
    ): Promise<Page<ImportConflict>> {
      const { rows, total } = await staging.searchConflicts(criteria, page);
      return pageOf(page, rows, total);
    },

    resolveConflict(
      id: string,
      resolution: { winningValue: string; evidence: string },
      actor: string,
    ): Promise<void> {
      return db.transaction(async (trx) => {
        const conflict = await staging.lockConflict(trx, id);
        if (!conflict) throw importStagingErrors.importConflictNotFound(id);
        if (conflict.status === 'RESOLVED') throw importStagingErrors.importConflictResolved();
        const refusal = refusalOf(conflict.recordType, conflict.field, resolution.winningValue);
        if (refusal) throw importStagingErrors.importValueInvalid(conflict.field, refusal.message);
        await staging.lockFields(trx, [conflict]);
        await registry.write(trx, conflict, resolution.winningValue, actor);
        const observations = await staging.statementsOf(trx, { conflictId: id });
        const won = observations.filter((s) => s.value === resolution.winningValue);
        const lost = observations.filter((s) => s.value !== resolution.winningValue);
        await staging.setStatus(
          trx,
          won.map((s) => s.id),
          'APPLIED',
        );
        await staging.setStatus(
          trx,
          lost.map((s) => s.id),
          'REJECTED',
        );
        await staging.resolveConflict(trx, id, resolution, actor);
      });
    },
  };
}

export type ImportStagingService = ReturnType<typeof createImportStagingService>;
