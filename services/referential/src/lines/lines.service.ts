/**
 * Lines: catalog and lifecycle (PLANNED -> ACTIVE <-> SUSPENDED, any -> RETIRED), operating
 * carriers over effective-dated periods (several at once), and immutable, versioned itineraries.
 */
import {
  assertPrecondition,
  pageOf,
  type Database,
  type FieldError,
  type Page,
  type PageRequest,
  type Precondition,
  type Transaction,
} from '@transport/platform';
import { Errors } from '../errors.ts';
import type { BayPort } from '../bays/bays.port.ts';
import type { CatalogCriteria } from '../catalogs/catalog.repository.ts';
import type { PeriodReading } from '../catalogs/period.repository.ts';
import type { DestinationPort } from '../destinations/destinations.port.ts';
import type { StationPort } from '../stations/stations.port.ts';
import {
  toOperator,
  type Itinerary,
  type ItineraryInput,
  type Line,
  type LineOperator,
  type LineRepository,
  type LineStatus,
} from './lines.repository.ts';

const MOVES: Record<'activation' | 'suspension' | 'retirement', { from: LineStatus[]; to: LineStatus }> = {
  activation: { from: ['PLANNED', 'SUSPENDED'], to: 'ACTIVE' },
  suspension: { from: ['ACTIVE'], to: 'SUSPENDED' },
  retirement: { from: ['PLANNED', 'ACTIVE', 'SUSPENDED'], to: 'RETIRED' },
};

export interface LineDependencies {
  stations: StationPort;
  bays: BayPort;
  destinations: DestinationPort;
}

