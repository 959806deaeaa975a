/**
 * Reading of a GTFS feed for the import: the archive opened (yauzl) and each file parsed as it
 * is unzipped, by the referential's CSV reader, within the import's limits (`ImportRun`: sizes
 * declared and read, line length, rows, UTF-8, the stop signal). The files of the network (agencies, stops,
 * routes, services, feed info) are held, since they are as large as the network; the trips and
 * stop times, as large as the timetable, are handed on in batches (`FeedSink`) and never held,
 * so that memory does not grow with the feed. Every value is checked as it is read, each
 * complaint naming `<file>:<line>:<column>`; references across files are checked afterwards,
 * where the trips and stop times were put (the import's staging tables).
 */
import { AppError, type DeclaredEntry, type ImportRun } from '@transport/platform';
import type { FeedError, FeedErrorCode } from './gtfs.errors.ts';
import yauzl from 'yauzl';
import { modeOfRouteType, type TransportMode } from './gtfs-route-types.ts';
import { isTimeZone } from './gtfs-time-zone.ts';
import { parseCsvStream, type CsvRecord } from '../csv-parser.ts';
import type { Schemas } from '../types.ts';

/** Complaints listed at most; the count goes on. */
export const MAX_FEED_ERRORS = 100;

export interface FeedStop {
  id: string;
  name: string;
  lat: number | null;
  lon: number | null;
  /** 0 a stop, 1 a station; other location types are not read. */
  locationType: 0 | 1;
  parent: string | null;
  platformCode: string | null;
  /**
   * `wheelchair_boarding`: kept on a station's stop (ADR 0083) and a platform's (its bay's,
   * ADR 0091), reported not kept on another child's.
   */
  wheelchair: Accessibility;
}

export interface FeedRoute {
  id: string;
  /** The agency operating it ('' when the feed has one agency and does not say). */
  agencyId: string;
  shortName: string;
  longName: string;
  /** The line's transport mode, from `route_type` (`gtfs-route-types.ts`). */
  mode: TransportMode;
}

export interface FeedAgency {
  id: string;
  name: string;
  /** `agency_timezone` ('' when the feed does not say: the network's). */
  timezone: string;
  line: number;
}

export interface FeedService {
  id: string;
  /** ISO days (1 = Monday) the service runs on, between start and end (YYYY-MM-DD). */
  days: number[];
  start: string | null;
  end: string | null;
  added: string[];
  removed: string[];
  /** Where it is first defined. */
  file: string;
  line: number;
}

/**
 * What the feed says that the registry does not keep, or that looks like a mistake without
 * making the feed wrong: a notice in the manner of MobilityData's validator (a snake_case code,
 * WARNING severity), counted by code, file and field, with the first line it was seen on.
 */
export type FeedWarning = Schemas['GtfsImportWarning'];

/** The columns the import reads, by file: any other with a value is reported as not kept. */
const KEPT_COLUMNS: Record<string, readonly string[]> = {
  'agency.txt': ['agency_id', 'agency_name', 'agency_timezone'],
  'stops.txt': [
    'stop_id',
    'stop_name',
    'stop_lat',
    'stop_lon',
    'location_type',
    'parent_station',
    'platform_code',
    'wheelchair_boarding',
  ],
  'routes.txt': ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type'],
  'trips.txt': [
    'route_id',
    'service_id',
    'trip_id',
    'trip_headsign',
    'wheelchair_accessible',
    'bikes_allowed',
  ],
  'stop_times.txt': [
    'trip_id',
    'arrival_time',
    'departure_time',
    'stop_id',
    'stop_sequence',
    'timepoint',
    'pickup_type',
    'drop_off_type',
  ],
  'calendar.txt': [
    'service_id',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'start_date',
    'end_date',
  ],
  'calendar_dates.txt': ['service_id', 'date', 'exception_type'],
  'frequencies.txt': ['trip_id', 'start_time', 'end_time', 'headway_secs', 'exact_times'],
  'feed_info.txt': ['feed_publisher_name'],
};

