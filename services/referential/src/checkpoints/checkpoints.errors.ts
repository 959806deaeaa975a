/** Checkpoints' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const CHECKPOINT_PROBLEM_CODES = [
  'checkpoint-not-found',
  'checkpoint-code-taken',
  'checkpoint-retired',
] as const;
export type CheckpointProblemCode = (typeof CHECKPOINT_PROBLEM_CODES)[number];

const refuse = refusals<CheckpointProblemCode>();

export const checkpointErrors = {
  checkpointNotFound: (id: string) =>
    refuse.notFound('checkpoint-not-found', `No checkpoint has the id ${id}.`),
  checkpointCodeTaken: (code: string) =>
    refuse.conflict('checkpoint-code-taken', `A checkpoint with the code ${code} exists already.`),
  checkpointRetired: (code: string) =>
    refuse.conflict('checkpoint-retired', `The checkpoint ${code} is retired.`),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const checkpointConstraints = defineConstraints({
  checkpoints_code_key: {
    kind: 'unique',
    refuse: (v) => checkpointErrors.checkpointCodeTaken(v.key.code ?? ''),
  },
});
