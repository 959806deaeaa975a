/**
 * Schedules: one service of a line along an itinerary version. Its revisions carry a period,
 * the service days (a shared service calendar, or days of the week) and the stop times; at most
 * one DRAFT (being edited), and ACTIVE ones each published for its own period, never
 * overlapping, so that next season's timetable is published without touching this season's.
 * Exceptions of the schedule add or remove origin days above the calendar. Station calls of a
 * date (`station-calls/`) read, for each schedule, the ACTIVE revision whose period contains the
 * origin day.
 */
import {
  pageOf,
  type Database,
  type FieldError,
  type Page,
  type PageRequest,
  type Transaction,
  type Clock,
} from '@transport/platform';
import { keepPastDays, periodErrors } from '../period.errors.ts';
import { scheduleErrors } from './schedules.errors.ts';
import type { BayPort } from '../bays/bays.port.ts';
import { EVERY_DAY, type CalendarPort } from '../calendars/calendars.port.ts';
import { lineRefusals, type LinePort } from '../lines/lines.port.ts';
import type { StationPort } from '../stations/stations.port.ts';
import type { Schemas } from '../types.ts';
import type {
  Schedule,
  ScheduleException,
  ScheduleRepository,
  ScheduleRevision,
  ServiceDays,
  StopTime,
} from './schedules.repository.ts';
import {
  sequenceComplaints,
  timeComplaints,
  toStoredCalls,
  type ItineraryStop,
  type StopTimeCall,
} from './stop-time-rules.ts';

export interface ScheduleDependencies {
  lines: LinePort;
  stations: StationPort;
  bays: BayPort;
  calendars: CalendarPort;
}