/** The files of the GTFS reference the import does not read (their rows are counted). */
const GTFS_FILES_NOT_KEPT = new Set([
  'shapes.txt',
  'transfers.txt',
  'pathways.txt',
  'levels.txt',
  'translations.txt',
  'attributions.txt',
  'fare_attributes.txt',
  'fare_rules.txt',
  'fare_media.txt',
  'fare_products.txt',
  'fare_leg_rules.txt',
  'fare_leg_join_rules.txt',
  'fare_transfer_rules.txt',
  'timeframes.txt',
  'rider_categories.txt',
  'areas.txt',
  'stop_areas.txt',
  'networks.txt',
  'route_networks.txt',
  'location_groups.txt',
  'location_group_stops.txt',
  'booking_rules.txt',
]);

/** The files of the GTFS reference the import reads and keeps (`readFeed`'s readers, one each). */
const GTFS_FILES_KEPT = [
  'agency.txt',
  'stops.txt',
  'routes.txt',
  'calendar.txt',
  'calendar_dates.txt',
  'frequencies.txt',
  'feed_info.txt',
  'trips.txt',
  'stop_times.txt',
] as const;
type GtfsFileKept = (typeof GTFS_FILES_KEPT)[number];
const KEPT_NAMES: ReadonlySet<string> = new Set(GTFS_FILES_KEPT);

/**
 * The files of `archive` the import will read (kept or counted; the first of a name, wherever
 * its folder), as its directory declares them, in their order: none when it is not a readable
 * zip (its reading says so). Read before the import waits its turn, so that the gate refuses a
 * zip bomb by its declared sizes without a transaction (`ImportGate.admitArchive`, ADR 0123).
 */
export async function declaredEntries(archive: Buffer): Promise<DeclaredEntry[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  } catch {
    return [];
  }
  const entries: DeclaredEntry[] = [];
  const seen = new Set<string>();
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName.split('/').pop() ?? '';
      if (seen.has(name) || !(KEPT_NAMES.has(name) || GTFS_FILES_NOT_KEPT.has(name))) continue;
      seen.add(name);
      entries.push({
        file: name,
        compressedBytes: entry.compressedSize,
        unzippedBytes: entry.uncompressedSize,
      });
    }
  } catch {
    // A directory unreadable past some entry: the files before it are admitted, as the reading
    // would, and the reading answers the rest.
  } finally {
    zip.close();
  }
  return entries;
}

/**
 * The entries of an archive's directory, in its order; with the error that stopped the reading
 * of a directory unreadable past some entry (the entries before it are read, as they were when
 * each was read as it was listed).
 */
async function directoryOf(zip: yauzl.ZipFile): Promise<{ entries: yauzl.Entry[]; unreadable?: unknown }> {
  const entries: yauzl.Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) entries.push(entry);
  } catch (error) {
    return { entries, unreadable: error };
  }
  return { entries };
}

/** The files staged in Postgres as they are read, read after every other file of the archive. */
const STAGED_LAST: readonly string[] = ['trips.txt', 'stop_times.txt'];

/**
 * The archive's entries in the order they are read: the staged files (`trips.txt`, then
 * `stop_times.txt`) after all the others, each group in the archive's order. A feed refused in
 * its network's files (a line past `IMPORT_MAX_LINE_BYTES` in `stops.txt`, a limit of
 * `routes.txt`) is refused before a trip or a stop time is unzipped, parsed or copied into
 * Postgres, whatever order it was zipped in (an archive zipped by name lists `stop_times.txt`
 * before `stops.txt`): ADR 0165.
 */
function inReadingOrder(entries: yauzl.Entry[]): yauzl.Entry[] {
  const rank = (entry: yauzl.Entry) => STAGED_LAST.indexOf(entry.fileName.split('/').pop() ?? '');
  return [...entries].sort((a, b) => rank(a) - rank(b));
}

