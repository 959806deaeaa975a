/**
 * The referential's composition root: its contract and migrations, and, in dependency order,
 * the repositories (each made once), the ports through which a family serves the others, the
 * family services, and the handler map. No other file wires families together.
 */
import {
  createEventFeed,
  createImportGate,
  createWebhooks,
  eventsSettings,
  ImportLimitExceeded,
  importLimitsEnvSchema,
  loadConfig,
  refreshProjections,
  sealingEnvSchema,
  serviceFiles,
  type ServiceDefinition,
  webhookOperationNames,
  webhookSettings,
} from '@transport/platform';
import { createAuthorizationLinks } from './authorizations/authorization-links.repository.ts';
import { createAuthorizationPort } from './authorizations/authorizations.port.ts';
import { createAuthorizationRepository } from './authorizations/authorizations.repository.ts';
import { authorizationRoutes } from './authorizations/authorizations.routes.ts';
import { createAuthorizationService } from './authorizations/authorizations.service.ts';
import { createBayPort } from './bays/bays.port.ts';
import { createBayRepository } from './bays/bays.repository.ts';
import { bayRoutes } from './bays/bays.routes.ts';
import { createBayService } from './bays/bays.service.ts';
import { createBeneficiaryRepository } from './beneficiaries/beneficiaries.repository.ts';
import { beneficiaryRoutes } from './beneficiaries/beneficiaries.routes.ts';
import { createBeneficiaryService } from './beneficiaries/beneficiaries.service.ts';
import {
  createPayoutKeys,
  rewrapPayoutKeys,
  sealPlaintextPayoutDetails,
} from './beneficiaries/payout-keys.repository.ts';
import { createCalendarPort } from './calendars/calendars.port.ts';
import { createCalendarRepository } from './calendars/calendars.repository.ts';
import { calendarRoutes } from './calendars/calendars.routes.ts';
import { createCalendarService } from './calendars/calendars.service.ts';
import { createCarrierPort } from './carriers/carriers.port.ts';
import { createCarrierRepository } from './carriers/carriers.repository.ts';
import { carrierRoutes } from './carriers/carriers.routes.ts';
import { createCarrierService } from './carriers/carriers.service.ts';
import { createCheckpointPort } from './checkpoints/checkpoints.port.ts';
import { createCheckpointRepository } from './checkpoints/checkpoints.repository.ts';
import { checkpointRoutes } from './checkpoints/checkpoints.routes.ts';
import { createCheckpointService } from './checkpoints/checkpoints.service.ts';
import { createCoordinationRepository } from './coordinations/coordinations.repository.ts';
import { coordinationRoutes } from './coordinations/coordinations.routes.ts';
import { createCoordinationService } from './coordinations/coordinations.service.ts';
import { createDayOfChangePort } from './day-of-changes/day-of-changes.port.ts';
import { createDayOfChangeRepository } from './day-of-changes/day-of-changes.repository.ts';
import { dayOfChangeRoutes } from './day-of-changes/day-of-changes.routes.ts';
import { createDayOfChangeService } from './day-of-changes/day-of-changes.service.ts';
import { createDestinationPort } from './destinations/destinations.port.ts';
import { createDestinationRepository } from './destinations/destinations.repository.ts';
import { destinationRoutes } from './destinations/destinations.routes.ts';
import { createDestinationService } from './destinations/destinations.service.ts';
import { createEligibilityRepository } from './eligibility/eligibility.repository.ts';
import { eligibilityRoutes } from './eligibility/eligibility.routes.ts';
import { createEligibilityService } from './eligibility/eligibility.service.ts';
import { createGtfsExportRepository } from './gtfs/gtfs-export.repository.ts';
import { createGtfsImportRepository } from './gtfs/gtfs-import.repository.ts';
import { createGtfsImportJobs } from './gtfs/gtfs-import-jobs.ts';
import { createImportJobRepository } from './gtfs/import-jobs.repository.ts';
import { gtfsRoutes } from './gtfs/gtfs.routes.ts';
import { createGtfsService } from './gtfs/gtfs.service.ts';
import { createImportStagingRepository } from './import-staging/import-staging.repository.ts';
import { importStagingRoutes } from './import-staging/import-staging.routes.ts';
import { createImportStagingService } from './import-staging/import-staging.service.ts';
import { createRegistryWriter } from './import-staging/observable-fields.ts';
import { createLinePort } from './lines/lines.port.ts';
import { createLineRepository } from './lines/lines.repository.ts';
import { lineRoutes } from './lines/lines.routes.ts';
import { createLineService } from './lines/lines.service.ts';
import { createSchedulePort } from './schedules/schedules.port.ts';
import { createScheduleRepository } from './schedules/schedules.repository.ts';
import { scheduleRoutes } from './schedules/schedules.routes.ts';
import { stationCallRoutes } from './station-calls/station-calls.routes.ts';
import { createStationCallService } from './station-calls/station-calls.service.ts';
import { createScheduleService } from './schedules/schedules.service.ts';
import { createStationAreaPort } from './station-areas/station-areas.port.ts';
import { createStationAreaRepository } from './station-areas/station-areas.repository.ts';
import { stationAreaRoutes } from './station-areas/station-areas.routes.ts';
import { createStationAreaService } from './station-areas/station-areas.service.ts';
import { createStationPort } from './stations/stations.port.ts';
import { createStationRepository } from './stations/stations.repository.ts';
import { stationRoutes } from './stations/stations.routes.ts';
import { createStationService } from './stations/stations.service.ts';
import { referentialChangeFamilies, referentialChangesRoutes } from './changes.routes.ts';
import { constraints } from './errors.ts';
import type { Operations } from './types.ts';
import { createVehicleCategoryPort } from './vehicle-categories/vehicle-categories.port.ts';
import { createVehicleCategoryRepository } from './vehicle-categories/vehicle-categories.repository.ts';
import { vehicleCategoryRoutes } from './vehicle-categories/vehicle-categories.routes.ts';
import { createVehicleCategoryService } from './vehicle-categories/vehicle-categories.service.ts';
import { createVehicleIdentifierPort } from './vehicle-identifiers/vehicle-identifiers.port.ts';
import { createVehicleIdentifierRepository } from './vehicle-identifiers/vehicle-identifiers.repository.ts';
import { vehicleIdentifierRoutes } from './vehicle-identifiers/vehicle-identifiers.routes.ts';
import { createVehicleIdentifierService } from './vehicle-identifiers/vehicle-identifiers.service.ts';
import { createPermitImport } from './vehicle-permits/permit-import.ts';
import { createVehiclePermitRepository } from './vehicle-permits/vehicle-permits.repository.ts';
import { vehiclePermitRoutes } from './vehicle-permits/vehicle-permits.routes.ts';
import { createVehiclePermitService } from './vehicle-permits/vehicle-permits.service.ts';
import { createValidationReportRepository } from './validation-report/validation-report.repository.ts';
import { validationReportRoutes } from './validation-report/validation-report.routes.ts';
import { createValidationReportService } from './validation-report/validation-report.service.ts';
import { createVehiclePort } from './vehicles/vehicles.port.ts';
import { createVehicleRepository } from './vehicles/vehicles.repository.ts';
import { vehicleRoutes } from './vehicles/vehicles.routes.ts';
import { createVehicleService } from './vehicles/vehicles.service.ts';

