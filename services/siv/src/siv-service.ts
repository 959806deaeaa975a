/**
 * The display service's composition root: its contract and migrations, and, in dependency
 * order, the door to the registry, the repositories (each made once), the ports through which
 * a family serves the other, the family services, the handler map and the health checks.
 */
import {
  createEventFeed,
  createNotifiedCache,
  createWebhooks,
  eventsSettings,
  loadConfig,
  serviceFiles,
  webhookOperationNames,
  webhookSettings,
  type ServiceDefinition,
} from '@transport/platform';
import { boardRoutes } from './boards/boards.routes.ts';
import { createBoardService, DISPLAYS_CHANNEL, type KnownDisplay } from './boards/boards.service.ts';
import { followCallsFeed } from './boards/calls-feed.ts';
import { mountScreenPages } from './boards/screen-page.ts';
import { createDisplayMessageRepository } from './display-messages/display-messages.repository.ts';
import { displayMessageRoutes } from './display-messages/display-messages.routes.ts';
import { createDisplayMessageService } from './display-messages/display-messages.service.ts';
import { createDisplayPointPort } from './display-points/display-points.port.ts';
import { createDisplayPointRepository } from './display-points/display-points.repository.ts';
import { displayPointRoutes } from './display-points/display-points.routes.ts';
import { createDisplayPointService } from './display-points/display-points.service.ts';
import { createDisplayProfilePort } from './display-profiles/display-profiles.port.ts';
import { createDisplayProfileRepository } from './display-profiles/display-profiles.repository.ts';
import { displayProfileRoutes } from './display-profiles/display-profiles.routes.ts';
import { createDisplayProfileService } from './display-profiles/display-profiles.service.ts';
import { createReferentialClient } from './referential-client/referential-client.ts';
import { createBoardingClosures } from './boards/boarding-closures.ts';
import { createBoardDeliveryRepository } from './board-deliveries/board-deliveries.repository.ts';
import { boardDeliveryRoutes } from './board-deliveries/board-deliveries.routes.ts';
import { createBoardDeliveryService } from './board-deliveries/board-deliveries.service.ts';
import { createRulesClient } from './rules-client/rules-client.ts';
import { sivEnvSchema } from './siv-config.ts';
import { sivChangeFamilies, sivChangesRoutes } from './changes.routes.ts';
import { mqttTransport, sftpTransport, unconfiguredTransport } from './board-deliveries/board-transports.ts';
import { constraints } from './errors.ts';
import { createSivValidationReportRepository } from './validation-report/validation-report.repository.ts';
import { sivValidationReportRoutes } from './validation-report/validation-report.routes.ts';
import { createSivValidationReportService } from './validation-report/validation-report.service.ts';
import type { Operations } from './types.ts';

