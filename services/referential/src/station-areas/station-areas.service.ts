/**
 * Station areas: creation, corrections and retirement (refused while bays are active). The
 * status and capabilities are effective-dated (`station_area_states`, ADR 0029): capabilities
 * change from a date, today or later, reads answer any date, a change still to come can be
 * cancelled, and the past is changed only by the correction modes.
 */
import {
  recordReason,
  createCatalogRecords,
  type CatalogCriteria,
  type Database,
  type Page,
  type PageRequest,
  type Clock,
} from '@transport/platform';
import { stationAreaErrors } from './station-areas.errors.ts';
import { historyRefusals } from '../period.errors.ts';
import type { BayPort } from '../bays/bays.port.ts';
import type {
  StationArea,
  StationAreaCapabilities,
  StationAreaRepository,
  StationAreaState,
} from './station-areas.repository.ts';

export function createStationAreaService(
  db: Database,
  areas: StationAreaRepository,
  bays: BayPort,
  clock: Clock,
) {
  const today = () => clock.today();
  const catalog = createCatalogRecords(db, areas, 'station area', {
    notFound: stationAreaErrors.stationAreaNotFound,
    retired: stationAreaErrors.stationAreaRetired,
  });

  /** The area on a date (today's from its own columns), and its state over time. */
  const records = areas.states.records(areas, {
    what: 'station area',
    notFound: stationAreaErrors.stationAreaNotFound,
    refusals: historyRefusals,
  });
  const { get, history } = records;

  return {
    /** The dated history: timeline, cancellations and corrections. */
    dated: history,

    get,

    /** The areas as they stood on `at` (today when absent). */
    async search(criteria: CatalogCriteria & { at?: string }, page: PageRequest): Promise<Page<StationArea>> {
      const { at, ...rest } = criteria;
      if (await records.readsRecord(at)) return catalog.search(rest, page);
      return catalog.search(
        { ...rest, from: () => areas.areasOn(at ?? today()).whereNotNull('status') },
        page,
      );
    },

    async getByCode(code: string): Promise<StationArea> {
      const area = await areas.findByCode(code);
      if (!area) throw stationAreaErrors.stationAreaCodeNotFound(code);
      // While the projection does not hold, today's state is read from the area's rows.
      if (await records.readsRecord()) return area;
      return (await areas.findOn(area.id, today())) ?? area;
    },

    create: (input: { code: string; name: string }, actor: string) =>
      db.transaction((trx) => areas.create(trx, { code: input.code, name: input.name }, today(), actor)),
    correct: catalog.named.correct,

    /**
     * Capabilities from `effectiveFrom` (today when absent), carried onto the changes already
     * recorded after it; refused on a retired area (naming the date when it is a later one).
     */
    setCapabilities(
      id: string,
      body: StationAreaCapabilities & { effectiveFrom?: string },
      actor: string,
    ): Promise<StationArea> {
      const { effectiveFrom, ...capabilities } = body;
      const from = effectiveFrom ?? today();
      return history.write(id, async (trx, area, dated) => {
        const { state } = await dated.change(
          trx,
          id,
          { from, today: today(), override: true },
          (current) => {
            if (current.status === 'RETIRED')
              throw effectiveFrom === undefined
                ? stationAreaErrors.stationAreaRetired(area.code)
                : records.retired(area, from, current.status);
            return capabilities;
          },
          actor,
        );
        const read = (await areas.findById(id, trx)) as StationArea;
        return { ...read, capabilities: pick(state) };
      });
    },

    /**
     * The update lock the retirement takes waits for bay creations holding a share lock on the
     * area, so no bay can slip in between the count and the retirement.
     */
    retire: (id: string, reason: string, actor: string) =>
      history.write(id, async (trx, area, dated) => {
        await recordReason(trx, reason);
        if (area.status === 'RETIRED') throw stationAreaErrors.stationAreaRetired(area.code);
        const active = await bays.countActiveInArea(trx, id);
        if (active > 0) throw stationAreaErrors.stationAreaHasActiveBays(area.code, active);
        await dated.change(
          trx,
          id,
          { from: today(), today: today() },
          (current): Partial<StationAreaState> => {
            if (current.status === 'RETIRED') throw stationAreaErrors.stationAreaRetired(area.code);
            return { status: 'RETIRED', retirementReason: reason, retiredAt: clock.now().toISOString() };
          },
          actor,
        );
      }),
  };
}

/** The capabilities of a state. */
function pick(state: StationAreaState): StationAreaCapabilities {
  const { accessible, maxVehicleLengthM, maxVehicleHeightM, vehicleCategories } = state;
  return { accessible, maxVehicleLengthM, maxVehicleHeightM, vehicleCategories };
}

export type StationAreaService = ReturnType<typeof createStationAreaService>;
