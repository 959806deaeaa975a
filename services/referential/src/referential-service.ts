/** The referential service: its contract, migrations and the handlers of every family. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@transport/platform';
import { beneficiaryRoutes } from './beneficiaries/beneficiaries.routes.ts';
import { createBeneficiaryRepository } from './beneficiaries/beneficiaries.repository.ts';
import { createBeneficiaryService } from './beneficiaries/beneficiaries.service.ts';
import { carrierRoutes } from './carriers/carriers.routes.ts';
import { createCarrierRepository } from './carriers/carriers.repository.ts';
import { createCarrierService } from './carriers/carriers.service.ts';
import { bayRoutes } from './bays/bays.routes.ts';
import { authorizationFamilyRoutes } from './authorizations/authorization-families.ts';
import { createPermitImport } from './vehicle-permits/permit-import.ts';
import { vehiclePermitRoutes } from './vehicle-permits/vehicle-permits.routes.ts';
import { createVehiclePermitRepository } from './vehicle-permits/vehicle-permits.repository.ts';
import { createVehiclePermitService } from './vehicle-permits/vehicle-permits.service.ts';
import { vehicleCategoryRoutes } from './vehicle-categories/vehicle-categories.routes.ts';
import { createVehicleCategoryRepository } from './vehicle-categories/vehicle-categories.repository.ts';
import { createVehicleCategoryService } from './vehicle-categories/vehicle-categories.service.ts';
import { vehicleIdentifierRoutes } from './vehicle-identifiers/vehicle-identifiers.routes.ts';
import { createVehicleIdentifierRepository } from './vehicle-identifiers/vehicle-identifiers.repository.ts';
import { createVehicleIdentifierService } from './vehicle-identifiers/vehicle-identifiers.service.ts';
import { vehicleRoutes } from './vehicles/vehicles.routes.ts';
import { createVehicleRepository } from './vehicles/vehicles.repository.ts';
import { createVehicleService } from './vehicles/vehicles.service.ts';
import { createBayRepository } from './bays/bays.repository.ts';
import { createBayService } from './bays/bays.service.ts';
import { stationAreaRoutes } from './station-areas/station-areas.routes.ts';
import { createStationAreaRepository } from './station-areas/station-areas.repository.ts';
import { createStationAreaService } from './station-areas/station-areas.service.ts';
import { networkRoutes } from './network-routes.ts';
import { constraints } from './errors.ts';
import type { Operations } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export const referentialService: ServiceDefinition<Operations> = {
  name: 'referential',
  specPath: path.resolve(here, '../../../openapi/referential.yaml'),
  migrationsDir: path.resolve(here, '../migrations'),
  constraints,
  setup({ db, config, metrics }) {
    const carriers = createCarrierRepository(db);
    const categories = createVehicleCategoryRepository(db);
    const vehicles = createVehicleRepository(db);
    const identifiers = createVehicleIdentifierRepository(db);
    const zone = config.BUSINESS_TIME_ZONE;
    const permits = createVehiclePermitRepository(db);
    const areas = createStationAreaRepository(db);
    const bays = createBayRepository(db);
    return {
      handlers: {
        ...carrierRoutes(createCarrierService(db, carriers)),
        ...vehicleCategoryRoutes(createVehicleCategoryService(db, categories)),
        ...vehicleRoutes(createVehicleService(db, vehicles, carriers, categories, identifiers, zone)),
        ...vehicleIdentifierRoutes(createVehicleIdentifierService(db, identifiers, vehicles, zone)),
        ...vehiclePermitRoutes(
          createVehiclePermitService(
            db,
            permits,
            vehicles,
            carriers,
            categories,
            createPermitImport(db, permits),
            zone,
          ),
        ),
        ...beneficiaryRoutes(createBeneficiaryService(db, createBeneficiaryRepository(db), carriers, zone)),
        ...stationAreaRoutes(createStationAreaService(db, areas, bays)),
        ...bayRoutes(createBayService(db, bays, areas)),
        ...authorizationFamilyRoutes({ db, config }, { carriers, vehicles, categories, areas }),
        ...networkRoutes({ db, config, metrics }, areas, bays),
      },
    };
  },
};
