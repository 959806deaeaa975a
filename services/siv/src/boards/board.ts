/**
 * What a display shows, computed from the registry's calls and a profile, without I/O: the
 * calls of a service day as instants, the rows of a board at a minute (window, cancellation
 * grace, order, texts), and the page showing at an instant.
 */
import { instantOfLocal, localDateTime, minuteOfDay, secondOfMinute } from '@transport/platform';
import type { RegistryCall } from '../referential-client/referential-client.ts';
import type { Schemas } from '../types.ts';

export type BoardRow = Schemas['BoardRow'];
type CallStatus = Schemas['BoardCallStatus'];
type DisplayProfile = Schemas['DisplayProfile'];

/** A call of a service day, its times as instants. */
export interface TimedCall {
  /** The service date whose station calls answer named it (the bay's capabilities are read on it). */
  serviceDate: string;
  scheduleId: string;
  lineCode: string;
  lineName: string;
  lineSuspended: boolean;
  destinationName: string;
  stationId: string;
  bayId: string | null;
  bayCode: string | null;
  /** Departure (arrival for `arrival`), scheduled and announced; null when the call has none. */
  departure: { scheduledAt: number; announcedAt: number } | null;
  arrival: { scheduledAt: number; announcedAt: number } | null;
  /** Nobody may board (`pickupType` NONE): the bus only sets down here (ADR 0083, 0091). */
  setDownOnly: boolean;
  status: CallStatus;
  /** Why, as the day-of change that gives the call its status announces it; null without one. */
  reason: string | null;
}

const MINUTE = 60_000;
const SECOND = 1000;

/** Seconds after midnight of a registry time, `HH:MM` or `HH:MM:SS`. */
const secondOfDay = (time: string) => minuteOfDay(time) * 60 + secondOfMinute(time);

/**
 * The calls the registry answered for `serviceDate` (local to `timeZone`), as instants. The
 * announced time is the registry's `announcedTime` (on the day `announcedDayOffset` says, the
 * call's own when absent): the time shown, a delay included; departures and arrivals are
 * shifted by the same delay. Times are to the second when the registry gives seconds. A call
 * whose `pickupType` is NONE is `setDownOnly` (its departure is the bus's, which only a board at
 * its bay shows, `boardRows`), one whose `dropOffType` is NONE has no arrival (nobody alights):
 * no arrival board shows it.
 */
export function timedCalls(serviceDate: string, calls: RegistryCall[], timeZone: string): TimedCall[] {
  return calls.map((call) => {
    const shownScheduled = call.departureTime ?? call.arrivalTime ?? call.announcedTime;
    const dayShift = (call.announcedDayOffset ?? call.dayOffset) - call.dayOffset;
    const delay =
      (secondOfDay(call.announcedTime) + dayShift * 86_400 - secondOfDay(shownScheduled)) * SECOND;
    const at = (time: string | null) => {
      if (time === null) return null;
      const scheduledAt =
        instantOfLocal(serviceDate, minuteOfDay(time), timeZone) + secondOfMinute(time) * SECOND;
      return { scheduledAt, announcedAt: scheduledAt + delay };
    };
    const status: CallStatus = call.callStatus ?? (delay > 0 ? 'DELAYED' : 'ON_TIME');
    return {
      serviceDate,
      scheduleId: call.scheduleId,
      lineCode: call.lineCode,
      lineName: call.lineName,
      lineSuspended: call.lineStatus === 'SUSPENDED',
      destinationName: call.destinationName,
      stationId: call.stationId,
      bayId: call.bayId,
      bayCode: call.bayCode,
      departure: at(call.departureTime),
      // A call nobody may alight at is no arrival.
      arrival: call.dropOffType === 'NONE' ? null : at(call.arrivalTime),
      setDownOnly: call.pickupType === 'NONE',
      status,
      reason: call.dayOfChange?.reason ?? null,
    };
  });
}

interface Labels {
  departures: string;
  arrivals: string;
  ON_TIME: string;
  DELAYED: string;
  CANCELLED: string;
  BAY_CHANGED: string;
  /** The status of a departure whose boarding has closed (a boarding-closure rule, ADR 0063). */
  boardingClosed: string;
  /** The status of a bus at the bay that nobody may board: it only sets down (ADR 0091). */
  setDownOnly: string;
  /** The text alternative of the step-free mark, and its words in a readout. */
  stepFree: string;
  /** Column headings: time, countdown, line, destination, bay, status. */
  columns: [string, string, string, string, string, string];
  /** The countdown of a call leaving (arriving) within the minute. */
  now: string;
  /** The word before the timetable time of a call announced at another time, in a readout. */
  scheduled: string;
  /** The word before a destination, in a readout. */
  to: string;
  /** The words before a line's and a bay's code, in a readout. */
  line: string;
  bay: string;
}

