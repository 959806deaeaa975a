/**
 * Reading of a GTFS feed for the import: the archive opened (yauzl), each file parsed by the
 * referential's CSV reader, every value checked and every reference resolved, each complaint
 * naming `<file>:<line>:<column>`. Pure apart from unzipping: answers the feed, or the
 * complaints.
 */
import type { FieldError } from '@transport/platform';
import yauzl from 'yauzl';
import { parseCsv } from '../vehicle-permits/csv-parser.ts';

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
}

export interface FeedRoute {
  id: string;
  shortName: string;
  longName: string;
}

export interface FeedCall {
  stopId: string;
  line: number;
  /** Seconds after the origin day's midnight; null when the feed gives none. */
  arrival: number | null;
  departure: number | null;
}

export interface FeedTrip {
  id: string;
  routeId: string;
  serviceId: string;
  headsign: string;
  line: number;
  calls: FeedCall[];
}

export interface FeedService {
  id: string;
  /** ISO days (1 = Monday) the service runs on, between start and end (YYYY-MM-DD). */
  days: number[];
  start: string | null;
  end: string | null;
  added: string[];
  removed: string[];
}

export interface Feed {
  publisher: string | null;
  stops: Map<string, FeedStop>;
  routes: Map<string, FeedRoute>;
  trips: Map<string, FeedTrip>;
  services: Map<string, FeedService>;
  stopTimeCount: number;
}

export type FeedReading = { feed: Feed } | { errors: FieldError[]; total: number };

const REQUIRED = ['stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt'];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

async function unzip(archive: Buffer): Promise<Map<string, string> | undefined> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  } catch {
    return undefined;
  }
  const files = new Map<string, string>();
  try {
    for await (const entry of zip.eachEntry()) {
      // Files in a folder of the archive are read as at its root, as feeds are often zipped.
      const name = entry.fileName.split('/').pop() ?? '';
      if (!name.endsWith('.txt')) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      files.set(name, Buffer.concat(chunks).toString('utf8'));
    }
  } catch {
    return undefined;
  } finally {
    zip.close();
  }
  return files;
}

/** `H:MM:SS` (hours past 24 allowed) -> seconds; undefined when malformed. */
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
  constructor(
    private readonly file: string,
    readonly line: number,
    private readonly fields: string[],
    private readonly index: Map<string, number>,
  ) {}
  get(column: string): string {
    const at = this.index.get(column);
    return at === undefined ? '' : (this.fields[at] ?? '').trim();
  }
  at(column: string): string {
    return `${this.file}:${this.line}:${column}`;
  }
}