export const sivService: ServiceDefinition<Operations> = {
  ...serviceFiles('siv', import.meta.url),
  constraints,
  // long: the composition root is a flat list of the service's parts, in dependency order.
  async setup(deps) {
    const config = loadConfig(sivEnvSchema, deps.env);
    // The service's clock, as the boards and messages read it (ms since the epoch).
    const now = () => deps.clock.now().getTime();
    // The only door to the registry, shared by the handlers and the health check.
    const registry = createReferentialClient({
      baseUrl: config.REFERENTIAL_URL,
      tokenUrl: config.OAUTH_TOKEN_URL,
      clientId: config.SIV_CLIENT_ID,
      clientSecret: config.SIV_CLIENT_SECRET,
      timeoutMs: config.REFERENTIAL_TIMEOUT_MS,
      retries: config.REFERENTIAL_RETRIES,
      retryDelayMs: config.REFERENTIAL_RETRY_DELAY_MS,
      maxConcurrent: config.REFERENTIAL_MAX_CONCURRENT,
      circuitThreshold: config.REFERENTIAL_CIRCUIT_THRESHOLD,
      circuitCooldownMs: config.REFERENTIAL_CIRCUIT_COOLDOWN_MS,
      metrics: deps.metrics,
      logger: deps.logger,
    });
    // The only door to the rules service, for the boarding closures boards show; none without RULES_URL.
    const rules =
      config.RULES_URL === undefined
        ? undefined
        : createRulesClient({
            baseUrl: config.RULES_URL,
            tokenUrl: config.OAUTH_TOKEN_URL,
            clientId: config.SIV_CLIENT_ID,
            clientSecret: config.SIV_CLIENT_SECRET,
            timeoutMs: config.RULES_TIMEOUT_MS,
            retries: config.RULES_RETRIES,
            retryDelayMs: config.REFERENTIAL_RETRY_DELAY_MS,
            maxConcurrent: config.RULES_MAX_CONCURRENT,
            circuitThreshold: config.RULES_CIRCUIT_THRESHOLD,
            circuitCooldownMs: config.RULES_CIRCUIT_COOLDOWN_MS,
            metrics: deps.metrics,
            logger: deps.logger,
          });
    // The points and profiles boards read, kept per replica until a write to them commits.
    // What a publishing target's address may be, at a point's creation and at each delivery.
    const targets = {
      allowPrivateTargets:
        (config.DELIVERY_ALLOW_PRIVATE_TARGETS ?? String(deps.env.NODE_ENV === 'development')) === 'true',
      sftpRoot: config.DELIVERY_SFTP_ROOT,
    };
    const displays = createNotifiedCache<KnownDisplay>({
      listener: deps.notifications,
      channel: DISPLAYS_CHANNEL,
      cache: 'displays',
      metrics: deps.metrics,
    });
    const repos = {
      profiles: createDisplayProfileRepository(deps.db),
      points: createDisplayPointRepository(deps.db),
      messages: createDisplayMessageRepository(deps.db),
    };
    const ports = {
      profiles: createDisplayProfilePort(repos.profiles),
      points: createDisplayPointPort(repos.points),
    };
    const messages = createDisplayMessageService(deps.db, repos.messages, displays, now);
    const following = config.BOARD_CALLS_FOLLOW === 'feed';
    const services = {
      messages,
      profiles: createDisplayProfileService(deps.db, repos.profiles, ports.points, displays.invalidate),
      points: createDisplayPointService(
        deps.db,
        repos.points,
        ports.profiles,
        registry,
        targets,
        displays.invalidate,
      ),
      boards: createBoardService({
        points: ports.points,
        profiles: ports.profiles,
        displays,
        registry,
        messages,
        closures: createBoardingClosures({ rules, registry, metrics: deps.metrics }),
        metrics: deps.metrics,
        timeZone: deps.clock.timeZone,
        // Following the feed, the recheck is the slow safety net (ADR 0159).
        recheckMs: following ? config.BOARD_FEED_RECHECK_MS : config.BOARD_CALLS_RECHECK_MS,
        keepFreshMs: config.BOARD_KEEP_FRESH_MS,
        waitMs: config.BOARD_WAIT_MS,
        now,
      }),
    };
    const deliveries = createBoardDeliveryService({
      db: deps.db,
      deliveries: createBoardDeliveryRepository(deps.db),
      boards: services.boards,
      points: ports.points,
      logger: deps.logger,
      now,
      tickMs: config.DELIVERY_TICK_MS,
      periodSeconds: config.DELIVERY_PERIOD_SECONDS,
      timeoutMs: config.DELIVERY_TIMEOUT_MS,
      retryBaseMs: config.DELIVERY_RETRY_BASE_MS,
      retryMaxMs: config.DELIVERY_RETRY_MAX_MS,
      signingSecret: config.DELIVERY_SIGNING_SECRET,
      targets,
      unseenAfterMinutes: config.SCREEN_UNSEEN_MINUTES,
      metrics: deps.metrics,
      transports: {
        mqtt: config.DELIVERY_MQTT_URL
          ? mqttTransport(config.DELIVERY_MQTT_URL, config.DELIVERY_TIMEOUT_MS)
          : unconfiguredTransport('MQTT broker', 'DELIVERY_MQTT_URL'),
        sftp:
          config.DELIVERY_SFTP_URL && config.DELIVERY_SFTP_PRIVATE_KEY_FILE
            ? sftpTransport(
                config.DELIVERY_SFTP_URL,
                config.DELIVERY_SFTP_PRIVATE_KEY_FILE,
                config.DELIVERY_TIMEOUT_MS,
              )
            : unconfiguredTransport('SFTP server', 'DELIVERY_SFTP_URL and DELIVERY_SFTP_PRIVATE_KEY_FILE'),
      },
    });
    await displays.start();
    // The registry's change feed, followed when the boards follow it (ADR 0159): from its newest
    // event, taken before the warm-up reads the calls.
    const callsFeed = followCallsFeed({
      registry,
      changed: services.boards.callsChanged,
      pollMs: config.BOARD_FEED_POLL_MS,
      logger: deps.logger,
    });
    if (following) await callsFeed.begin();
    // The boards the active points show, computed before the service listens (so before it
    // says it is ready): a replica's first screens find their calls and closures kept.
    if (config.BOARD_WARM_UP_MS > 0) {
      const warming = performance.now();
      const warmed = await services.boards.warmUp(
        await ports.points.oneOfEachBoard(),
        config.BOARD_WARM_UP_MS,
      );
      deps.logger.info({ ...warmed, ms: Math.round(performance.now() - warming) }, 'boards warmed up');
    }
    services.boards.start();
    if (following) callsFeed.start();
    deliveries.start();
    // The change feed (ADR 0065): its sources from the contract, its scheduled work started.
    const feed = await createEventFeed(deps.db, {
      service: 'siv',
      spec: deps.spec,
      families: sivChangeFamilies,
      settings: eventsSettings(deps.config, deps.clock),
      onError: (error) => deps.logger.error({ err: error }, 'change feed work failed'),
    });
    // Webhook subscriptions on the feed (ADR 0072, 0080), delivered by every replica in turn.
    const webhooks = createWebhooks(deps.db, {
      service: 'siv',
      basePath: '/siv/v1/webhooks',
      operations: webhookOperationNames('Siv'),
      settings: webhookSettings(deps.config),
      clock: deps.clock,
      onError: (error) => deps.logger.error({ err: error }, 'webhook delivery round failed'),
      notifications: deps.notifications,
    });
    return {
      close: async () => {
        await webhooks.stop();
        await deliveries.stop();
        await callsFeed.stop();
        services.boards.stop();
        await feed.stop();
        await displays.stop();
      },
      handlers: {
        ...displayProfileRoutes(services.profiles),
        ...displayPointRoutes(services.points),
        ...displayMessageRoutes(services.messages),
        ...boardRoutes(services.boards),
        ...boardDeliveryRoutes(deliveries),
        ...sivChangesRoutes(deps.db),
        ...sivValidationReportRoutes(
          createSivValidationReportService(createSivValidationReportRepository(deps.db), registry),
          deps.clock,
        ),
        listSivEvents: feed.handler,
        ...webhooks.handlers,
      },
      healthChecks: [{ name: 'referential', check: () => registry.checkHealth() }],
      mountPublic: (app) =>
        mountScreenPages(app, {
          boards: services.boards,
          points: ports.points,
          sightings: deliveries,
          timeZone: deps.clock.timeZone,
          logger: deps.logger,
          now,
        }),
    };
  },
};
