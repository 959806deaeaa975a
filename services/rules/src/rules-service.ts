/**
 * The rules service's composition root: its contract and migrations, and, in dependency order,
 * the repositories (each made once), the resolution cache, the ports through which a family
 * serves the others, the family services, and the handler map.
 */
import { serviceFiles, type ServiceDefinition } from '@transport/platform';
import { resolutionRoutes } from './resolution/resolution.routes.ts';
import { createResolutionCache } from './resolution/resolution-cache.ts';
import { createResolutionRepository, type Candidate } from './resolution/resolution.repository.ts';
import { createResolutionService } from './resolution/resolution.service.ts';
import { ruleDomainRoutes } from './rule-domains/rule-domains.routes.ts';
import { createRuleDomainService } from './rule-domains/rule-domains.service.ts';
import { ruleVersionRoutes } from './rule-versions/rule-versions.routes.ts';
import { createRuleVersionRepository } from './rule-versions/rule-versions.repository.ts';
import { createRuleVersionService } from './rule-versions/rule-versions.service.ts';
import { ruleRoutes } from './rules/rules.routes.ts';
import { createRulePort } from './rules/rules.port.ts';
import { createRuleRepository } from './rules/rules.repository.ts';
import { createRuleService } from './rules/rules.service.ts';
import { rulesChangesRoutes } from './changes.routes.ts';
import { constraints } from './errors.ts';
import type { Operations } from './types.ts';

export const rulesService: ServiceDefinition<Operations> = {
  ...serviceFiles('rules', import.meta.url),
  constraints,
  async setup({ db, config, logger, metrics }) {
    const cache = createResolutionCache<Candidate[]>({
      databaseUrl: config.DATABASE_LISTEN_URL ?? config.DATABASE_URL,
      logger,
      metrics,
    });
    const repos = {
      rules: createRuleRepository(db),
      versions: createRuleVersionRepository(db),
      resolution: createResolutionRepository(db, cache),
    };
    const ports = { rules: createRulePort(repos.rules) };
    // Rule domains are declared in code: their service is what the other families use.
    const domains = createRuleDomainService();
    const services = {
      rules: createRuleService(db, repos.rules),
      versions: createRuleVersionService(db, repos.versions, ports.rules, domains, cache.invalidate),
      resolution: createResolutionService(repos.resolution, ports.rules, domains),
    };
    await cache.start();
    return {
      close: () => cache.stop(),
      handlers: {
        ...ruleDomainRoutes(domains),
        ...ruleRoutes(services.rules),
        ...ruleVersionRoutes(services.versions),
        ...rulesChangesRoutes(db),
        ...resolutionRoutes(services.resolution),
      },
    };
  },
};
