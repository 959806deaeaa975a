/** Staged imports' refusals. */
import { defineConstraints, refusals, type FieldError } from '@transport/platform';

export const IMPORT_STAGING_PROBLEM_CODES = [
  'import-batch-not-found',
  'import-batch-applied',
  'import-conflict-not-found',
  'import-conflict-resolved',
  'import-statement-duplicated',
  'import-value-invalid',
  'import-field-not-observable',
  'import-record-unknown',
] as const;
export type ImportStagingProblemCode = (typeof IMPORT_STAGING_PROBLEM_CODES)[number];

const refuse = refusals<ImportStagingProblemCode>();

export const importStagingErrors = {
  importBatchNotFound: (id: string) =>
    refuse.notFound('import-batch-not-found', `No import batch has the id ${id}.`),
  importBatchApplied: () =>
    refuse.conflict('import-batch-applied', 'The batch is applied already; open a new batch.'),
  importConflictNotFound: (id: string) =>
    refuse.notFound('import-conflict-not-found', `No import conflict has the id ${id}.`),
  importConflictResolved: () =>
    refuse.conflict('import-conflict-resolved', 'The conflict is resolved already.'),
  importStatementsRefused: (
    code: 'import-field-not-observable' | 'import-value-invalid' | 'import-record-unknown',
    detail: string,
    errors: FieldError[],
  ) => refuse.unprocessable(code, detail, errors),
  importStatementDuplicated: (index?: number) =>
    refuse.conflict(
      'import-statement-duplicated',
      `${index === undefined ? 'A statement' : `Statement ${index}`} observes a record field that the batch observes already.`,
    ),
  importValueInvalid: (field: string, message: string) =>
    refuse.unprocessable('import-value-invalid', `The winning value ${message}.`, [
      { field: 'body.winningValue', message: `${message} (field ${field})` },
    ]),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const importStagingConstraints = defineConstraints({
  import_statements_field_key: {
    kind: 'unique',
    refuse: () => importStagingErrors.importStatementDuplicated(),
  },
});