const LABELS: Record<string, Labels> = {
  en: {
    departures: 'Departures',
    arrivals: 'Arrivals',
    ON_TIME: 'On time',
    DELAYED: 'Delayed',
    CANCELLED: 'Cancelled',
    BAY_CHANGED: 'Bay changed',
    boardingClosed: 'Boarding closed',
    setDownOnly: 'Set down only',
    stepFree: 'Step-free access',
    columns: ['Time', 'In', 'Line', 'Destination', 'Bay', 'Status'],
    now: 'Now',
    scheduled: 'scheduled',
    to: 'to',
    line: 'line',
    bay: 'bay',
  },
  fr: {
    departures: 'Départs',
    arrivals: 'Arrivées',
    ON_TIME: "À l'heure",
    DELAYED: 'Retardé',
    CANCELLED: 'Supprimé',
    BAY_CHANGED: 'Changement de quai',
    boardingClosed: 'Embarquement terminé',
    setDownOnly: 'Descente uniquement',
    stepFree: 'Accès de plain-pied',
    columns: ['Heure', 'Dans', 'Ligne', 'Destination', 'Quai', 'État'],
    now: 'Immédiat',
    scheduled: 'prévu',
    to: 'vers',
    line: 'ligne',
    bay: 'quai',
  },
  de: {
    departures: 'Abfahrten',
    arrivals: 'Ankünfte',
    ON_TIME: 'Pünktlich',
    DELAYED: 'Verspätet',
    CANCELLED: 'Fällt aus',
    BAY_CHANGED: 'Steigwechsel',
    boardingClosed: 'Einstieg beendet',
    setDownOnly: 'Nur Ausstieg',
    stepFree: 'Stufenloser Einstieg',
    columns: ['Zeit', 'In', 'Linie', 'Ziel', 'Steig', 'Status'],
    now: 'Jetzt',
    scheduled: 'planmäßig',
    to: 'nach',
    line: 'Linie',
    bay: 'Steig',
  },
  es: {
    departures: 'Salidas',
    arrivals: 'Llegadas',
    ON_TIME: 'A tiempo',
    DELAYED: 'Retrasado',
    CANCELLED: 'Cancelado',
    BAY_CHANGED: 'Cambio de andén',
    boardingClosed: 'Embarque cerrado',
    setDownOnly: 'Solo bajada',
    stepFree: 'Acceso sin escalones',
    columns: ['Hora', 'En', 'Línea', 'Destino', 'Andén', 'Estado'],
    now: 'Ahora',
    scheduled: 'prevista',
    to: 'a',
    line: 'línea',
    bay: 'andén',
  },
  it: {
    departures: 'Partenze',
    arrivals: 'Arrivi',
    ON_TIME: 'In orario',
    DELAYED: 'In ritardo',
    CANCELLED: 'Soppresso',
    BAY_CHANGED: 'Cambio di stallo',
    boardingClosed: 'Imbarco chiuso',
    setDownOnly: 'Solo discesa',
    stepFree: 'Accesso senza gradini',
    columns: ['Ora', 'Tra', 'Linea', 'Destinazione', 'Stallo', 'Stato'],
    now: 'Adesso',
    scheduled: 'prevista',
    to: 'per',
    line: 'linea',
    bay: 'stallo',
  },
  nl: {
    departures: 'Vertrek',
    arrivals: 'Aankomst',
    ON_TIME: 'Op tijd',
    DELAYED: 'Vertraagd',
    CANCELLED: 'Rijdt niet',
    BAY_CHANGED: 'Perronwijziging',
    boardingClosed: 'Instappen gesloten',
    setDownOnly: 'Alleen uitstappen',
    stepFree: 'Drempelvrije toegang',
    columns: ['Tijd', 'Over', 'Lijn', 'Bestemming', 'Perron', 'Status'],
    now: 'Nu',
    scheduled: 'gepland',
    to: 'naar',
    line: 'lijn',
    bay: 'perron',
  },
};

