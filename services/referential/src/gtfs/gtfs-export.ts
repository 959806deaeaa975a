/**
 * The GTFS export: the files of the feed, each written as CSV while its rows come from the
 * snapshot's cursor, into a zip archive streamed to the caller (yazl writes one entry after
 * the other and asks for an entry's stream only when it gets to it). Memory stays bounded by a
 * cursor batch and the streams' buffers, whatever the size of the network.
 */
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { patternOf } from './service-dates.ts';
import type {
  FeedFile,
  FeedPeriod,
  FeedSnapshot,
  GatheredFeed,
  GtfsExportRepository,
  Row,
} from './gtfs-export.repository.ts';

/** The columns of each file, in the order they are written. */
export const FEED_COLUMNS: Record<FeedFile | 'feed_info', string[]> = {
  agency: ['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_phone', 'agency_email'],
  stops: [
    'stop_id',
    'stop_name',
    'stop_lat',
    'stop_lon',
    'location_type',
    'parent_station',
    'platform_code',
    'wheelchair_boarding',
  ],
  routes: ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type'],
  trips: ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'wheelchair_accessible', 'bikes_allowed'],
  stop_times: [
    'trip_id',
    'arrival_time',
    'departure_time',
    'stop_id',
    'stop_sequence',
    'timepoint',
    'pickup_type',
    'drop_off_type',
  ],
  calendar: [
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
  calendar_dates: ['service_id', 'date', 'exception_type'],
  feed_info: [
    'feed_publisher_name',
    'feed_publisher_url',
    'feed_lang',
    'feed_start_date',
    'feed_end_date',
    'feed_version',
  ],
};

const FILES: FeedFile[] = ['agency', 'stops', 'routes', 'trips', 'stop_times', 'calendar', 'calendar_dates'];

