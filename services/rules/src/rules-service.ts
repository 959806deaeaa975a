/**
 * The rules service's composition root: its contract and migrations, and, in dependency order,
 * the repositories (each made once), the resolution cache, the ports through which a family
 * serves the others, the family services, and the handler map.
 */
import {
  createEventFeed,
  createWebhooks,
  eventsSettings,
  loadConfig,
  serviceFiles,
  webhookOperationNames,
  webhookSettings,
  type ServiceDefinition,
} from '@transport/platform';
import { createRegistryClient } from './registry-client/registry-client.ts';
import { createRulesValidationReportRepository } from './validation-report/validation-report.repository.ts';
import { rulesValidationReportRoutes } from './validation-report/validation-report.routes.ts';
import { createRulesValidationReportService } from './validation-report/validation-report.service.ts';
import { rulesEnvSchema } from './rules-config.ts';
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
import { rulesChangeFamilies, rulesChangesRoutes } from './changes.routes.ts';
import { constraints } from './errors.ts';
import type { Operations } from './types.ts';

export const rulesService: ServiceDefinition<Operations> = {
  ...serviceFiles('rules', import.meta.url),
  constraints,
  async setup({ db, config, env, logger, metrics, spec, clock, notifications }) {
    const settings = loadConfig(rulesEnvSchema, env);
    // The only door to the registry, where scopes' codes are checked (when it is set).
    const registry =
      settings.REFERENTIAL_URL === undefined
        ? undefined
        : createRegistryClient({
            baseUrl: settings.REFERENTIAL_URL,
            tokenUrl: settings.OAUTH_TOKEN_URL as string,
            clientId: settings.RULES_CLIENT_ID,
            clientSecret: settings.RULES_CLIENT_SECRET as string,
            timeoutMs: settings.REFERENTIAL_TIMEOUT_MS,
            retries: settings.REFERENTIAL_RETRIES,
            retryDelayMs: settings.REFERENTIAL_RETRY_DELAY_MS,
            circuitThreshold: settings.REFERENTIAL_CIRCUIT_THRESHOLD,
            circuitCooldownMs: settings.REFERENTIAL_CIRCUIT_COOLDOWN_MS,
            metrics,
            logger,
          });
    const cache = createResolutionCache<Candidate[]>({ listener: notifications, metrics });
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
      versions: createRuleVersionService(
        db,
        repos.versions,
        ports.rules,
        domains,
        cache.invalidate,
        registry,
      ),
      resolution: createResolutionService(repos.resolution, ports.rules, domains),
    };
    await cache.start();
    // The change feed (ADR 0065): its sources from the contract, its scheduled work started.
    const feed = await createEventFeed(db, {
      service: 'rules',
      spec,
      families: rulesChangeFamilies,
      settings: eventsSettings(config, clock),
      onError: (error) => logger.error({ err: error }, 'change feed work failed'),
    });
    // Webhook subscriptions on the feed (ADR 0072, 0080), delivered by every replica in turn.
    const webhooks = createWebhooks(db, {
      service: 'rules',
      basePath: '/rules/v1/webhooks',
      operations: webhookOperationNames('Rules'),
      settings: webhookSettings(config),
      clock,
      onError: (error) => logger.error({ err: error }, 'webhook delivery round failed'),
      notifications,
    });
    return {
      close: async () => {
        await webhooks.stop();
        await feed.stop();
        await cache.stop();
      },
      healthChecks: registry ? [{ name: 'referential', check: () => registry.checkHealth() }] : [],
      handlers: {
        ...ruleDomainRoutes(domains),
        ...ruleRoutes(services.rules),
        ...ruleVersionRoutes(services.versions),
        ...rulesChangesRoutes(db),
        ...rulesValidationReportRoutes(
          createRulesValidationReportService(createRulesValidationReportRepository(db), registry, clock),
          clock,
        ),
        listRulesEvents: feed.handler,
        ...webhooks.handlers,
        ...resolutionRoutes(services.resolution),
      },
    };
  },
};