/** The labels of a language (by its primary subtag: `de-CH` reads `de`), English when unknown. */
export function labelsOf(language: string) {
  return (LABELS[language.split('-')[0] ?? ''] ?? LABELS.en) as Labels;
}

export function headingsOf(languages: string[], arrivals: boolean) {
  return languages.map((language) => ({
    language,
    heading: labelsOf(language)[arrivals ? 'arrivals' : 'departures'],
  }));
}

/**
 * The profile settings a board depends on, and whether it is the board of a point at a bay
 * (`atBay`: it shows the calls at that bay only).
 */
export type BoardSettings = Pick<
  DisplayProfile,
  'kind' | 'horizonMinutes' | 'sort' | 'cancellationGraceMinutes' | 'languages'
> & { atBay?: boolean };

const BY_TIME = (a: BoardRow, b: BoardRow) =>
  Date.parse(a.announcedAt) - Date.parse(b.announcedAt) ||
  a.lineCode.localeCompare(b.lineCode) ||
  a.scheduleId.localeCompare(b.scheduleId);

const ORDER: Record<DisplayProfile['sort'], (a: BoardRow, b: BoardRow) => number> = {
  ANNOUNCED_TIME: BY_TIME,
  EXPECTED_TIME: BY_TIME,
  LINE: (a, b) => a.lineCode.localeCompare(b.lineCode) || BY_TIME(a, b),
  DESTINATION: (a, b) => a.destinationName.localeCompare(b.destinationName) || BY_TIME(a, b),
};

/**
 * Every row of the board at `minute` (an instant on a minute's start): the departures (arrivals
 * on an arrival board) announced from that minute to `horizonMinutes` after it, a cancelled
 * one kept until `cancellationGraceMinutes` after its time, in the profile's order. A row is
 * `stepFree` when `stepFree` says the call's bay is step-free on the call's service date.
 *
 * A call nobody may board (`setDownOnly`) is no departure for a passenger: a station's
 * departure board leaves it out; the departure board of a point at a bay, where the bus stops
 * in front of the people waiting, shows it marked `setDownOnly`, its status "Set down only" (a
 * cancellation still said as such). An arrival board shows it as any arrival (ADR 0091).
 */
export function boardRows(
  calls: TimedCall[],
  settings: BoardSettings,
  minute: number,
  timeZone: string,
  stepFree: (call: TimedCall) => boolean = () => false,
) {
  const arrivals = settings.kind === 'ARRIVAL_BOARD';
  const until = minute + settings.horizonMinutes * MINUTE;
  const grace = settings.cancellationGraceMinutes * MINUTE;
  const rows: BoardRow[] = [];
  for (const call of calls) {
    const time = arrivals ? call.arrival : call.departure;
    if (!time) continue;
    const setDownOnly = !arrivals && call.setDownOnly;
    if (setDownOnly && !settings.atBay) continue;
    const cancelled = call.status === 'CANCELLED';
    const shownUntil = time.announcedAt + (cancelled ? Math.max(grace, MINUTE) : MINUTE);
    if (minute >= shownUntil || time.announcedAt > until) continue;
    const delayMinutes = Math.round((time.announcedAt - time.scheduledAt) / MINUTE);
    rows.push({
      scheduleId: call.scheduleId,
      lineCode: call.lineCode,
      lineName: call.lineName,
      lineSuspended: call.lineSuspended,
      destinationName: call.destinationName,
      stationId: call.stationId,
      scheduledTime: localDateTime(time.scheduledAt, timeZone).time,
      announcedTime: localDateTime(time.announcedAt, timeZone).time,
      announcedAt: new Date(time.announcedAt).toISOString(),
      delayMinutes,
      minutesAway: Math.round((time.announcedAt - minute) / MINUTE),
      bayCode: call.bayCode,
      status: call.status,
      reason: call.reason,
      cancelled,
      boardingClosesAt: null,
      boardingClosed: false,
      stepFree: call.bayId !== null && stepFree(call),
      setDownOnly,
      texts: settings.languages.map((language) => {
        const labels = labelsOf(language);
        const status =
          setDownOnly && !cancelled
            ? labels.setDownOnly
            : call.status === 'DELAYED' && delayMinutes > 0
              ? `${labels.DELAYED} +${delayMinutes} min`
              : labels[call.status];
        return { language, status };
      }),
    });
  }
  return rows.sort(ORDER[settings.sort]);
}

