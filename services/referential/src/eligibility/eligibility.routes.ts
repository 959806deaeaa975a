import { ok, pageRequest, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { EligibilityService } from './eligibility.service.ts';

export function eligibilityRoutes(
  service: EligibilityService,
): HandlerMap<
  Pick<
    Operations,
    'checkVehicleEligibility' | 'recordVehiclePassage' | 'getVehiclePassage' | 'listCheckpointPassages'
  >
> {
  return {
    async checkVehicleEligibility({ params, query }) {
      const decision = await service.check(params.id, query);
      return { ...ok(decision), headers: { 'Valid-At': decision.at } };
    },

    async recordVehiclePassage({ params, body, principal }) {
      const passage = await service.record(params.id, body, principal.subject);
      return {
        status: 201,
        body: passage,
        headers: { Location: `/referential/v1/passages/${passage.id}` },
      };
    },

    async getVehiclePassage({ params }) {
      return ok(await service.passage(params.id));
    },

    async listCheckpointPassages({ params, query }) {
      return ok(await service.passages(params.id, query.vehicleId, pageRequest(query)));
    },
  };
}
