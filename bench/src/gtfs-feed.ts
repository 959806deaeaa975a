/**
 * A GTFS feed written directly, of any number of trips, for the import's memory to be compared
 * at two sizes: the network of the `gtfs` scenario (200 lines of 20 stations, the first of each
 * a station with a platform), `trips` trips of 20 calls each (times to the second) on three services (weekdays,
 * Saturdays, Sundays, with 25 December swapped from weekdays to Sundays and two holidays
 * removed), one trip in 25 past midnight. Same shape as the registry's export of that network.
 * Also the POST the GTFS scenarios send it with.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { ZipFile } from 'yazl';
import { callSecond, STOPS_PER_LINE } from './gtfs-network.ts';
import { sized } from './size.ts';

/** Lines of the network (10 in a tiny run), shared with the `gtfs` scenario's seed. */
export const LINES = sized(200, 10);

const time = (minutes: number, second: number) =>
  [Math.floor(minutes / 60), minutes % 60, second].map((n) => String(n).padStart(2, '0')).join(':');

/** The feed's files, as text, for a network running from 1 September of `year`. */
export function gtfsFeedFiles(trips: number, year: number): Record<string, string> {
  const stops = ['stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station,platform_code'];
  const routes = ['route_id,agency_id,route_short_name,route_long_name,route_type'];
  for (let l = 1; l <= LINES; l += 1) {
    routes.push(`L${l},BENCH,L${l},Line ${l},3`);
    for (let p = 1; p <= STOPS_PER_LINE; p += 1) {
      const lat = (45 + l / 1000).toFixed(6);
      const lon = (4 + p / 1000).toFixed(6);
      stops.push(`S${l}-${p},Stop ${l}-${p},${lat},${lon},${p === 1 ? 1 : 0},,`);
      if (p === 1) stops.push(`S${l}-1:Q1,Stop ${l}-1,${lat},${lon},0,S${l}-1,Q1`);
    }
  }
  const from = `${year}0901`;
  const to = `${year + 1}0630`;
  const calendar = [
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date',
    `WEEKDAYS,1,1,1,1,1,0,0,${from},${to}`,
    `SATURDAYS,0,0,0,0,0,1,0,${from},${to}`,
    `SUNDAYS,0,0,0,0,0,0,1,${from},${to}`,
  ];
  const calendarDates = [
    'service_id,date,exception_type',
    `WEEKDAYS,${year}1224,2`,
    `WEEKDAYS,${year}1225,2`,
    `WEEKDAYS,${year}1231,2`,
    `SUNDAYS,${year}1225,1`,
  ];
  const services = ['WEEKDAYS', 'WEEKDAYS', 'SATURDAYS', 'SUNDAYS'];
  const tripLines = ['route_id,service_id,trip_id,trip_headsign'];
  const stopTimes = ['trip_id,arrival_time,departure_time,stop_id,stop_sequence'];
  for (let t = 1; t <= trips; t += 1) {
    const line = (t % LINES) + 1;
    tripLines.push(`L${line},${services[t % 4]},T${t},Destination ${line}`);
    const start = t % 25 === 0 ? 1360 : 300 + ((t * 7919) % 960);
    for (let p = 1; p <= STOPS_PER_LINE; p += 1) {
      const at = time(start + (p - 1) * 6, callSecond(t, p));
      stopTimes.push(`T${t},${at},${at},${p === 1 ? `S${line}-1:Q1` : `S${line}-${p}`},${p}`);
    }
  }
  return {
    'agency.txt':
      'agency_id,agency_name,agency_url,agency_timezone\nBENCH,Bench,https://bench.example.org,Europe/Paris\n',
    'stops.txt': `${stops.join('\n')}\n`,
    'routes.txt': `${routes.join('\n')}\n`,
    'calendar.txt': `${calendar.join('\n')}\n`,
    'calendar_dates.txt': `${calendarDates.join('\n')}\n`,
    'trips.txt': `${tripLines.join('\n')}\n`,
    'stop_times.txt': `${stopTimes.join('\n')}\n`,
  };
}

/** The feed of `trips` trips as a zip archive. */
export async function gtfsFeed(trips: number, year: number): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(gtfsFeedFiles(trips, year)))
    zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * POSTs `body` and answers the status, headers and text: node:http rather than fetch, whose
 * answer must start within 300 s, which an import on a loaded machine may not, and which copies
 * a body given as bytes at each send (a `Uint8Array` copied whole before the first byte leaves:
 * 0.1 s of CPU for 60 MB), where node:http writes the buffer given. `signal` abandons the
 * request (its socket destroyed: the service sees its client leave).
 */
export function post(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  signal?: AbortSignal,
): Promise<{ status: number; text: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) }, signal },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
