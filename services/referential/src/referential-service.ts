/** The referential service: its contract, migrations and the handlers of every family. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@transport/platform';
import { bayRoutes } from './bays/bays.routes.ts';
import { createBayRepository } from './bays/bays.repository.ts';
import { createBayService } from './bays/bays.service.ts';
import { stationAreaRoutes } from './station-areas/station-areas.routes.ts';
import { createStationAreaRepository } from './station-areas/station-areas.repository.ts';
import { createStationAreaService } from './station-areas/station-areas.service.ts';
import type { Operations } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export const referentialService: ServiceDefinition<Operations> = {
  name: 'referential',
  specPath: path.resolve(here, '../../../openapi/referential.yaml'),
  migrationsDir: path.resolve(here, '../migrations'),
  createHandlers({ db }) {
    const areas = createStationAreaRepository(db);
    const bays = createBayRepository(db);
    return {
      ...stationAreaRoutes(createStationAreaService(db, areas, bays)),
      ...bayRoutes(createBayService(db, bays, areas)),
    };
  },
};