/** What a boarding-closure rule in force says of one departure. */
export interface RowClosure {
  minutesBeforeDeparture: number;
  showOnDisplays: boolean;
}

/**
 * The rows with the boarding closures in force (`closureOf` each row's, undefined for none): a
 * departure not cancelled closes `minutesBeforeDeparture` before its announced time (the bus
 * leaves then, a delay included); from that instant, when the rule says to show it on
 * displays, it is `boardingClosed` and its status reads so. A row without a closure shown is
 * returned as it is.
 */
export function withBoardingClosures(
  rows: BoardRow[],
  minute: number,
  closureOf: (row: BoardRow) => RowClosure | undefined,
): BoardRow[] {
  return rows.map((row) => {
    const closure = closureOf(row);
    // Nobody boards a bus that only sets down: no closure is shown for it.
    if (!closure || !closure.showOnDisplays || row.cancelled || row.setDownOnly) return row;
    const closesAt = Date.parse(row.announcedAt) - closure.minutesBeforeDeparture * MINUTE;
    const closed = minute >= closesAt;
    return {
      ...row,
      boardingClosesAt: new Date(closesAt).toISOString(),
      boardingClosed: closed,
      texts: closed
        ? row.texts.map(({ language }) => ({ language, status: labelsOf(language).boardingClosed }))
        : row.texts,
    };
  });
}

/** The stale notice in a language (French or English), with the age of what is shown. */
export function staleText(language: string, seconds: number | null): string {
  const minutes = seconds === null ? null : Math.max(1, Math.round(seconds / 60));
  return language.startsWith('fr')
    ? `Informations non actualisées${minutes === null ? '' : ` depuis ${minutes} min`}`
    : `Information not updated${minutes === null ? '' : ` for ${minutes} min`}`;
}

/** A message's text in `language` (by its primary subtag), its first text otherwise. */
export function messageText(texts: { language: string; text: string }[], language: string): string {
  const primary = (tag: string) => tag.split('-')[0];
  return (
    texts.find((t) => t.language === language)?.text ??
    texts.find((t) => primary(t.language) === primary(language))?.text ??
    texts[0]?.text ??
    ''
  );
}

/** A row's countdown as a screen shows it: `5 min`, the language's "now" within the minute, none when cancelled. */
export function countdownText(row: Pick<BoardRow, 'minutesAway' | 'cancelled'>, language: string): string {
  if (row.cancelled) return '';
  return row.minutesAway <= 0 ? labelsOf(language).now : `${row.minutesAway} min`;
}

/**
 * The board as plain sentences in one language, for audio readout and text-only displays: the
 * heading and time, then every row (all pages) as "time, line, destination, bay, step-free
 * access (when it is), countdown, status: reason" (the reason of a day-of change), then the notices the screen shows (`notices`, already in that language).
 */
export function readoutText(
  language: string,
  board: { heading: string; title: string; localTime: string; rows: BoardRow[]; notices: string[] },
): string {
  const labels = labelsOf(language);
  const sentences = [`${board.heading}, ${board.title}, ${board.localTime}.`];
  for (const row of board.rows) {
    const status = row.texts.find((t) => t.language === language)?.status ?? labels[row.status];
    const parts = [
      row.announcedTime === row.scheduledTime
        ? row.announcedTime
        : `${row.announcedTime} (${labels.scheduled} ${row.scheduledTime})`,
      `${labels.line} ${row.lineCode}`,
      `${labels.to} ${row.destinationName}`,
      ...(row.bayCode === null ? [] : [`${labels.bay} ${row.bayCode}`]),
      ...(row.stepFree ? [labels.stepFree] : []),
      ...(row.cancelled ? [] : [countdownText(row, language)]),
      row.reason === null ? status : `${status}: ${row.reason}`,
    ];
    sentences.push(`${parts.join(', ')}.`);
  }
  return [...sentences, ...board.notices].join('\n');
}

/** Which page (from 1) shows at `instant`, and how many there are; pages turn on the clock. */
export function pageAt(rowCount: number, lineCount: number, pageSeconds: number, instant: number) {
  const pageCount = Math.ceil(rowCount / lineCount);
  if (pageCount === 0) return { page: 0, pageCount };
  const slot = Math.floor(instant / 1000 / pageSeconds);
  return { page: (slot % pageCount) + 1, pageCount };
}
