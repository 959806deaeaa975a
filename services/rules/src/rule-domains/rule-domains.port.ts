/** What the other families may ask of rule domains (declared in code: the service offers it). */
import type { RuleDomainService } from './rule-domains.service.ts';

export type RuleDomainPort = Pick<RuleDomainService, 'check' | 'allowsScopeType'>;