export async function readFeed(archive: Buffer): Promise<FeedReading> {
  const errors: FieldError[] = [];
  let total = 0;
  const complain = (field: string, message: string) => {
    total += 1;
    if (errors.length < MAX_FEED_ERRORS) errors.push({ field, message });
  };
  const files = await unzip(archive);
  if (!files) {
    complain('feed', 'is not a zip archive');
    return { errors, total };
  }
  for (const name of REQUIRED) if (!files.has(name)) complain(name, 'is missing; a GTFS feed requires it');
  if (!files.has('calendar.txt') && !files.has('calendar_dates.txt'))
    complain('calendar.txt', 'is missing, and so is calendar_dates.txt; a feed needs one of them');
  if (total > 0) return { errors, total };

  /** The records of a file, each read by column name; required columns checked. */
  function table(name: string, required: string[]): FeedRow[] {
    const { records, problems } = parseCsv(files?.get(name) ?? '');
    for (const p of problems) complain(`${name}:${p.line}`, p.reason);
    const [header, ...rows] = records;
    const columns = (header?.fields ?? []).map((c) => c.trim());
    const missing = required.filter((c) => !columns.includes(c));
    for (const column of missing) complain(`${name}:1:${column}`, 'is a required column and is missing');
    if (missing.length > 0) return [];
    const index = new Map(columns.map((c, i) => [c, i]));
    return rows.map((record) => new FeedRow(name, record.line, record.fields, index));
  }
  const need = (row: FeedRow, column: string) => {
    const value = row.get(column);
    if (value === '') complain(row.at(column), 'is required');
    return value;
  };

  const stops = new Map<string, FeedStop>();
  for (const row of table('stops.txt', ['stop_id'])) {
    const id = need(row, 'stop_id');
    const type = row.get('location_type') || '0';
    if (!['0', '1', '2', '3', '4'].includes(type))
      complain(row.at('location_type'), `${type} is not a location type`);
    if (type !== '0' && type !== '1') continue;
    const coordinate = (column: string, limit: number) => {
      const text = row.get(column);
      if (text === '') return null;
      const value = Number(text);
      if (!Number.isFinite(value) || Math.abs(value) > limit) {
        complain(row.at(column), `${text} is not a coordinate`);
        return null;
      }
      return value;
    };
    if (stops.has(id)) complain(row.at('stop_id'), `stop ${id} is defined twice`);
    stops.set(id, {
      id,
      name: row.get('stop_name') || id,
      lat: coordinate('stop_lat', 90),
      lon: coordinate('stop_lon', 180),
      locationType: type === '1' ? 1 : 0,
      parent: row.get('parent_station') || null,
      platformCode: row.get('platform_code') || null,
    });
  }
  for (const row of table('stops.txt', ['stop_id'])) {
    const stop = stops.get(row.get('stop_id'));
    if (!stop?.parent) continue;
    const parent = stops.get(stop.parent);
    if (!parent) complain(row.at('parent_station'), `stop ${stop.parent} is not defined in stops.txt`);
    else if (parent.locationType !== 1 || stop.locationType !== 0)
      complain(
        row.at('parent_station'),
        `${stop.parent} is not a station (location_type 1) a stop can be in`,
      );
  }

  const routes = new Map<string, FeedRoute>();
  for (const row of table('routes.txt', ['route_id'])) {
    const id = need(row, 'route_id');
    const shortName = row.get('route_short_name');
    const longName = row.get('route_long_name');
    if (!shortName && !longName) complain(row.at('route_short_name'), 'a route needs a short or a long name');
    routes.set(id, { id, shortName: shortName || id, longName: longName || shortName || id });
  }

  const services = new Map<string, FeedService>();
  const service = (id: string) => {
    let found = services.get(id);
    if (!found) {
      found = { id, days: [], start: null, end: null, added: [], removed: [] };
      services.set(id, found);
    }
    return found;
  };
  if (files.has('calendar.txt')) {
    for (const row of table('calendar.txt', ['service_id', ...DAYS, 'start_date', 'end_date'])) {
      const entry = service(need(row, 'service_id'));
      DAYS.forEach((day, index) => {
        const flag = row.get(day);
        if (flag !== '0' && flag !== '1') complain(row.at(day), `${flag || 'nothing'} is not 0 or 1`);
        if (flag === '1') entry.days.push(index + 1);
      });
      const start = parseDate(row.get('start_date'));
      const end = parseDate(row.get('end_date'));
      if (!start)
        complain(row.at('start_date'), `${row.get('start_date') || 'nothing'} is not a date YYYYMMDD`);
      if (!end) complain(row.at('end_date'), `${row.get('end_date') || 'nothing'} is not a date YYYYMMDD`);
      if (start && end && end < start)
        complain(row.at('end_date'), `the service ends on ${end}, before it starts on ${start}`);
      entry.start = start ?? null;
      entry.end = end ?? null;
    }
  }
  if (files.has('calendar_dates.txt')) {
    for (const row of table('calendar_dates.txt', ['service_id', 'date', 'exception_type'])) {
      const entry = service(need(row, 'service_id'));
      const date = parseDate(row.get('date'));
      if (!date) complain(row.at('date'), `${row.get('date') || 'nothing'} is not a date YYYYMMDD`);
      const type = row.get('exception_type');
      if (type !== '1' && type !== '2')
        complain(row.at('exception_type'), `${type || 'nothing'} is not 1 (added) or 2 (removed)`);
      if (date && type === '1') entry.added.push(date);
      if (date && type === '2') entry.removed.push(date);
    }
  }

  const trips = new Map<string, FeedTrip>();
  for (const row of table('trips.txt', ['route_id', 'service_id', 'trip_id'])) {
    const id = need(row, 'trip_id');
    const routeId = need(row, 'route_id');
    const serviceId = need(row, 'service_id');
    if (routeId && !routes.has(routeId))
      complain(row.at('route_id'), `route ${routeId} is not defined in routes.txt`);
    if (serviceId && !services.has(serviceId))
      complain(
        row.at('service_id'),
        `service ${serviceId} is defined in neither calendar.txt nor calendar_dates.txt`,
      );
    if (trips.has(id)) complain(row.at('trip_id'), `trip ${id} is defined twice`);
    trips.set(id, { id, routeId, serviceId, headsign: row.get('trip_headsign'), line: row.line, calls: [] });
  }

  let stopTimeCount = 0;
  const sequences = new Map<FeedCall, number>();
  for (const row of table('stop_times.txt', [
    'trip_id',
    'stop_id',
    'stop_sequence',
    'arrival_time',
    'departure_time',
  ])) {
    stopTimeCount += 1;
    const tripId = need(row, 'trip_id');
    const stopId = need(row, 'stop_id');
    const trip = trips.get(tripId);
    if (tripId && !trip) complain(row.at('trip_id'), `trip ${tripId} is not defined in trips.txt`);
    const stop = stops.get(stopId);
    if (stopId && !stop) complain(row.at('stop_id'), `stop ${stopId} is not defined in stops.txt`);
    else if (stop && stop.locationType !== 0)
      complain(row.at('stop_id'), `${stopId} is a station; a trip calls at a stop`);
    const sequence = Number(row.get('stop_sequence'));
    if (!Number.isInteger(sequence) || sequence < 0)
      complain(row.at('stop_sequence'), `${row.get('stop_sequence') || 'nothing'} is not a whole number`);
    const time = (column: string) => {
      const text = row.get(column);
      if (text === '') return null;
      const seconds = parseTime(text);
      if (seconds === undefined) complain(row.at(column), `${text} is not a time H:MM:SS`);
      return seconds ?? null;
    };
    const call: FeedCall = {
      stopId,
      line: row.line,
      arrival: time('arrival_time'),
      departure: time('departure_time'),
    };
    if (
      call.arrival === null &&
      call.departure === null &&
      row.get('arrival_time') === '' &&
      row.get('departure_time') === ''
    )
      complain(row.at('arrival_time'), 'a call needs a time; the registry does not interpolate');
    sequences.set(call, sequence);
    trip?.calls.push(call);
  }
  for (const trip of trips.values()) {
    trip.calls.sort((a, b) => (sequences.get(a) as number) - (sequences.get(b) as number));
    if (trip.calls.length < 2) {
      complain(
        `trips.txt:${trip.line}:trip_id`,
        `trip ${trip.id} has ${trip.calls.length} stop time(s); it needs two`,
      );
      continue;
    }
    let previous: { at: number; call: FeedCall } | undefined;
    for (const call of trip.calls) {
      for (const [column, at] of [
        ['arrival_time', call.arrival],
        ['departure_time', call.departure],
      ] as const) {
        if (at === null) continue;
        if (previous && at < previous.at)
          complain(
            `stop_times.txt:${call.line}:${column}`,
            `trip ${trip.id} runs backwards: ${format(at)} comes after ${format(previous.at)}`,
          );
        previous = { at, call };
      }
    }
  }
  if (total > 0) return { errors, total };
  const publisher = files.has('feed_info.txt')
    ? (table('feed_info.txt', [])[0]?.get('feed_publisher_name') ?? null)
    : null;
  return { feed: { publisher: publisher || null, stops, routes, trips, services, stopTimeCount } };
}

function format(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
