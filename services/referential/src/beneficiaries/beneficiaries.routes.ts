import { created, ok, pageRequest, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { BeneficiaryService } from './beneficiaries.service.ts';

type BeneficiaryOperations = Pick<
  Operations,
  | 'recordBeneficiary'
  | 'listBeneficiaryHistory'
  | 'getEffectiveBeneficiary'
  | 'listBeneficiaryChanges'
  | 'getBeneficiaryChange'
  | 'approveBeneficiaryChange'
  | 'confirmBeneficiaryChange'
  | 'rejectBeneficiaryChange'
  | 'revealBeneficiaryAccount'
  | 'revealBeneficiaryChangeAccount'
  | 'listPayoutReveals'
  | 'erasePayoutDetails'
  | 'listPayoutErasures'
>;

export function beneficiaryRoutes(service: BeneficiaryService): HandlerMap<BeneficiaryOperations> {
  return {
    async recordBeneficiary({ params, body, principal }) {
      const id = await service.request(params.id, body, principal.subject, principal.carrierId !== undefined);
      // What was created is the change request: it waits for someone else's approval.
      return created(id, `/referential/v1/carriers/${params.id}/beneficiary-changes/${id}`);
    },
    async listBeneficiaryHistory({ params, query }) {
      return ok(await service.history(params.id, pageRequest(query)));
    },
    async getEffectiveBeneficiary({ params, query }) {
      return ok(await service.effective(params.id, query.at));
    },
    async listBeneficiaryChanges({ params, query }) {
      return ok(await service.changes(params.id, query.status, pageRequest(query)));
    },
    async getBeneficiaryChange({ params }) {
      return ok(await service.change(params.id, params.changeId));
    },
    async approveBeneficiaryChange({ params, body, principal }) {
      const acknowledged = body?.acknowledgeNameMismatch === true;
      return ok(await service.approve(params.id, params.changeId, principal.subject, acknowledged));
    },
    async confirmBeneficiaryChange({ params, principal }) {
      const byCarrier = principal.carrierId !== undefined;
      return ok(await service.confirm(params.id, params.changeId, principal.subject, byCarrier));
    },
    async rejectBeneficiaryChange({ params, body, principal }) {
      return ok(await service.reject(params.id, params.changeId, principal.subject, body.reason));
    },
    async revealBeneficiaryAccount({ params, body, principal, requestId }) {
      const reveal = { reason: body.reason, actor: principal.subject, requestId };
      return ok(await service.reveal(params.id, { beneficiaryId: params.beneficiaryId }, reveal));
    },
    async revealBeneficiaryChangeAccount({ params, body, principal, requestId }) {
      const reveal = { reason: body.reason, actor: principal.subject, requestId };
      return ok(await service.reveal(params.id, { changeId: params.changeId }, reveal));
    },
    async listPayoutReveals({ params, query }) {
      return ok(await service.reveals(params.id, pageRequest(query)));
    },
    async erasePayoutDetails({ params, body, principal, requestId }) {
      return ok(await service.erase(params.id, { reason: body.reason, actor: principal.subject, requestId }));
    },
    async listPayoutErasures({ params, query }) {
      return ok(await service.erasures(params.id, pageRequest(query)));
    },
  };
}