/** A row of frequencies.txt: the trip runs every `headway` seconds from `start` until `end`. */
export interface FeedFrequency {
  line: number;
  tripId: string;
  start: number;
  end: number;
  headway: number;
  /** exact_times=1: the departures are the timetable; 0: they are estimated. */
  exact: boolean;
}

/** A row of trips.txt, as staged. */
export interface StagedTrip {
  line: number;
  tripId: string;
  routeId: string;
  serviceId: string;
  headsign: string;
  /** `wheelchair_accessible` and `bikes_allowed` as the registry keeps them (ADR 0076). */
  wheelchair: Accessibility;
  bikes: BikesAllowance;
}

type Accessibility = 'UNKNOWN' | 'ACCESSIBLE' | 'NOT_ACCESSIBLE';
type BikesAllowance = 'UNKNOWN' | 'ALLOWED' | 'NOT_ALLOWED';
const ACCESSIBILITY: Accessibility[] = ['UNKNOWN', 'ACCESSIBLE', 'NOT_ACCESSIBLE'];
const BIKES: BikesAllowance[] = ['UNKNOWN', 'ALLOWED', 'NOT_ALLOWED'];

/** A row of stop_times.txt, as staged; times in seconds after the origin day's midnight. */
export interface StagedStopTime {
  line: number;
  tripId: string;
  stopId: string;
  sequence: number;
  arrival: number | null;
  departure: number | null;
  /** Whether the times are exact (`timepoint` empty or 1), or estimated (0). */
  timepoint: boolean;
  /** `pickup_type` and `drop_off_type` as GTFS numbers them (0 when empty). */
  pickup: number;
  dropOff: number;
}

/**
 * Where the trips and stop times go as they are read: each file's rows, a piece of the file at a
 * time, taken as they come (the next piece is read when the sink asks for it).
 */
export interface FeedSink {
  trips(batches: AsyncIterable<StagedTrip[]>): Promise<void>;
  stopTimes(batches: AsyncIterable<StagedStopTime[]>): Promise<void>;
}

export interface Feed {
  publisher: string | null;
  agencies: Map<string, FeedAgency>;
  stops: Map<string, FeedStop>;
  routes: Map<string, FeedRoute>;
  services: Map<string, FeedService>;
  frequencies: FeedFrequency[];
  warnings: FeedWarning[];
  stopTimeCount: number;
}

export type FeedReading = { feed: Feed } | { errors: FeedError[]; total: number };

/** The greatest `stop_sequence` read (the staging column is a 4-byte integer). */
const MAX_SEQUENCE = 2_147_483_647;

const BOARDING_MEANING = '0 (regular), 1 (none), 2 (phone the agency) or 3 (ask the driver)';