export function createScheduleService(
  db: Database,
  schedules: ScheduleRepository,
  deps: ScheduleDependencies,
  clock: Clock,
) {
  const today = () => clock.today();

  async function get(id: string): Promise<Schedule> {
    const schedule = await schedules.findById(id);
    if (!schedule) throw scheduleErrors.scheduleNotFound(id);
    return schedule;
  }

  async function lock(trx: Transaction, id: string): Promise<Schedule> {
    const schedule = await schedules.lock(trx, id);
    if (!schedule) throw scheduleErrors.scheduleNotFound(id);
    return schedule;
  }

  /** The calling points of the schedule's itinerary, with station codes for the messages. */
  async function itineraryStops(trx: Transaction, itineraryId: string): Promise<ItineraryStop[]> {
    const itinerary = await deps.lines.itinerary(trx, itineraryId);
    const points = itinerary?.callingPoints ?? [];
    const stations = await deps.stations.lockMany(
      trx,
      points.map((p) => p.stationId),
    );
    return points.map((p) => ({
      stationId: p.stationId,
      stationCode: stations.get(p.stationId)?.code ?? p.stationId,
      bayId: p.bayId,
    }));
  }

  async function bayComplaints(
    trx: Transaction,
    calls: StopTimeCall[],
    stops: ItineraryStop[],
  ): Promise<FieldError[]> {
    const stations = await deps.stations.lockMany(
      trx,
      stops.map((s) => s.stationId),
    );
    for (const [index, call] of calls.entries()) {
      if (!call.bayId) continue;
      const station = stations.get(call.stopId);
      if (!(await deps.bays.isActiveInArea(trx, call.bayId, station?.stationAreaId)))
        return [
          {
            field: `body.calls.${index}.bayId`,
            message: `Call ${index + 1} at stop ${(stops[index] as ItineraryStop).stationCode}: bay ${call.bayId} is not an ACTIVE bay of the station's area.`,
          },
        ];
    }
    return [];
  }

  return {
    get,

    async create(input: Schemas['ScheduleCreate'], actor: string): Promise<string> {
      if (input.validTo < input.validFrom)
        throw periodErrors.periodInvalid(input.validFrom, input.validTo, 'body.validTo');
      return db.transaction(async (trx) => {
        await deps.lines.lockForUse(trx, input.lineId);
        const itinerary = await deps.lines.itinerary(trx, input.itineraryId);
        if (!itinerary || itinerary.lineId !== input.lineId)
          throw lineRefusals.itineraryNotOfLine(input.itineraryId);
        if (input.calendarId) await deps.calendars.lockForUse(trx, input.calendarId);
        const id = await schedules.insert(trx, input, actor);
        await schedules.insertRevision(
          trx,
          id,
          1,
          {
            validFrom: input.validFrom,
            validTo: input.validTo,
            daysOfWeek: input.daysOfWeek ?? EVERY_DAY,
            calendarId: input.calendarId ?? null,
          },
          actor,
        );
        return id;
      });
    },

    async search(
      criteria: { search?: string; lineId?: string; status?: Schedule['status'] },
      page: PageRequest,
    ): Promise<Page<Schedule>> {
      const { rows, total } = await schedules.search(criteria, page);
      return pageOf(page, rows, total);
    },

    createRevision(id: string, changes: Partial<ServiceDays>, actor: string): Promise<string> {
      return db.transaction(async (trx) => {
        const schedule = await lock(trx, id);
        if (schedule.draftRevision !== null) throw scheduleErrors.scheduleDraftExists(schedule.draftRevision);
        const latest = await schedules.latestRevision(trx, id);
        const days: ServiceDays = {
          validFrom: changes.validFrom ?? latest.validFrom,
          validTo: changes.validTo ?? latest.validTo,
          daysOfWeek: changes.daysOfWeek ?? latest.daysOfWeek,
          calendarId: changes.calendarId ?? latest.calendarId,
        };
        if (days.validTo < days.validFrom)
          throw periodErrors.periodInvalid(days.validFrom, days.validTo, 'body.validTo');
        if (changes.calendarId) await deps.calendars.lockForUse(trx, changes.calendarId);
        const revisionId = await schedules.insertRevision(trx, id, latest.revision + 1, days, actor);
        await schedules.copyStopTimes(trx, latest.id, revisionId);
        return revisionId;
      });
    },

    async listRevisions(id: string, page: PageRequest): Promise<Page<ScheduleRevision>> {
      await get(id);
      const { rows, total } = await schedules.listRevisions(id, page);
      return pageOf(page, rows, total);
    },

    replaceStopTimes(id: string, calls: StopTimeCall[], actor: string): Promise<void> {
      return db.transaction(async (trx) => {
        const schedule = await lock(trx, id);
        const draft = await schedules.revision(trx, id, { status: 'DRAFT' });
        if (!draft) throw scheduleErrors.scheduleNoDraft();
        const stops = await itineraryStops(trx, schedule.itineraryId);
        const complaints = sequenceComplaints(calls, stops);
        if (complaints.length === 0) complaints.push(...timeComplaints(calls, stops));
        if (complaints.length === 0) complaints.push(...(await bayComplaints(trx, calls, stops)));
        if (complaints.length > 0) throw scheduleErrors.stopTimesInvalid(complaints);
        await schedules.replaceStopTimes(trx, draft.id, toStoredCalls(calls, stops));
        await schedules.touch(trx, id, actor);
      });
    },

    async stopTimes(
      id: string,
      revision?: number,
    ): Promise<{
      scheduleId: string;
      revision: number;
      status: ScheduleRevision['status'];
      calls: StopTime[];
    }> {
      const schedule = await get(id);
      const number = revision ?? schedule.draftRevision ?? schedule.activeRevision ?? 1;
      const found = await schedules.revision(db, id, { revision: number });
      if (!found) throw scheduleErrors.scheduleRevisionNotFound(number);
      return {
        scheduleId: id,
        revision: found.revision,
        status: found.status,
        calls: await schedules.stopTimes(found.id),
      };
    },

    /**
     * Publishes the draft for its period; a period starting before today changes days already
     * served, so it needs `retroactive`, which the revision records.
     */
    activate(id: string, actor: string, retroactive = false): Promise<Schedule> {
      return db.transaction(async (trx) => {
        const schedule = await lock(trx, id);
        const draft = await schedules.revision(trx, id, { status: 'DRAFT' });
        if (!draft) throw scheduleErrors.scheduleNoDraft();
        if (draft.callCount === 0) throw scheduleErrors.scheduleRevisionEmpty(draft.revision);
        const day = today();
        keepPastDays({
          what: `Revision ${draft.revision}, from ${draft.validFrom},`,
          date: draft.validFrom,
          today: day,
          retroactive,
        });
        await deps.lines.lockActive(trx, schedule.lineId);
        const overlapping = await schedules.activeOverlapping(trx, id, draft);
        if (overlapping) throw scheduleErrors.scheduleRevisionOverlap(draft, overlapping);
        await schedules.activate(trx, id, draft.id, actor, draft.validFrom < day);
        return (await schedules.findById(id, trx)) as Schedule;
      });
    },

    /** Discards the draft, or takes back an ACTIVE revision before its first day. */
    withdrawRevision(id: string, revision: number, actor: string): Promise<ScheduleRevision> {
      return db.transaction(async (trx) => {
        await lock(trx, id);
        const found = await schedules.revision(trx, id, { revision });
        if (!found) throw scheduleErrors.scheduleRevisionNotFound(revision);
        if (found.status !== 'ACTIVE' && found.status !== 'DRAFT')
          throw scheduleErrors.scheduleRevisionNotActive(revision, found.status);
        const day = today();
        if (found.status === 'ACTIVE' && found.validFrom <= day)
          throw scheduleErrors.scheduleRevisionStarted(revision, found.validFrom, day);
        await schedules.withdraw(trx, id, found.id, actor);
        return (await schedules.revision(trx, id, { revision })) as ScheduleRevision;
      });
    },

    async addException(
      id: string,
      input: { date: string; type: ScheduleException['type']; reason: string; retroactive?: boolean },
      actor: string,
    ): Promise<string> {
      keepPastDays({
        what: `An exception on ${input.date}`,
        date: input.date,
        today: today(),
        retroactive: input.retroactive,
      });
      return db.transaction(async (trx) => {
        await lock(trx, id);
        return schedules.insertException(trx, id, input, actor);
      });
    },

    async listExceptions(
      id: string,
      range: { from?: string; to?: string },
      page: PageRequest,
    ): Promise<Page<ScheduleException>> {
      await get(id);
      const { rows, total } = await schedules.listExceptions(id, range, page);
      return pageOf(page, rows, total);
    },

    removeException(id: string, exceptionId: string, actor: string, retroactive?: boolean): Promise<void> {
      return db.transaction(async (trx) => {
        await lock(trx, id);
        const date = await schedules.exceptionDate(trx, id, exceptionId);
        if (date === undefined) throw scheduleErrors.scheduleExceptionNotFound(exceptionId);
        keepPastDays({
          what: `Withdrawing the exception on ${date}`,
          date,
          today: today(),
          retroactive,
          field: 'query.retroactive',
        });
        if (!(await schedules.removeException(trx, id, exceptionId, actor)))
          throw scheduleErrors.scheduleExceptionNotFound(exceptionId);
      });
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
