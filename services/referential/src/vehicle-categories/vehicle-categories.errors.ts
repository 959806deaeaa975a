/** Vehicle categories' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const VEHICLE_CATEGORY_PROBLEM_CODES = [
  'vehicle-category-not-found',
  'vehicle-category-code-taken',
  'vehicle-category-retired',
  'vehicle-category-active',
  'vehicle-category-not-assignable',
] as const;
export type VehicleCategoryProblemCode = (typeof VEHICLE_CATEGORY_PROBLEM_CODES)[number];

const refuse = refusals<VehicleCategoryProblemCode>();

export const vehicleCategoryErrors = {
  vehicleCategoryNotFound: (id: string) =>
    refuse.notFound('vehicle-category-not-found', `No vehicle category has the id ${id}.`),
  vehicleCategoryCodeTaken: (code: string) =>
    refuse.conflict(
      'vehicle-category-code-taken',
      `A vehicle category with the code ${code} exists already.`,
    ),
  vehicleCategoryRetired: (code: string) =>
    refuse.conflict('vehicle-category-retired', `The vehicle category ${code} is retired.`),
  vehicleCategoryActive: (code: string) =>
    refuse.conflict(
      'vehicle-category-active',
      `The vehicle category ${code} is ACTIVE; only a RETIRED one is reactivated.`,
    ),
  vehicleCategoryNotAssignable: (code: string) =>
    refuse.unprocessable(
      'vehicle-category-not-assignable',
      `The vehicle category ${code} is retired and cannot be given to a vehicle.`,
    ),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const vehicleCategoryConstraints = defineConstraints({
  vehicle_categories_code_key: {
    kind: 'unique',
    refuse: (v) => vehicleCategoryErrors.vehicleCategoryCodeTaken(v.key.code ?? ''),
  },
});
