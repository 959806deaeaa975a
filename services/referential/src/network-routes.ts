/** The handlers of the network families: checkpoints, geography, coordinations, lines, schedules. */
import type { ServiceDeps } from '@transport/platform';
import type { BayRepository } from './bays/bays.repository.ts';
import { checkpointRoutes } from './checkpoints/checkpoints.routes.ts';
import { createCheckpointRepository } from './checkpoints/checkpoints.repository.ts';
import { createCheckpointService } from './checkpoints/checkpoints.service.ts';
import { coordinationRoutes } from './coordinations/coordinations.routes.ts';
import { createCoordinationRepository } from './coordinations/coordinations.repository.ts';
import { createCoordinationService } from './coordinations/coordinations.service.ts';
import { destinationRoutes } from './destinations/destinations.routes.ts';
import { createDestinationRepository } from './destinations/destinations.repository.ts';
import { createDestinationService } from './destinations/destinations.service.ts';
import { lineRoutes } from './lines/lines.routes.ts';
import { createLineRepository } from './lines/lines.repository.ts';
import { createLineService } from './lines/lines.service.ts';
import { scheduleRoutes } from './schedules/schedules.routes.ts';
import { createScheduleRepository } from './schedules/schedules.repository.ts';
import { createScheduleService } from './schedules/schedules.service.ts';
import type { StationAreaRepository } from './station-areas/station-areas.repository.ts';
import { stationRoutes } from './stations/stations.routes.ts';
import { createStationRepository } from './stations/stations.repository.ts';
import { createStationService } from './stations/stations.service.ts';

export function networkRoutes(
  { db, config, metrics }: Pick<ServiceDeps, 'db' | 'config' | 'metrics'>,
  areas: StationAreaRepository,
  bays: BayRepository,
) {
  const timeZone = config.BUSINESS_TIME_ZONE;
  const stations = createStationRepository(db);
  const destinations = createDestinationRepository(db);
  const lines = createLineRepository(db);
  return {
    ...checkpointRoutes(createCheckpointService(db, createCheckpointRepository(db), areas)),
    ...destinationRoutes(createDestinationService(db, destinations)),
    ...stationRoutes(createStationService(db, stations, areas)),
    ...coordinationRoutes(createCoordinationService(db, createCoordinationRepository(db)), timeZone),
    ...lineRoutes(createLineService(db, lines, { stations, bays, destinations }), timeZone),
    ...scheduleRoutes(
      createScheduleService(db, createScheduleRepository(db), { lines, stations, bays, areas }, metrics),
    ),
  };
}
