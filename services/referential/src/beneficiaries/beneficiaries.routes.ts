import { created, ok, pageRequest, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { BeneficiaryService } from './beneficiaries.service.ts';

type BeneficiaryOperations = Pick<
  Operations,
  'recordBeneficiary' | 'listBeneficiaryHistory' | 'getEffectiveBeneficiary'
>;

export function beneficiaryRoutes(service: BeneficiaryService): HandlerMap<BeneficiaryOperations> {
  return {
    async recordBeneficiary({ params, body, principal }) {
      const id = await service.record(params.id, body, principal.subject);
      // The record is read back as the details in force on its first day.
      return created(
        id,
        `/referential/v1/carriers/${params.id}/beneficiaries/effective?at=${body.effectiveFrom}`,
      );
    },
    async listBeneficiaryHistory({ params, query }) {
      return ok(await service.history(params.id, pageRequest(query)));
    },
    async getEffectiveBeneficiary({ params, query }) {
      return ok(await service.effective(params.id, query.at));
    },
  };
}
