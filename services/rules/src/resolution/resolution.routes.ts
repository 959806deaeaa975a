import { ok, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { ResolutionService } from './resolution.service.ts';

type ResolutionOperations = Pick<Operations, 'resolveRule' | 'resolveRuleInContext'>;

export function resolutionRoutes(service: ResolutionService): HandlerMap<ResolutionOperations> {
  return {
    async resolveRule({ params, body }) {
      return ok(await service.resolve(params.ruleId, body.scope, body.at));
    },
    async resolveRuleInContext({ params, body }) {
      return ok(await service.resolveInContext(params.ruleId, body.subjects, body.at));
    },
  };
}