/** The file imports, refused before their body is read while the gate and its queue are full. */
const IMPORTS_RUN_AT_ONCE: ReadonlySet<string> = new Set(['importGtfsFeed', 'importVehiclePermits']);

export const referentialService: ServiceDefinition<Operations> = {
  ...serviceFiles('referential', import.meta.url),
  constraints,
  // long: the composition root is a flat list of the service's parts, in dependency order.
  async setup({ db, config, env, metrics, logger, clock, spec, notifications }) {
    // The GTFS, permit and staged imports share one gate: their limits, and how many run at once.
    const importLimits = loadConfig(importLimitsEnvSchema, env);
    const imports = createImportGate(db, importLimits, { metrics });
    // Payout details sealed per carrier, erased at the end of their retention (ADR 0073).
    const sealing = loadConfig(sealingEnvSchema, env);
    const payoutKeys = createPayoutKeys(db, sealing.keyEncryptionKey);
    const rewrapped = await rewrapPayoutKeys(db, sealing.keyEncryptionKey, sealing.previousKeyEncryptionKey);
    if (rewrapped > 0) logger.info({ rewrapped }, 'payout data keys rewrapped by the new key-encryption key');
    await sealPlaintextPayoutDetails(db, payoutKeys);

    // Repositories: each table's, once; the dated families read the business day `today`.
    const today = () => clock.today();
    const repos = {
      carriers: createCarrierRepository(db, today),
      beneficiaries: createBeneficiaryRepository(db, today, payoutKeys),
      categories: createVehicleCategoryRepository(db),
      vehicles: createVehicleRepository(db, today),
      identifiers: createVehicleIdentifierRepository(db, today),
      permits: createVehiclePermitRepository(db, today),
      areas: createStationAreaRepository(db, today),
      bays: createBayRepository(db, today),
      checkpoints: createCheckpointRepository(db, today),
      destinations: createDestinationRepository(db, today),
      stations: createStationRepository(db, today),
      coordinations: createCoordinationRepository(db, today),
      lines: createLineRepository(db, today),
      dayOfChanges: createDayOfChangeRepository(db),
      calendars: createCalendarRepository(db),
      schedules: createScheduleRepository(db, clock),
      authorizations: createAuthorizationRepository(db, today),
      authorizationLinks: createAuthorizationLinks(db, today),
      eligibility: createEligibilityRepository(db),
      importStaging: createImportStagingRepository(db),
      gtfsExport: createGtfsExportRepository(db),
      gtfsImport: createGtfsImportRepository(db),
      importJobs: createImportJobRepository(db),
      validationReport: createValidationReportRepository(db),
    };

    // Ports: what each family offers the others, over its own repository only.
    const ports = {
      carriers: createCarrierPort(repos.carriers),
      categories: createVehicleCategoryPort(repos.categories),
      vehicles: createVehiclePort(repos.vehicles, clock),
      identifiers: createVehicleIdentifierPort(repos.identifiers, clock),
      areas: createStationAreaPort(repos.areas),
      bays: createBayPort(repos.bays),
      checkpoints: createCheckpointPort(repos.checkpoints),
      destinations: createDestinationPort(repos.destinations),
      stations: createStationPort(repos.stations),
      lines: createLinePort(repos.lines),
      schedules: createSchedulePort(repos.schedules),
      dayOfChanges: createDayOfChangePort(repos.dayOfChanges),
      calendars: createCalendarPort(repos.calendars),
      authorizations: createAuthorizationPort(repos.authorizations, repos.authorizationLinks),
    };

    // Services: each family's, given the ports of the families it relies on.
    const validationReport = createValidationReportService(repos.validationReport);
    const services = {
      carriers: createCarrierService(db, repos.carriers, clock),
      beneficiaries: createBeneficiaryService(
        db,
        repos.beneficiaries,
        ports.carriers,
        clock,
        payoutKeys,
        sealing,
      ),
      categories: createVehicleCategoryService(db, repos.categories),
      vehicles: createVehicleService(
        db,
        repos.vehicles,
        ports.carriers,
        ports.categories,
        ports.identifiers,
        clock,
      ),
      identifiers: createVehicleIdentifierService(db, repos.identifiers, ports.vehicles, clock),
      permits: createVehiclePermitService(
        db,
        repos.permits,
        ports.vehicles,
        ports.carriers,
        ports.categories,
        createPermitImport(repos.permits, imports, validationReport.noticesAdded),
        clock,
      ),
      areas: createStationAreaService(db, repos.areas, ports.bays, clock),
      bays: createBayService(db, repos.bays, ports.areas, clock),
      checkpoints: createCheckpointService(db, repos.checkpoints, ports.areas, clock),
      destinations: createDestinationService(db, repos.destinations, clock),
      stations: createStationService(db, repos.stations, ports.areas, clock),
      coordinations: createCoordinationService(db, repos.coordinations),
      lines: createLineService(
        db,
        repos.lines,
        { stations: ports.stations, bays: ports.bays, destinations: ports.destinations },
        clock,
      ),
      calendars: createCalendarService(db, repos.calendars, clock),
      schedules: createScheduleService(
        db,
        repos.schedules,
        {
          lines: ports.lines,
          stations: ports.stations,
          bays: ports.bays,
          calendars: ports.calendars,
        },
        clock,
      ),
      // The statements are the schedules' (they read the timetable's tables); the caches are its own.
      stationCalls: createStationCallService(
        { statements: repos.schedules, dayOfChanges: ports.dayOfChanges },
        metrics,
      ),
      dayOfChanges: createDayOfChangeService(
        db,
        repos.dayOfChanges,
        { schedules: ports.schedules, bays: ports.bays },
        clock,
      ),
      authorizations: createAuthorizationService(
        db,
        repos.authorizations,
        repos.authorizationLinks,
        { carriers: ports.carriers, vehicles: ports.vehicles, lines: ports.lines },
        clock,
      ),
      eligibility: createEligibilityService(
        repos.eligibility,
        {
          checkpoints: ports.checkpoints,
          areas: ports.areas,
          lines: ports.lines,
          vehicles: ports.vehicles,
          carriers: ports.carriers,
          categories: ports.categories,
          authorizations: ports.authorizations,
        },
        clock,
      ),
      importStaging: createImportStagingService(
        db,
        repos.importStaging,
        createRegistryWriter({ carriers: ports.carriers, stations: ports.stations }),
        imports,
      ),
      gtfs: createGtfsService(
        repos.gtfsExport,
        repos.gtfsImport,
        clock,
        imports,
        ports.bays,
        validationReport,
      ),
      validationReport,
    };
    // Long imports run as jobs, by every process: this one resumes what a stopped one left.
    const gtfsJobs = createGtfsImportJobs({ jobs: repos.importJobs, gtfs: services.gtfs, logger });
    gtfsJobs.open();
    // The end of payout details' retention, checked on each replica (a carrier's row lock makes
    // each erasure once).
    let erasing: Promise<unknown> = Promise.resolve();
    const retention =
      sealing.intervalMs > 0
        ? setInterval(() => {
            erasing = services.beneficiaries
              .eraseAfterRetention()
              .catch((error: unknown) => logger.error({ err: error }, 'payout retention failed'));
          }, sealing.intervalMs)
        : undefined;
    retention?.unref();

    const projections = refreshProjections(
      [repos.areas, repos.bays, repos.checkpoints, repos.destinations, repos.stations, repos.lines.lines].map(
        (family) => family.states,
      ),
      { onError: (error) => logger.warn({ err: error }, 'projection refresh failed') },
    );
    // The change feed (ADR 0065): its sources from the contract, its scheduled work started.
    const feed = await createEventFeed(db, {
      service: 'referential',
      spec,
      families: referentialChangeFamilies,
      settings: eventsSettings(config, clock),
      onError: (error) => logger.error({ err: error }, 'change feed work failed'),
    });
    // Webhook subscriptions on the feed (ADR 0072), delivered by every replica in turn.
    const webhooks = createWebhooks(db, {
      service: 'referential',
      basePath: '/referential/v1/webhooks',
      operations: webhookOperationNames('Referential'),
      settings: webhookSettings(config),
      clock,
      onError: (error) => logger.error({ err: error }, 'webhook delivery round failed'),
      notifications,
    });
    return {
      // An import's file is refused past IMPORT_MAX_BODY_BYTES as it is read, never buffered
      // whole first.
      fileBodies: {
        bytes: importLimits.maxBodyBytes,
        readingThreadNiceness: importLimits.readingThreadNiceness,
        refusal: () =>
          new ImportLimitExceeded(
            'maxBodyBytes',
            importLimits.maxBodyBytes,
            'body',
            'is larger than allowed',
          ),
        // A file import (not a job, which waits its turn in the jobs' queue) is refused before
        // its body is read while every place is taken and as many imports wait as may: reading
        // bodies only to refuse them took the referential's time from its reads.
        before: (operationId) => (IMPORTS_RUN_AT_ONCE.has(operationId) ? imports.busy() : undefined),
      },
      handlers: {
        ...carrierRoutes(services.carriers),
        ...beneficiaryRoutes(services.beneficiaries),
        ...vehicleCategoryRoutes(services.categories),
        ...vehicleRoutes(services.vehicles),
        ...vehicleIdentifierRoutes(services.identifiers, clock),
        ...vehiclePermitRoutes(services.permits, clock),
        ...stationAreaRoutes(services.areas, clock),
        ...bayRoutes(services.bays),
        ...checkpointRoutes(services.checkpoints, clock),
        ...destinationRoutes(services.destinations, clock),
        ...stationRoutes(services.stations, clock),
        ...coordinationRoutes(services.coordinations, clock),
        ...lineRoutes(services.lines, clock),
        ...scheduleRoutes(services.schedules),
        ...stationCallRoutes(services.stationCalls),
        ...dayOfChangeRoutes(services.dayOfChanges),
        ...calendarRoutes(services.calendars),
        ...authorizationRoutes(services.authorizations),
        ...eligibilityRoutes(services.eligibility),
        ...importStagingRoutes(services.importStaging),
        ...referentialChangesRoutes(db),
        listReferentialEvents: feed.handler,
        ...webhooks.handlers,
        ...gtfsRoutes(services.gtfs, gtfsJobs),
        ...validationReportRoutes(services.validationReport, clock),
      },
      close: async () => {
        await webhooks.stop();
        clearInterval(retention);
        await erasing;
        await feed.stop();
        await projections.stop();
        await gtfsJobs.close();
      },
    };
  },
};
