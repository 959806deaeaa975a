/**
 * An independent reading of a GTFS feed: the archive opened with yauzl (the export writes it
 * with yazl), the files parsed and the calls computed by gtfs-utils, a GTFS library from the
 * npm registry that knows nothing of the platform. What it computes from an exported feed is
 * what any journey planner would.
 */
import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import type { ApiClient, ApiResponse } from '@transport/platform/testing';
// @ts-expect-error gtfs-utils ships no type declarations
import readCsv from 'gtfs-utils/read-csv.js';
// @ts-expect-error gtfs-utils ships no type declarations
import computeStopovers from 'gtfs-utils/compute-stopovers.js';

/** The files of a zip archive, by name, as text. */
export async function unzip(archive: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
  }
  zip.close();
  return files;
}

/** A zip of these files (text as UTF-8, or bytes as they are), for feeds written by hand. */
export async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(files))
    zip.addBuffer(Buffer.isBuffer(text) ? text : Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The answer to importing `archive` (a zip body) with the query `query` (`?…`). */
export async function imported(client: ApiClient, archive: Buffer, query = ''): Promise<ApiResponse> {
  const response = await fetch(`${client.baseUrl}/referential/v1/gtfs/imports${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/zip' },
    body: archive,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : undefined,
    text,
  };
}

/** The rows of a file as records of its header's columns (a small CSV reading, for assertions). */
export function rowsOf(files: Map<string, string>, name: string): Record<string, string>[] {
  const text = files.get(name);
  if (text === undefined) throw new Error(`${name} is not in the feed`);
  const [header, ...lines] = text.trimEnd().split(/\r?\n/).map(splitCsv);
  return lines.map((cells) => Object.fromEntries((header ?? []).map((c, i) => [c, cells[i] ?? ''])));
}

function splitCsv(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

export interface ReaderCall {
  tripId: string;
  /** The stop's station: the stop itself, or its parent station. */
  station: string;
  /** `HH:MM:SS` local, of the departure (or the arrival where no departure is). */
  time: string;
}

/**
 * The calls gtfs-utils computes for `date` (local, `YYYY-MM-DD`) at `stationStopId`: every
 * stopover at the station or a stop in it whose departure falls on that date in `zone`.
 */
export async function readerCalls(
  files: Map<string, string>,
  zone: string,
  date: string,
  stationStopId: string,
): Promise<ReaderCall[]> {
  const readFile = async (name: string) => {
    const text = files.get(`${name}.txt`);
    if (text === undefined) throw Object.assign(new Error(`${name}.txt missing`), { code: 'ENOENT' });
    return readCsv(Readable.from([text]));
  };
  const parentOf = new Map(rowsOf(files, 'stops.txt').map((s) => [s.stop_id, s.parent_station || s.stop_id]));
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const calls: ReaderCall[] = [];
  for await (const stopover of computeStopovers(readFile, zone)) {
    const {
      stop_id: stopId,
      trip_id: tripId,
      departure,
      arrival,
    } = stopover as {
      stop_id: string;
      trip_id: string;
      departure: number | null;
      arrival: number | null;
    };
    const station = parentOf.get(stopId) ?? stopId;
    if (station !== stationStopId) continue;
    const at = (departure ?? arrival) as number;
    const parts = Object.fromEntries(local.formatToParts(new Date(at * 1000)).map((p) => [p.type, p.value]));
    if (`${parts.year}-${parts.month}-${parts.day}` !== date) continue;
    calls.push({ tripId, station, time: `${parts.hour}:${parts.minute}:${parts.second}` });
  }
  return calls.sort((a, b) => a.time.localeCompare(b.time) || a.tripId.localeCompare(b.tripId));
}
