import { ok, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { EligibilityService } from './eligibility.service.ts';

export function eligibilityRoutes(
  service: EligibilityService,
): HandlerMap<Pick<Operations, 'checkVehicleEligibility'>> {
  return {
    async checkVehicleEligibility({ params, query }) {
      return ok(await service.check(params.id, query));
    },
  };
}