const ymd = (date: string) => date.replaceAll('-', '');
const DAY_COLUMNS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A service's row of the dates it runs on (`YYYYMMDD`), as its pattern. */
function patternRow(row: Row) {
  const dates = (row.dates as unknown as string[]).map(
    (d) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`,
  );
  return { serviceId: row.service_id as string, pattern: patternOf(dates) };
}

/**
 * Rows of a file as written: the services' dates become a calendar row (when some weekday
 * runs) and calendar_dates rows for the dates that differ from it.
 */
const WRITTEN: Partial<Record<FeedFile, (row: Row) => Row[]>> = {
  calendar(row) {
    const { serviceId, pattern } = patternRow(row);
    if (pattern.days.length === 0) return [];
    return [
      {
        service_id: serviceId,
        ...Object.fromEntries(DAY_COLUMNS.map((c, i) => [c, pattern.days.includes(i + 1) ? 1 : 0])),
        start_date: ymd(pattern.start),
        end_date: ymd(pattern.end),
      },
    ];
  },
  calendar_dates(row) {
    const { serviceId, pattern } = patternRow(row);
    return [
      ...pattern.added.map((date) => ({ service_id: serviceId, date: ymd(date), exception_type: 1 })),
      ...pattern.removed.map((date) => ({ service_id: serviceId, date: ymd(date), exception_type: 2 })),
    ].sort((a, b) => (a.date < b.date ? -1 : 1));
  },
};

export interface ExportOptions extends FeedPeriod {
  publisherName: string;
  publisherUrl: string;
  language: string;
  zone: string;
}

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line end. */
function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV lines of these columns, each ended by a line feed. */
function csvLines(columns: string[], rows: Row[]): string {
  let text = '';
  for (const row of rows) text += `${columns.map((c) => csvField(row[c])).join(',')}\n`;
  return text;
}

/**
 * One file as CSV text, a cursor batch at a time. A chunk per batch, not per row: the archive
 * compresses each chunk it is given, and 400,000 one-row chunks cost it a hundred times more
 * than 40 large ones. The lines are written here rather than by csv-stringify, which took 7 s
 * for the 400,000 stop times where this takes 0.3 s (ADR 0032). A failure while reading goes to
 * `fail`, which breaks the archive off.
 */
function csvOf(
  columns: string[],
  batches: AsyncIterable<Row[]>,
  fail: (error: Error) => void,
  write?: (row: Row) => Row[],
): Readable {
  const text = Readable.from(
    (async function* () {
      yield `${columns.join(',')}\n`;
      for await (const batch of batches) {
        const rows = write ? batch.flatMap(write) : batch;
        if (rows.length > 0) yield csvLines(columns, rows);
      }
    })(),
  );
  text.on('error', fail);
  return text;
}

/**
 * One file as CSV text written by Postgres (`COPY … TO`, `FeedSnapshot.csv`) after its header:
 * the files as large as the timetable (trips, stop times) go from the database to the archive
 * as text, never as rows of objects. A failure goes to `fail`, which breaks the archive off.
 */
function csvCopied(
  columns: string[],
  copied: () => Promise<Readable>,
  fail: (error: Error) => void,
): Readable {
  const text = Readable.from(
    (async function* () {
      yield `${columns.join(',')}\n`;
      for await (const chunk of await copied()) yield chunk as Buffer;
    })(),
  );
  text.on('error', fail);
  return text;
}

/** The files whose rows Postgres writes as CSV as they are (the rest pass through `WRITTEN` or are small). */
const COPIED = new Set<FeedFile>(['trips', 'stop_times']);

/** The earliest instant a zip entry can be dated with (a DOS date: 1980-01-01). */
const ZIP_EARLIEST_ENTRY = Date.UTC(1980, 0, 1);

/**
 * The zip of the feed. The snapshot is opened before the answer starts (so that a failing
 * database is a problem, not a broken archive), `check` run on the same snapshot beside the
 * gathering (refusing the export by throwing, ADR 0136, 0141), and closed when the archive is
 * written or the caller goes away.
 */
export async function exportFeed(
  repository: GtfsExportRepository,
  options: ExportOptions,
  check: (gathered: GatheredFeed) => Promise<void>,
): Promise<Readable> {
  const snapshot: FeedSnapshot = await repository.open(
    options,
    { publisher: options.publisherName, url: options.publisherUrl, zone: options.zone },
    check,
  );
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const fail = (error: Error) => output.destroy(error);
  // The same instant for every entry: an unchanged network gives the same archive metadata. A
  // zip dates its entries from 1980 (DOS dates; yazl throws on an instant before 1970): a
  // period starting earlier is dated 1980-01-01.
  const mtime = new Date(Math.max(Date.parse(`${options.from}T00:00:00Z`), ZIP_EARLIEST_ENTRY));
  for (const file of FILES) {
    zip.addReadStreamLazy(`${file}.txt`, { mtime }, (callback) =>
      callback(
        null,
        COPIED.has(file)
          ? csvCopied(FEED_COLUMNS[file], () => snapshot.csv(file), fail)
          : csvOf(FEED_COLUMNS[file], snapshot.rows(file), fail, WRITTEN[file]),
      ),
    );
  }
  const info = {
    feed_publisher_name: options.publisherName,
    feed_publisher_url: options.publisherUrl,
    feed_lang: options.language,
    feed_start_date: options.from.replaceAll('-', ''),
    feed_end_date: options.to.replaceAll('-', ''),
    feed_version: String(snapshot.version),
  };
  zip.addReadStreamLazy('feed_info.txt', { mtime }, (callback) =>
    callback(
      null,
      csvOf(
        FEED_COLUMNS.feed_info,
        (async function* () {
          yield [info];
        })(),
        fail,
      ),
    ),
  );
  zip.end();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    void snapshot.close().catch(() => undefined);
  };
  output.once('end', close);
  output.once('close', close);
  output.once('error', close);
  zip.on('error', fail);
  return output;
}
