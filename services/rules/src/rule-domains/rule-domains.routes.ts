import { ok, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { RuleDomainService } from './rule-domains.service.ts';

type RuleDomainOperations = Pick<Operations, 'listRuleDomains' | 'getRuleDomainSchema'>;

export function ruleDomainRoutes(service: RuleDomainService): HandlerMap<RuleDomainOperations> {
  return {
    listRuleDomains() {
      return ok(service.list());
    },
    getRuleDomainSchema({ params }) {
      return ok(service.schema(params.code));
    },
  };
}
