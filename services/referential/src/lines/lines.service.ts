/**
 * Lines: catalog and lifecycle (PLANNED -> ACTIVE <-> SUSPENDED, any -> RETIRED), operating
 * carriers over effective-dated periods (several at once), and immutable, versioned itineraries.
 * The status is effective-dated (`line_states`, ADR 0029): a move applies from a date, today or
 * later (a retirement from next month), reads answer any date, a move still to come can be
 * cancelled, and the past is changed only by the correction modes.
 */
import {
  createCatalogRecords,
  pageOf,
  recordReason,
  stateMachine,
  type CatalogCriteria,
  type Database,
  type FieldError,
  type Page,
  type PageRequest,
  type PeriodReading,
  type Transaction,
  type Clock,
} from '@transport/platform';
import { lineErrors } from './lines.errors.ts';
import { historyRefusals } from '../period.errors.ts';
import type { BayPort } from '../bays/bays.port.ts';
import type { DestinationPort } from '../destinations/destinations.port.ts';
import type { StationPort } from '../stations/stations.port.ts';
import {
  toOperator,
  type Itinerary,
  type ItineraryInput,
  type Line,
  type LineRepository,
  type LineStatus,
} from './lines.repository.ts';

const LIFECYCLE = stateMachine<LineStatus, 'activation' | 'suspension' | 'retirement'>({
  activation: { from: ['PLANNED', 'SUSPENDED'], to: 'ACTIVE' },
  suspension: { from: ['ACTIVE'], to: 'SUSPENDED' },
  retirement: { from: ['PLANNED', 'ACTIVE', 'SUSPENDED'], to: 'RETIRED' },
});

export interface LineDependencies {
  stations: StationPort;
  bays: BayPort;
  destinations: DestinationPort;
}

export function createLineService(
  db: Database,
  repository: LineRepository,
  deps: LineDependencies,
  clock: Clock,
) {
  const { lines, itineraries } = repository;
  const today = () => clock.today();
  const catalog = createCatalogRecords(db, lines, 'line', {
    notFound: lineErrors.lineNotFound,
    retired: lineErrors.lineRetired,
  });

  /** The line on a date (today's from its own columns), and its status over time. */
  const records = lines.states.records(lines, {
    what: 'line',
    notFound: lineErrors.lineNotFound,
    refusals: historyRefusals,
  });
  const { get, history } = records;
  /** The operating carriers, each over separate periods, and each one's timeline (ADR 0036). */
  const operators = repository.operators.links(
    {
      async lock(trx, id) {
        const line = await lines.lock(trx, id, 'share');
        if (!line) throw lineErrors.lineNotFound(id);
        return line;
      },
      get: catalog.get,
      what: (line, carrierId) => `the operator ${carrierId} of the line ${line.code}`,
    },
    {
      notFound: lineErrors.lineOperatorNotFound,
      ended: lineErrors.lineOperatorEnded,
      history: historyRefusals,
      show: toOperator,
    },
  );

  /**
   * A move from `effectiveFrom` (today when absent) of the status in force that day; on a day
   * the line is retired, refused as before today and naming the date on a later one.
   */
  function move(
    id: string,
    name: 'activation' | 'suspension' | 'retirement',
    actor: string,
    effectiveFrom?: string,
    reason?: string,
  ): Promise<Line> {
    const from = effectiveFrom ?? today();
    return history.write(id, async (trx, line, dated) => {
      await recordReason(trx, reason);
      const { state } = await dated.change(
        trx,
        id,
        { from, today: today() },
        (current) => {
          if (current.status === 'RETIRED' && effectiveFrom !== undefined)
            throw records.retired(line, from, current.status);
          const to = LIFECYCLE.next(current.status, name, (status) =>
            lineErrors.lineTransitionInvalid(line.code, status, name),
          );
          return to === 'RETIRED'
            ? { status: to, retirementReason: reason ?? null, retiredAt: clock.now().toISOString() }
            : { status: to, retirementReason: null, retiredAt: null };
        },
        actor,
      );
      const read = (await lines.findById(id, trx)) as Line;
      return {
        ...read,
        status: state.status,
        retirementReason: state.retirementReason,
        retiredAt: state.retiredAt,
      };
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
      throw lineErrors.itineraryInvalid(`The itinerary is refused: ${first.field} ${first.message}.`, errors);
    }
  }

  return {
    /** The dated history: timeline, cancellations and corrections. */
    dated: history,

    get,

    /** The lines as they stood on `at` (today when absent). */
    async search(criteria: CatalogCriteria & { at?: string }, page: PageRequest): Promise<Page<Line>> {
      const { at, ...rest } = criteria;
      if (await records.readsRecord(at)) return catalog.search(rest, page);
      return catalog.search(
        { ...rest, from: () => lines.linesOn(at ?? today()).whereNotNull('status') },
        page,
      );
    },

    create: (input: { code: string; name: string; transportMode?: Line['transportMode'] }, actor: string) =>
      db.transaction((trx) =>
        lines.create(
          trx,
          { code: input.code, name: input.name, transport_mode: input.transportMode ?? 'BUS' },
          today(),
          actor,
        ),
      ),
    correct: catalog.named.correct,

    activate: (id: string, actor: string, effectiveFrom?: string) =>
      move(id, 'activation', actor, effectiveFrom),
    suspend: (id: string, actor: string, effectiveFrom?: string) =>
      move(id, 'suspension', actor, effectiveFrom),
    retire: (id: string, reason: string, actor: string, effectiveFrom?: string) =>
      move(id, 'retirement', actor, effectiveFrom, reason),

    /** The carrier operates the line from `effectiveFrom` (today or later), on a day it is not retired. */
    addOperator: (
      id: string,
      input: { carrierId: string; effectiveFrom: string; effectiveTo?: string },
      actor: string,
    ) =>
      operators.add({ ownerId: id, subjectId: input.carrierId }, input, actor, async (trx, line) => {
        if (line.status === 'RETIRED') throw lineErrors.lineRetired(line.code);
        if ((await lines.states.at(id, input.effectiveFrom, trx))?.state.status === 'RETIRED')
          throw records.retired(line, input.effectiveFrom, 'RETIRED');
        return undefined;
      }),
    async listOperators(id: string, reading: PeriodReading, page: PageRequest) {
      await catalog.get(id);
      return operators.list({ ownerId: id }, reading, page);
    },
    endOperator: (id: string, operatorId: string, effectiveTo: string, actor: string) =>
      operators.end(operatorId, effectiveTo, actor, id),
    /** Each operator's timeline on the line, its cancellations and corrections. */
    operatorHistory: operators.history,

    createItinerary(input: ItineraryInput, actor: string): Promise<string> {
      return db.transaction(async (trx) => {
        // An update lock on the line serialises version numbering of its itineraries.
        await catalog.lockActive(trx, input.lineId, 'update');
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
        throw lineErrors.itineraryNotFound(itineraryId);
      }
      return itinerary;
    },
  };
}

export type LineService = ReturnType<typeof createLineService>;