export function createLineService(db: Database, repository: LineRepository, deps: LineDependencies) {
  const { lines, operators, itineraries } = repository;

  async function get(id: string): Promise<Line> {
    const line = await lines.findById(id);
    if (!line) throw Errors.lineNotFound(id);
    return line;
  }

  /** Locks a line that is not retired (share: its children may be added side by side). */
  async function lockOpenLine(trx: Transaction, id: string, mode: 'share' | 'update'): Promise<Line> {
    const line = await lines.lock(trx, id, mode);
    if (!line) throw Errors.lineNotFound(id);
    if (line.status === 'RETIRED') throw Errors.lineRetired(line.code);
    return line;
  }

  function move(id: string, name: keyof typeof MOVES, actor: string, reason?: string): Promise<Line> {
    return db.transaction(async (trx) => {
      const line = await lines.lock(trx, id);
      if (!line) throw Errors.lineNotFound(id);
      const { from, to } = MOVES[name];
      if (!from.includes(line.status)) throw Errors.lineTransitionInvalid(line.code, line.status, name);
      await lines.changeStatus(trx, line, to, actor, reason);
      return (await lines.findById(id, trx)) as Line;
    });
  }

  /** Checks the calling points: known, ACTIVE stations once each; bays ACTIVE in the station's area. */
  async function checkCallingPoints(trx: Transaction, input: ItineraryInput): Promise<void> {
    const errors: FieldError[] = [];
    const destination = input.destinationId;
    const found = await deps.destinations.lockShared(trx, destination);
    if (!found)
      errors.push({ field: 'body.destinationId', message: `no destination has the id ${destination}` });
    else if (found.status === 'RETIRED')
      errors.push({ field: 'body.destinationId', message: `the destination ${found.code} is retired` });
    const stations = await deps.stations.lockMany(
      trx,
      input.callingPoints.map((p) => p.stationId),
    );
    const seen = new Set<string>();
    for (const [index, point] of input.callingPoints.entries()) {
      const field = `body.callingPoints.${index}`;
      const station = stations.get(point.stationId);
      if (!station)
        errors.push({ field: `${field}.stationId`, message: `no station has the id ${point.stationId}` });
      else if (station.status === 'RETIRED')
        errors.push({ field: `${field}.stationId`, message: `the station ${station.code} is retired` });
      else if (seen.has(point.stationId))
        errors.push({
          field: `${field}.stationId`,
          message: `the station ${station.code} appears twice in the itinerary`,
        });
      seen.add(point.stationId);
      if (point.bayId && station) {
        if (!(await deps.bays.isActiveInArea(trx, point.bayId, station.stationAreaId)))
          errors.push({
            field: `${field}.bayId`,
            message: `is not an ACTIVE bay of the station area of ${station.code}`,
          });
      }
    }
    if (errors.length > 0) {
      const first = errors[0] as FieldError;
      throw Errors.itineraryInvalid(`The itinerary is refused: ${first.field} ${first.message}.`, errors);
    }
  }

  return {
    get,

    create(input: { code: string; name: string }, actor: string): Promise<string> {
      return lines.insert(db, { code: input.code, name: input.name }, actor);
    },

    async search(criteria: CatalogCriteria, page: PageRequest): Promise<Page<Line>> {
      const { rows, total } = await lines.search(criteria, page);
      return pageOf(page, rows, total);
    },

    correct(
      id: string,
      patch: { code?: string; name?: string },
      actor: string,
      wanted?: Precondition,
    ): Promise<Line> {
      return db.transaction(async (trx) => {
        assertPrecondition(wanted, await lockOpenLine(trx, id, 'update'), 'line');
        await lines.update(trx, id, patch, actor);
        return (await lines.findById(id, trx)) as Line;
      });
    },

    activate: (id: string, actor: string) => move(id, 'activation', actor),
    suspend: (id: string, actor: string) => move(id, 'suspension', actor),
    retire: (id: string, reason: string, actor: string) => move(id, 'retirement', actor, reason),

    async addOperator(
      id: string,
      input: { carrierId: string; effectiveFrom: string; effectiveTo?: string },
      actor: string,
    ): Promise<string> {
      if (input.effectiveTo && input.effectiveTo < input.effectiveFrom)
        throw Errors.periodInvalid(input.effectiveFrom, input.effectiveTo);
      return db.transaction(async (trx) => {
        await lockOpenLine(trx, id, 'share');
        return operators.insert(trx, { ownerId: id, ...input }, actor);
      });
    },

    async listOperators(id: string, reading: PeriodReading, page: PageRequest): Promise<Page<LineOperator>> {
      await get(id);
      const { rows, total } = await operators.list(id, reading, page);
      return pageOf(page, rows.map(toOperator), total);
    },

    endOperator(id: string, operatorId: string, effectiveTo: string, actor: string): Promise<LineOperator> {
      return db.transaction(async (trx) => {
        const period = await operators.lock(trx, id, operatorId);
        if (!period) {
          await get(id);
          throw Errors.lineOperatorNotFound(operatorId);
        }
        if (period.effectiveTo !== null) throw Errors.lineOperatorEnded(period.effectiveTo);
        if (effectiveTo < period.effectiveFrom) throw Errors.periodInvalid(period.effectiveFrom, effectiveTo);
        await operators.end(trx, operatorId, effectiveTo, actor);
        return toOperator({ ...period, effectiveTo });
      });
    },

    createItinerary(input: ItineraryInput, actor: string): Promise<string> {
      return db.transaction(async (trx) => {
        // An update lock on the line serialises version numbering of its itineraries.
        await lockOpenLine(trx, input.lineId, 'update');
        await checkCallingPoints(trx, input);
        return itineraries.insert(trx, input, actor);
      });
    },

    async listItineraries(
      id: string,
      criteria: { code?: string; latestOnly: boolean },
      page: PageRequest,
    ): Promise<Page<Itinerary>> {
      await get(id);
      const { rows, total } = await itineraries.list(id, criteria, page);
      return pageOf(page, rows, total);
    },

    async getItinerary(id: string, itineraryId: string): Promise<Itinerary> {
      const itinerary = await itineraries.findById(itineraryId);
      if (!itinerary || itinerary.lineId !== id) {
        await get(id);
        throw Errors.itineraryNotFound(itineraryId);
      }
      return itinerary;
    },
  };
}

export type LineService = ReturnType<typeof createLineService>;
