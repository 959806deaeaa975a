/** Bays' refusals. */
import { daysOfRange, defineConstraints, refusals, type ConstraintViolation } from '@transport/platform';

export const BAY_PROBLEM_CODES = ['bay-not-found', 'bay-code-taken', 'bay-decommissioned'] as const;
export type BayProblemCode = (typeof BAY_PROBLEM_CODES)[number];

const refuse = refusals<BayProblemCode>();

export const bayErrors = {
  bayNotFound: (id: string) => refuse.notFound('bay-not-found', `No bay has the id ${id}.`),
  bayCodeTaken: (code: string) =>
    refuse.conflict('bay-code-taken', `An active bay of this station area has the code ${code} already.`, [
      { field: 'body.code', message: 'is the code of another active bay of the station area' },
    ]),
  /**
   * A change that would make the bay ACTIVE on days another bay of its area with the same code
   * is ACTIVE (a correction of its timeline, or a new code): `field` names what does it.
   */
  bayCodeTakenOn: (code: string, held: { from: string; to: string | null } | undefined, field: string) =>
    refuse.conflict(
      'bay-code-taken',
      held
        ? `An active bay of this station area has the code ${code} from ${held.from}${held.to ? ` to ${held.to}` : ''}; the bay would be active with it on some of those days.`
        : `An active bay of this station area has the code ${code} on some of the days the bay would be active.`,
      [{ field, message: `would make the bay active beside another active bay with the code ${code}` }],
    ),
  bayDecommissioned: (code: string) =>
    refuse.conflict('bay-decommissioned', `The bay ${code} is decommissioned.`),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const bayConstraints = defineConstraints({
  bays_active_code_key: { kind: 'unique', refuse: (v) => bayErrors.bayCodeTaken(v.key.code ?? '') },
  bay_states_active_code_excl: { kind: 'exclusion', refuse: activeCodeClash },
});

/** The code when the bay is created or its code corrected, else the status of a period. */
function activeCodeClash(v: ConstraintViolation) {
  const field = ['createBay', 'correctBay'].includes(v.operation ?? '') ? 'body.code' : 'body.status';
  return bayErrors.bayCodeTakenOn(
    v.existing.code ?? v.key.code ?? '',
    daysOfRange(v.existing.effective_from),
    field,
  );
}
