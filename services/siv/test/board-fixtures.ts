/**
 * A station with three lines in the real registry, for the board tests: a station area with a
 * bay, one station in it, and three lines whose trips leave it at given local times.
 */
import { createdId, nextYear, type ApiClient } from '@transport/platform/testing';
import { createArea, createBay, uniqueCode, type RegistryArea } from './fixtures.ts';

export const NETWORK_STAFF = [
  'referential.station-areas:read',
  'referential.station-areas:write',
  'referential.bays:read',
  'referential.bays:write',
  'referential.day-of-changes:write',
  ...['destinations', 'stations', 'lines', 'schedules'].flatMap((r) => [
    `referential.${r}:read`,
    `referential.${r}:write`,
  ]),
];

export interface BoardStation {
  area: RegistryArea;
  bayId: string;
  stationId: string;
  lines: { code: string; lineId: string; itineraryId: string; destination: string; terminus: string }[];
}

/**
 * A station area with a bay (`G1` unless `bayCode` names another), one station, and lines
 * `prefix`-1..`count`, each to a terminus of its own (named `destinations[n - 1]` when given).
 */
export async function createBoardStation(
  staff: ApiClient,
  count = 3,
  options: { bayCode?: string; destinations?: string[] } = {},
): Promise<BoardStation> {
  const area = await createArea(staff);
  const bayId = await createBay(staff, area.id, options.bayCode ?? 'G1');
  const station = async (extra: Record<string, unknown> = {}) => {
    const code = uniqueCode('ST');
    return createdId(
      await staff.post('/referential/v1/stations', { code, name: `Station ${code}`, ...extra }),
      'station',
    );
  };
  const stationId = await station({ stationAreaId: area.id });
  const lines: BoardStation['lines'] = [];
  for (let n = 1; n <= count; n += 1) {
    const terminus = await station();
    const destination = options.destinations?.[n - 1] ?? `Terminus ${uniqueCode('D')}`;
    const destinationId = createdId(
      await staff.post('/referential/v1/destinations', { code: uniqueCode('DE'), name: destination }),
      'destination',
    );
    const code = uniqueCode(`L${n}`);
    const lineId = createdId(
      await staff.post('/referential/v1/lines', { code, name: `Line ${code}` }),
      'line',
    );
    await staff.post(`/referential/v1/lines/${lineId}/activation`);
    const itineraryId = createdId(
      await staff.post(`/referential/v1/lines/${lineId}/itineraries`, {
        code: 'OUT',
        name: 'Outbound',
        destinationId,
        callingPoints: [{ stationId }, { stationId: terminus }],
      }),
      'itinerary',
    );
    lines.push({ code, lineId, itineraryId, destination, terminus });
  }
  return { area, bayId, stationId, lines };
}

/**
 * An active daily trip of line `line` leaving the station at `departure` (local `HH:MM`), from bay
 * G1 when `atBay`; `pickupType` NONE when nobody may board it there (it only sets down).
 */
export async function createTrip(
  staff: ApiClient,
  station: BoardStation,
  line: number,
  departure: string,
  options: { atBay?: boolean; pickupType?: 'NONE' } = {},
): Promise<string> {
  const l = station.lines[line - 1] as BoardStation['lines'][number];
  const id = createdId(
    await staff.post('/referential/v1/schedules', {
      code: uniqueCode('S'),
      lineId: l.lineId,
      itineraryId: l.itineraryId,
      validFrom: `${nextYear() - 1}-01-01`,
      validTo: `${nextYear()}-12-31`,
      daysOfWeek: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
    }),
    'schedule',
  );
  const [h = 0, m = 0] = departure.split(':').map(Number);
  const later = h * 60 + m + 20;
  const arrival = `${String(Math.floor(later / 60) % 24).padStart(2, '0')}:${String(later % 60).padStart(2, '0')}`;
  const times = await staff.put(`/referential/v1/schedules/${id}/stop-times`, {
    calls: [
      {
        stopId: station.stationId,
        dayOffset: 0,
        departureTime: departure,
        ...(options.atBay ? { bayId: station.bayId } : {}),
        ...(options.pickupType ? { pickupType: options.pickupType } : {}),
      },
      { stopId: l.terminus, dayOffset: later >= 1440 ? 1 : 0, arrivalTime: arrival },
    ],
  });
  if (times.status !== 204) throw new Error(`stop times refused: ${times.text}`);
  const activation = await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true });
  if (activation.status !== 200) throw new Error(`schedule not activated: ${activation.text}`);
  return id;
}

/** Records a day-of change of the trip on `serviceDate` (its first call: the board's station). */
export async function changeTrip(
  staff: ApiClient,
  tripId: string,
  change: { type: 'CANCELLATION' } | { type: 'DELAY'; announcedTime: string },
  serviceDate: string,
): Promise<void> {
  const body =
    change.type === 'DELAY'
      ? {
          type: 'DELAY',
          sequence: 1,
          announcedTime: change.announcedTime,
          reason: 'Traffic on the ring road',
        }
      : { type: 'CANCELLATION', reason: 'Driver unavailable' };
  createdId(
    await staff.post(`/referential/v1/schedules/${tripId}/day-of-changes`, {
      serviceDate,
      ...body,
    }),
    'day-of change',
  );
}
