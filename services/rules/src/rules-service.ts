/** The rules service: its contract, migrations and the handlers of every family. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@transport/platform';
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
import { createRuleRepository } from './rules/rules.repository.ts';
import { createRuleService } from './rules/rules.service.ts';
import type { Operations } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export const rulesService: ServiceDefinition<Operations> = {
  name: 'rules',
  specPath: path.resolve(here, '../../../openapi/rules.yaml'),
  migrationsDir: path.resolve(here, '../migrations'),
  async setup({ db, config, logger, metrics }) {
    const domains = createRuleDomainService();
    const rules = createRuleRepository(db);
    const versions = createRuleVersionRepository(db);
    const cache = createResolutionCache<Candidate[]>({
      databaseUrl: config.DATABASE_URL,
      logger,
      metrics,
    });
    await cache.start();
    return {
      close: () => cache.stop(),
      handlers: {
        ...ruleDomainRoutes(domains),
        ...ruleRoutes(createRuleService(db, rules)),
        ...ruleVersionRoutes(createRuleVersionService(db, versions, rules, domains, cache.invalidate)),
        ...resolutionRoutes(createResolutionService(createResolutionRepository(db, cache), rules, domains)),
      },
    };
  },
};
