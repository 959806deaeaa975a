/** The handlers of transport authorizations, checkpoint eligibility and import staging. */
import type { ServiceDeps } from '@transport/platform';
import type { CarrierRepository } from '../carriers/carriers.repository.ts';
import { createCheckpointRepository } from '../checkpoints/checkpoints.repository.ts';
import { createEligibilityRepository } from '../eligibility/eligibility.repository.ts';
import { eligibilityRoutes } from '../eligibility/eligibility.routes.ts';
import { createEligibilityService } from '../eligibility/eligibility.service.ts';
import { createImportStagingRepository } from '../import-staging/import-staging.repository.ts';
import { importStagingRoutes } from '../import-staging/import-staging.routes.ts';
import { createImportStagingService } from '../import-staging/import-staging.service.ts';
import { createRegistryWriter } from '../import-staging/observable-fields.ts';
import { createLineRepository } from '../lines/lines.repository.ts';
import type { StationAreaRepository } from '../station-areas/station-areas.repository.ts';
import { createStationRepository } from '../stations/stations.repository.ts';
import type { VehicleCategoryRepository } from '../vehicle-categories/vehicle-categories.repository.ts';
import type { VehicleRepository } from '../vehicles/vehicles.repository.ts';
import { createAuthorizationPeriodRepository } from './authorization-periods.repository.ts';
import { createAuthorizationRepository } from './authorizations.repository.ts';
import { authorizationRoutes } from './authorizations.routes.ts';
import { createAuthorizationService } from './authorizations.service.ts';

export function authorizationFamilyRoutes(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  registry: {
    carriers: CarrierRepository;
    vehicles: VehicleRepository;
    categories: VehicleCategoryRepository;
    areas: StationAreaRepository;
  },
) {
  const timeZone = config.BUSINESS_TIME_ZONE;
  const authorizations = createAuthorizationRepository(db);
  const periods = {
    holders: createAuthorizationPeriodRepository(db, 'authorization_holders'),
    vehicles: createAuthorizationPeriodRepository(db, 'authorized_vehicles'),
    lines: createAuthorizationPeriodRepository(db, 'authorized_lines'),
  };
  const lines = createLineRepository(db);
  const writer = createRegistryWriter({ carriers: registry.carriers, stations: createStationRepository(db) });
  return {
    ...authorizationRoutes(
      createAuthorizationService(db, authorizations, periods, { ...registry, lines }, timeZone),
    ),
    ...eligibilityRoutes(
      createEligibilityService(
        createEligibilityRepository(db),
        { ...registry, checkpoints: createCheckpointRepository(db), authorizations, periods },
        timeZone,
      ),
    ),
    ...importStagingRoutes(createImportStagingService(db, createImportStagingRepository(db), writer)),
  };
}