const REQUIRED = ['stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt'];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** `H:MM:SS` (hours past 24 allowed) -> seconds after the service day's start; undefined when malformed. */
function parseTime(value: string): number | undefined {
  const match = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** `YYYYMMDD` -> `YYYY-MM-DD`; undefined when not a date. */
function parseDate(value: string): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** A record of a file, read by column name (one small object per line: feeds have millions). */
class FeedRow {
  readonly file: string;
  readonly line: number;
  private readonly fields: string[];
  private readonly index: Map<string, number>;

  constructor(file: string, line: number, fields: string[], index: Map<string, number>) {
    this.file = file;
    this.line = line;
    this.fields = fields;
    this.index = index;
  }
  get(column: string): string {
    const at = this.index.get(column);
    return at === undefined ? '' : (this.fields[at] ?? '').trim();
  }
  at(column: string): string {
    return `${this.file}:${this.line}:${column}`;
  }
}

/**
 * Reads the feed; the trips and stop times go to `sink`. Answers the network's files, or the
 * complaints about single values (references across files are the caller's to check).
 */
export async function readFeed(archive: Buffer, sink: FeedSink, run: ImportRun): Promise<FeedReading> {
  const errors: FeedError[] = [];
  let total = 0;
  const complain = (code: FeedErrorCode, field: string, message: string) => {
    total += 1;
    if (errors.length < MAX_FEED_ERRORS) errors.push({ field, code, message });
  };
  /** An enumerated GTFS value (`0`, `1`, ... or empty, read as 0); a complaint otherwise. */
  const coded = (row: FeedRow, column: string, count: number, meaning: string) => {
    const text = row.get(column);
    if (text === '') return 0;
    const value = /^\d$/.test(text) ? Number(text) : -1;
    if (value >= 0 && value < count) return value;
    complain('value_invalid', row.at(column), `${text} is not ${meaning}`);
    return 0;
  };
  const need = (row: FeedRow, column: string) => {
    const value = row.get(column);
    if (value === '') complain('value_missing', row.at(column), 'is required');
    return value;
  };

  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  } catch {
    complain('archive_invalid', 'feed', 'is not a zip archive');
    return { errors, total };
  }
  const present = new Set<string>();
  const feed: Feed = {
    publisher: null,
    agencies: new Map(),
    stops: new Map(),
    routes: new Map(),
    services: new Map(),
    frequencies: [],
    warnings: [],
    stopTimeCount: 0,
  };
  const notices = new Map<string, FeedWarning>();
  const notice = (warning: Omit<FeedWarning, 'count'>, count = 1) => {
    const key = `${warning.code}|${warning.file}|${warning.field ?? ''}`;
    const known = notices.get(key);
    if (known) known.count += count;
    else notices.set(key, { ...warning, count });
  };
  const service = (id: string, row: FeedRow) => {
    let found = feed.services.get(id);
    if (!found) {
      found = {
        id,
        days: [],
        start: null,
        end: null,
        added: [],
        removed: [],
        file: row.file,
        line: row.line,
      };
      feed.services.set(id, found);
    }
    return found;
  };

  /** The records of each piece of a file, each read into what is staged of it. */
  async function* each<T>(pieces: AsyncIterable<FeedRow[]>, read: (row: FeedRow) => T): AsyncGenerator<T[]> {
    for await (const piece of pieces) yield piece.map(read);
  }

  /** Each record of a file, read by column name, as it is unzipped; required columns checked. */
  async function* rows(
    name: string,
    chunks: AsyncIterable<Buffer>,
    required: string[],
  ): AsyncGenerator<FeedRow[]> {
    let index: Map<string, number> | undefined;
    for await (const { records, problems } of parseCsvStream(chunks, name, run)) {
      for (const p of problems) complain('csv_invalid', `${name}:${p.line}`, p.reason);
      let body: CsvRecord[] = records;
      if (!index) {
        const header = records[0];
        if (!header) continue;
        const columns = header.fields.map((c) => c.trim());
        const missing = required.filter((c) => !columns.includes(c));
        for (const column of missing)
          complain('column_missing', `${name}:1:${column}`, 'is a required column and is missing');
        if (missing.length > 0) return;
        index = new Map(columns.map((c, i) => [c, i]));
        body = records.slice(1);
      }
      const map = index;
      const columns = [...map.keys()];
      const kept = KEPT_COLUMNS[name] ?? [];
      const unkept = columns.flatMap((column, at) => (kept.includes(column) ? [] : [[column, at] as const]));
      for (const record of body)
        for (const [column, at] of unkept)
          if ((record.fields[at] ?? '').trim() !== '')
            notice({
              code: 'field_not_kept',
              file: name,
              line: record.line,
              field: column,
              message: `${column} is not kept by the registry; its values are left out`,
            });
      // Text in the registry cannot hold U+0000: such a record is refused naming its field, and
      // is not staged (Postgres would refuse it, failing the whole import).
      const clean = body.filter((record) => {
        const at = record.fields.findIndex((field) => field.includes('\u0000'));
        if (at === -1) return true;
        complain(
          'nul_character',
          `${name}:${record.line}:${columns[at] ?? at + 1}`,
          'contains the NUL character (U+0000)',
        );
        return false;
      });
      yield clean.map((record) => new FeedRow(name, record.line, record.fields, map));
    }
  }

  const readers: Record<GtfsFileKept, (chunks: AsyncIterable<Buffer>) => Promise<void>> = {
    async 'agency.txt'(chunks) {
      for await (const batch of rows('agency.txt', chunks, []))
        for (const row of batch) {
          const id = row.get('agency_id');
          const timezone = row.get('agency_timezone');
          if (timezone !== '' && !isTimeZone(timezone))
            complain(
              'time_zone_unknown',
              row.at('agency_timezone'),
              `${timezone} is not a time zone of the IANA database`,
            );
          const other = [...feed.agencies.values()].find((a) => a.timezone !== timezone);
          if (other)
            complain(
              'time_zone_mismatch',
              row.at('agency_timezone'),
              `${timezone || 'nothing'} is not the zone of agency ${other.id} (${other.timezone || 'nothing'}); a feed's agencies share one`,
            );
          feed.agencies.set(id, { id, name: row.get('agency_name') || id, timezone, line: row.line });
        }
    },
    async 'stops.txt'(chunks) {
      // The first stop of each platform (station and platform code) saying its wheelchair
      // boarding: its bay keeps that value, and a stop of the platform saying another is told.
      const platformSays = new Map<string, { stop: string; wheelchair: Accessibility }>();
      for await (const batch of rows('stops.txt', chunks, ['stop_id']))
        for (const row of batch) {
          const id = need(row, 'stop_id');
          const type = row.get('location_type') || '0';
          if (!['0', '1', '2', '3', '4'].includes(type))
            complain('value_invalid', row.at('location_type'), `${type} is not a location type`);
          if (type !== '0' && type !== '1') continue;
          const coordinate = (column: string, limit: number) => {
            const text = row.get(column);
            if (text === '') return null;
            const value = Number(text);
            if (!Number.isFinite(value) || Math.abs(value) > limit) {
              complain('coordinate_invalid', row.at(column), `${text} is not a coordinate`);
              return null;
            }
            return value;
          };
          if (feed.stops.has(id)) complain('id_duplicate', row.at('stop_id'), `stop ${id} is defined twice`);
          const wheelchair = ACCESSIBILITY[
            coded(row, 'wheelchair_boarding', 3, '0 (no information), 1 (wheelchair boarding) or 2 (none)')
          ] as Accessibility;
          const parent = row.get('parent_station') || null;
          const platformCode = row.get('platform_code') || null;
          // A platform's is its bay's step-free boarding (`accessible`, ADR 0091); a stop of a
          // station without a platform code (the station's own) has no record to keep it on.
          if (parent && type === '0' && !platformCode && wheelchair !== 'UNKNOWN')
            notice({
              code: 'field_not_kept',
              file: 'stops.txt',
              line: row.line,
              field: 'wheelchair_boarding',
              message:
                "wheelchair_boarding of a station's stop without a platform_code is not kept (only a station's or a platform's); its values are left out",
            });
          if (parent && type === '0' && platformCode && wheelchair !== 'UNKNOWN') {
            const key = `${parent}|${platformCode}`;
            const first = platformSays.get(key);
            if (!first) platformSays.set(key, { stop: id, wheelchair });
            else if (first.wheelchair !== wheelchair)
              notice({
                code: 'platform_values_disagree',
                file: 'stops.txt',
                line: row.line,
                field: 'wheelchair_boarding',
                message: `stop ${id} shares platform ${platformCode} of station ${parent} with stop ${first.stop} but says wheelchair_boarding ${ACCESSIBILITY.indexOf(wheelchair)}, not ${ACCESSIBILITY.indexOf(first.wheelchair)}; the platform's bay keeps ${ACCESSIBILITY.indexOf(first.wheelchair)}`,
              });
          }
          feed.stops.set(id, {
            id,
            name: row.get('stop_name') || id,
            lat: coordinate('stop_lat', 90),
            lon: coordinate('stop_lon', 180),
            locationType: type === '1' ? 1 : 0,
            parent,
            platformCode,
            wheelchair,
          });
          parents.push([row.at('parent_station'), id]);
        }
    },
    async 'routes.txt'(chunks) {
      for await (const batch of rows('routes.txt', chunks, ['route_id', 'route_type']))
        for (const row of batch) {
          const id = need(row, 'route_id');
          const type = row.get('route_type');
          const routeType = /^\d{1,4}$/.test(type) ? Number(type) : undefined;
          if (routeType === undefined)
            complain(
              'route_type_invalid',
              row.at('route_type'),
              `${type || 'nothing'} is not a route type (a whole number)`,
            );
          const mode = routeType === undefined ? undefined : modeOfRouteType(routeType);
          if (routeType !== undefined && !mode)
            notice({
              code: 'route_type_not_kept',
              file: 'routes.txt',
              line: row.line,
              field: 'route_type',
              message: `route_type ${routeType} is no transport mode the registry holds; the line is kept as OTHER`,
            });
          const shortName = row.get('route_short_name');
          const longName = row.get('route_long_name');
          if (!shortName && !longName)
            complain(
              'route_name_missing',
              row.at('route_short_name'),
              'a route needs a short or a long name',
            );
          const agencyId = row.get('agency_id');
          agencyOf.push([row.at('agency_id'), agencyId]);
          feed.routes.set(id, {
            id,
            agencyId,
            shortName: shortName || id,
            longName: longName || shortName || id,
            mode: mode ?? 'OTHER',
          });
        }
    },
    async 'calendar.txt'(chunks) {
      for await (const batch of rows('calendar.txt', chunks, [
        'service_id',
        ...DAYS,
        'start_date',
        'end_date',
      ]))
        for (const row of batch) {
          const entry = service(need(row, 'service_id'), row);
          DAYS.forEach((day, index) => {
            const flag = row.get(day);
            if (flag !== '0' && flag !== '1')
              complain('value_invalid', row.at(day), `${flag || 'nothing'} is not 0 or 1`);
            if (flag === '1') entry.days.push(index + 1);
          });
          const start = parseDate(row.get('start_date'));
          const end = parseDate(row.get('end_date'));
          if (!start)
            complain(
              'date_invalid',
              row.at('start_date'),
              `${row.get('start_date') || 'nothing'} is not a date YYYYMMDD`,
            );
          if (!end)
            complain(
              'date_invalid',
              row.at('end_date'),
              `${row.get('end_date') || 'nothing'} is not a date YYYYMMDD`,
            );
          if (start && end && end < start)
            complain(
              'date_range_invalid',
              row.at('end_date'),
              `the service ends on ${end}, before it starts on ${start}`,
            );
          entry.start = start ?? null;
          entry.end = end ?? null;
        }
    },
    async 'calendar_dates.txt'(chunks) {
      for await (const batch of rows('calendar_dates.txt', chunks, ['service_id', 'date', 'exception_type']))
        for (const row of batch) {
          const entry = service(need(row, 'service_id'), row);
          const date = parseDate(row.get('date'));
          if (!date)
            complain(
              'date_invalid',
              row.at('date'),
              `${row.get('date') || 'nothing'} is not a date YYYYMMDD`,
            );
          const type = row.get('exception_type');
          if (type !== '1' && type !== '2')
            complain(
              'value_invalid',
              row.at('exception_type'),
              `${type || 'nothing'} is not 1 (added) or 2 (removed)`,
            );
          if (date && type === '1') entry.added.push(date);
          if (date && type === '2') entry.removed.push(date);
        }
    },
    async 'frequencies.txt'(chunks) {
      const columns = ['trip_id', 'start_time', 'end_time', 'headway_secs'];
      for await (const batch of rows('frequencies.txt', chunks, columns))
        for (const row of batch) {
          const at = (column: string) => {
            const parsed = parseTime(row.get(column));
            if (parsed === undefined)
              complain(
                'time_invalid',
                row.at(column),
                `${row.get(column) || 'nothing'} is not a time H:MM:SS`,
              );
            return parsed;
          };
          const start = at('start_time');
          const end = at('end_time');
          const headway = Number(row.get('headway_secs'));
          if (!Number.isInteger(headway) || headway < 1)
            complain(
              'number_invalid',
              row.at('headway_secs'),
              `${row.get('headway_secs') || 'nothing'} is not a whole number of seconds`,
            );
          if (start !== undefined && end !== undefined && end <= start)
            complain(
              'time_range_invalid',
              row.at('end_time'),
              `the trips end at ${row.get('end_time')}, not after they start`,
            );
          const exact = row.get('exact_times');
          if (exact !== '' && exact !== '0' && exact !== '1')
            complain('value_invalid', row.at('exact_times'), `${exact} is not 0 (estimated) or 1 (exact)`);
          feed.frequencies.push({
            line: row.line,
            tripId: need(row, 'trip_id'),
            start: start ?? 0,
            end: end ?? 0,
            headway: Number.isInteger(headway) && headway > 0 ? headway : 1,
            exact: exact === '1',
          });
        }
    },
    async 'feed_info.txt'(chunks) {
      for await (const batch of rows('feed_info.txt', chunks, []))
        for (const row of batch) feed.publisher ??= row.get('feed_publisher_name') || null;
    },
    async 'trips.txt'(chunks) {
      await sink.trips(
        each(rows('trips.txt', chunks, ['route_id', 'service_id', 'trip_id']), (row) => ({
          line: row.line,
          tripId: need(row, 'trip_id'),
          routeId: need(row, 'route_id'),
          serviceId: need(row, 'service_id'),
          headsign: row.get('trip_headsign'),
          wheelchair: ACCESSIBILITY[
            coded(row, 'wheelchair_accessible', 3, '0 (no information), 1 (accessible) or 2 (not accessible)')
          ] as Accessibility,
          bikes: BIKES[
            coded(row, 'bikes_allowed', 3, '0 (no information), 1 (allowed) or 2 (not allowed)')
          ] as BikesAllowance,
        })),
      );
    },
    async 'stop_times.txt'(chunks) {
      const columns = ['trip_id', 'stop_id', 'stop_sequence', 'arrival_time', 'departure_time'];
      const time = (row: FeedRow, column: string) => {
        const text = row.get(column);
        if (text === '') return null;
        const parsed = parseTime(text);
        if (parsed === undefined) complain('time_invalid', row.at(column), `${text} is not a time H:MM:SS`);
        return parsed ?? null;
      };
      await sink.stopTimes(
        each(rows('stop_times.txt', chunks, columns), (row): StagedStopTime => {
          feed.stopTimeCount += 1;
          const sequence = Number(row.get('stop_sequence'));
          const whole = Number.isInteger(sequence) && sequence >= 0 && sequence <= MAX_SEQUENCE;
          if (!Number.isInteger(sequence) || sequence < 0)
            complain(
              'number_invalid',
              row.at('stop_sequence'),
              `${row.get('stop_sequence') || 'nothing'} is not a whole number`,
            );
          else if (!whole)
            complain(
              'number_invalid',
              row.at('stop_sequence'),
              `${sequence} is above ${MAX_SEQUENCE}, the greatest read`,
            );
          const arrival = time(row, 'arrival_time');
          const departure = time(row, 'departure_time');
          const timepoint = row.get('timepoint');
          if (timepoint !== '' && timepoint !== '0' && timepoint !== '1')
            complain(
              'value_invalid',
              row.at('timepoint'),
              `${timepoint} is not 0 (times estimated) or 1 (exact)`,
            );
          return {
            line: row.line,
            tripId: need(row, 'trip_id'),
            stopId: need(row, 'stop_id'),
            sequence: whole ? sequence : 0,
            arrival,
            departure,
            // A call without times is interpolated: its times are estimated.
            timepoint: timepoint !== '0' && (arrival !== null || departure !== null),
            pickup: coded(row, 'pickup_type', 4, BOARDING_MEANING),
            dropOff: coded(row, 'drop_off_type', 4, BOARDING_MEANING),
          };
        }),
      );
    },
  };
  const parents: [string, string][] = [];
  const agencyOf: [string, string][] = [];

  try {
    const { entries, unreadable } = await directoryOf(zip);
    for (const entry of inReadingOrder(entries)) {
      // Files in a folder of the archive are read as at its root, as feeds are often zipped.
      const name = entry.fileName.split('/').pop() ?? '';
      const read = KEPT_NAMES.has(name) ? readers[name as GtfsFileKept] : undefined;
      if (!read && !present.has(name) && !entry.fileName.endsWith('/')) {
        present.add(name);
        if (GTFS_FILES_NOT_KEPT.has(name)) {
          run.admitEntry(name, entry.compressedSize, entry.uncompressedSize);
          let records = 0;
          for await (const piece of parseCsvStream(
            (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>,
            name,
            run,
          ))
            records += piece.records.length;
          notice(
            {
              code: 'file_not_kept',
              file: name,
              line: null,
              field: null,
              message: `${name} is not kept by the registry; its rows are left out`,
            },
            Math.max(0, records - 1),
          );
        } else
          notice({
            code: 'unknown_file',
            file: name,
            line: null,
            field: null,
            message: `${name} is not a file of the GTFS reference; it is left out`,
          });
        continue;
      }
      if (!read || present.has(name)) continue;
      present.add(name);
      // Its declared sizes first (the reader then holds the file to them), then its bytes.
      run.admitEntry(name, entry.compressedSize, entry.uncompressedSize);
      await read((await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>);
    }
    if (unreadable !== undefined) throw unreadable;
  } catch (error) {
    // A limit reached, the import stopped, a write to the staging tables failing: not a
    // malformed archive.
    if (run.signal.aborted || error instanceof AppError) throw error;
    if (
      error instanceof Error &&
      'code' in error &&
      typeof error.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(error.code)
    )
      throw error;
    complain('archive_invalid', 'feed', 'is not a readable zip archive');
    return { errors, total };
  } finally {
    zip.close();
  }

  for (const name of REQUIRED)
    if (!present.has(name)) complain('file_missing', name, 'is missing; a GTFS feed requires it');
  if (!present.has('calendar.txt') && !present.has('calendar_dates.txt'))
    complain(
      'file_missing',
      'calendar.txt',
      'is missing, and so is calendar_dates.txt; a feed needs one of them',
    );

  for (const [at, id] of parents) {
    const stop = feed.stops.get(id);
    if (!stop?.parent) continue;
    const parent = feed.stops.get(stop.parent);
    if (!parent) complain('stop_unknown', at, `stop ${stop.parent} is not defined in stops.txt`);
    else if (parent.locationType !== 1 || stop.locationType !== 0)
      complain(
        'parent_not_station',
        at,
        `${stop.parent} is not a station (location_type 1) a stop can be in`,
      );
  }
  // A route names its agency unless the feed has one.
  for (const [at, id] of present.has('agency.txt') ? agencyOf : []) {
    if (id === '' ? feed.agencies.size > 1 : !feed.agencies.has(id))
      complain(
        id === '' ? 'value_missing' : 'agency_unknown',
        at,
        id === ''
          ? 'is required: the feed has several agencies'
          : `agency ${id} is not defined in agency.txt`,
      );
  }
  if (total > 0) return { errors, total };
  feed.warnings = [...notices.values()];
  return { feed };
}
