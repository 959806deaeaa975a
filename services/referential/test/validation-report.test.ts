import { expect } from 'chai';
import {
  connectMcp,
  daysFromToday,
  expectFieldError,
  expectProblem,
  today,
  type TestService,
} from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import type { ValidationNotice, ValidationReport } from '@transport/platform';

const REPORT_READ = 'referential.validation:read';
const GTFS_EXPORT = 'referential.gtfs:export';

/**
 * The dataset is written straight into the registry's tables, as an import or time passing could
 * leave it: most planted defects are ones the operations refuse (the report is there for what
 * slips through them, or becomes wrong as dates pass). Each record is named by its code; `$ids`
 * keeps the ids to check the records each notice names.
 */
const d = (days: number) => `'${daysFromToday(days)}'::date`;
const T = `'seed'`;

/** A network in order: every rule finds nothing in it. */
function cleanNetwork(): string {
  return `
    INSERT INTO carriers (code, name, ticketing_model, status, created_by, updated_by)
      VALUES ('C1', 'Coaches One', 'NETWORK', 'ACTIVE', ${T}, ${T});
    INSERT INTO vehicle_categories (code, name, status, created_by, updated_by) VALUES ('K1', 'Coach', 'ACTIVE', ${T}, ${T});
    INSERT INTO station_areas (code, name, status, accessible, vehicle_categories, created_by, updated_by)
      VALUES ('A1', 'Central', 'ACTIVE', true, '{}', ${T}, ${T});
    INSERT INTO destinations (code, name, status, created_by, updated_by) VALUES ('D1', 'Harbour', 'ACTIVE', ${T}, ${T});
    INSERT INTO lines (code, name, status, created_by, updated_by) VALUES ('L1', 'Line one', 'ACTIVE', ${T}, ${T});
    ${carrier('C1', 'ACTIVE')}
    ${area('A1', 'ACTIVE')}
    ${bay('B1', 'A1', 'ACTIVE')}
    ${station('S1', 'North', 'A1', 'ACTIVE')}
    ${station('S2', 'South', 'A1', 'ACTIVE')}
    ${checkpoint('CP1', 'A1', 'ACTIVE')}
    INSERT INTO destination_states (destination_id, status, effective_from, created_by, updated_by)
      SELECT id, 'ACTIVE', ${d(-400)}, ${T}, ${T} FROM destinations WHERE code = 'D1';
    ${line('L1', 'ACTIVE')}
    ${operator('L1', 'C1')}
    ${vehicle('V1', 'C1', 'K1', true)}
    INSERT INTO vehicle_permits (vehicle_id, permit_number, kind, valid_from, valid_until, created_by, updated_by)
      SELECT id, 'P-V1', 'OPERATING_LICENCE', ${d(-100)}, ${d(365)}, ${T}, ${T} FROM vehicles WHERE registration = 'V1';
    ${authorization('T1', d(-100), d(365), 'C1')}
    ${authorizedLine('T1', 'L1')}
    ${authorizedVehicle('T1', 'V1')}
    ${itinerary('I1', 'L1', 'D1')}
    ${schedule('SC1', 'I1', d(-10), d(200))}
    ${calls('SC1', [
      ['S1', 'B1', 480, 480],
      ['S2', null, 505, 505],
    ])}
  `;
}

function carrier(code: string, status: string): string {
  return `
    INSERT INTO carriers (code, name, ticketing_model, status, suspension_reason, created_by, updated_by)
      SELECT '${code}', 'Carrier ${code}', 'NETWORK', '${status}', ${status === 'SUSPENDED' ? "'unpaid'" : 'NULL'}, ${T}, ${T}
       WHERE NOT EXISTS (SELECT 1 FROM carriers WHERE code = '${code}');
    INSERT INTO carrier_states (carrier_id, status, suspension_reason, effective_from, created_by, updated_by)
      SELECT id, '${status}', ${status === 'SUSPENDED' ? "'unpaid'" : 'NULL'}, ${d(-400)}, ${T}, ${T} FROM carriers WHERE code = '${code}';`;
}

const retired = (status: string) => (status === 'RETIRED' ? `now(), 'closed'` : 'NULL, NULL');

function area(code: string, status: string): string {
  return `
    INSERT INTO station_areas (code, name, status, retired_at, retirement_reason, accessible, vehicle_categories, created_by, updated_by)
      SELECT '${code}', 'Area ${code}', '${status}', ${retired(status)}, true, '{}', ${T}, ${T}
       WHERE NOT EXISTS (SELECT 1 FROM station_areas WHERE code = '${code}');
    INSERT INTO station_area_states (station_area_id, status, retired_at, retirement_reason, accessible, vehicle_categories, effective_from, created_by, updated_by)
      SELECT id, '${status}', ${retired(status)}, true, '{}', ${d(-400)}, ${T}, ${T} FROM station_areas a WHERE code = '${code}'
         AND NOT EXISTS (SELECT 1 FROM station_area_states s WHERE s.station_area_id = a.id);`;
}

function bay(code: string, areaCode: string, status: string): string {
  return `
    INSERT INTO bays (station_area_id, code, position, status, accessible, vehicle_categories, created_by, updated_by)
      SELECT id, '${code}', 1, '${status}', true, '{}', ${T}, ${T} FROM station_areas WHERE code = '${areaCode}';
    INSERT INTO bay_states (bay_id, station_area_id, code, status, accessible, vehicle_categories, effective_from, created_by, updated_by)
      SELECT id, station_area_id, code, '${status}', true, '{}', ${d(-400)}, ${T}, ${T} FROM bays WHERE code = '${code}';`;
}

function station(
  code: string,
  name: string,
  areaCode: string,
  status: string,
  coordinates: string = '45.5, 4.8',
): string {
  return `
    INSERT INTO stations (code, name, locality, latitude, longitude, station_area_id, status, retired_at, retirement_reason, created_by, updated_by)
      SELECT '${code}', '${name}', 'Town', ${coordinates}, id, '${status}', ${retired(status)}, ${T}, ${T} FROM station_areas WHERE code = '${areaCode}';
    INSERT INTO station_states (station_id, status, retired_at, retirement_reason, effective_from, created_by, updated_by)
      SELECT id, '${status}', ${retired(status)}, ${d(-400)}, ${T}, ${T} FROM stations WHERE code = '${code}';`;
}

function checkpoint(code: string, areaCode: string, status: string): string {
  return `
    INSERT INTO checkpoints (code, name, station_area_id, entry_control, exit_control, boarding_control, status, created_by, updated_by)
      SELECT '${code}', 'Gate ${code}', id, true, false, false, '${status}', ${T}, ${T} FROM station_areas WHERE code = '${areaCode}';
    INSERT INTO checkpoint_states (checkpoint_id, status, entry_control, exit_control, boarding_control, effective_from, created_by, updated_by)
      SELECT id, '${status}', true, false, false, ${d(-400)}, ${T}, ${T} FROM checkpoints WHERE code = '${code}';`;
}

function line(code: string, status: string): string {
  return `
    INSERT INTO lines (code, name, status, retired_at, retirement_reason, created_by, updated_by)
      SELECT '${code}', 'Line ${code}', '${status}', ${retired(status)}, ${T}, ${T}
       WHERE NOT EXISTS (SELECT 1 FROM lines WHERE code = '${code}');
    INSERT INTO line_states (line_id, status, retired_at, retirement_reason, effective_from, created_by, updated_by)
      SELECT id, '${status}', ${retired(status)}, ${d(-400)}, ${T}, ${T} FROM lines WHERE code = '${code}';`;
}

function operator(lineCode: string, carrierCode: string): string {
  return `
    INSERT INTO line_operators (line_id, carrier_id, effective_from, created_by, updated_by)
      SELECT l.id, c.id, ${d(-400)}, ${T}, ${T} FROM lines l, carriers c WHERE l.code = '${lineCode}' AND c.code = '${carrierCode}';`;
}

function vehicle(
  registration: string,
  carrierCode: string,
  categoryCode: string,
  identified: boolean,
): string {
  return `
    INSERT INTO vehicles (registration, category_id, seats, lifecycle, created_by, updated_by)
      SELECT '${registration}', id, 50, 'IN_SERVICE', ${T}, ${T} FROM vehicle_categories WHERE code = '${categoryCode}';
    INSERT INTO vehicle_states (vehicle_id, carrier_id, category_id, lifecycle, seats, effective_from, created_by, updated_by)
      SELECT v.id, c.id, v.category_id, 'IN_SERVICE', 50, ${d(-400)}, ${T}, ${T}
        FROM vehicles v, carriers c WHERE v.registration = '${registration}' AND c.code = '${carrierCode}';
    ${
      identified
        ? `INSERT INTO vehicle_identifiers (vehicle_id, identifier_type_code, value, enrolled_at, enrolled_by, updated_by)
             SELECT id, 'RFID', 'TAG-${registration}', now(), ${T}, ${T} FROM vehicles WHERE registration = '${registration}';
           INSERT INTO vehicle_identifier_states (identifier_id, identifier_type_code, value, effective_from, created_by, updated_by)
             SELECT id, identifier_type_code, value, ${d(-400)}, ${T}, ${T} FROM vehicle_identifiers WHERE value = 'TAG-${registration}';`
        : ''
    }`;
}

function authorization(number: string, from: string, until: string, holder: string | null): string {
  return `
    INSERT INTO authorization_dossiers (reference, created_by) VALUES ('DOS-${number}', ${T});
    INSERT INTO transport_authorizations (dossier_id, number, serie, categories, genre, valid_from, valid_until, status, created_by, updated_by)
      SELECT id, '${number}', 'S', '{K1}', 'REGULAR', ${from}, ${until}, 'ACTIVE', ${T}, ${T} FROM authorization_dossiers WHERE reference = 'DOS-${number}';
    INSERT INTO transport_authorization_states (authorization_id, status, effective_from, created_by, updated_by)
      SELECT id, 'ACTIVE', ${d(-400)}, ${T}, ${T} FROM transport_authorizations WHERE number = '${number}';
    ${
      holder
        ? `INSERT INTO authorization_holders (authorization_id, carrier_id, effective_from, created_by, updated_by)
             SELECT t.id, c.id, ${d(-400)}, ${T}, ${T} FROM transport_authorizations t, carriers c WHERE t.number = '${number}' AND c.code = '${holder}';`
        : ''
    }`;
}

function authorizedLine(number: string, lineCode: string): string {
  return `
    INSERT INTO authorized_lines (authorization_id, line_id, effective_from, created_by, updated_by)
      SELECT t.id, l.id, ${d(-400)}, ${T}, ${T} FROM transport_authorizations t, lines l WHERE t.number = '${number}' AND l.code = '${lineCode}';`;
}

function authorizedVehicle(number: string, registration: string): string {
  return `
    INSERT INTO authorized_vehicles (authorization_id, vehicle_id, effective_from, created_by, updated_by)
      SELECT t.id, v.id, ${d(-400)}, ${T}, ${T} FROM transport_authorizations t, vehicles v WHERE t.number = '${number}' AND v.registration = '${registration}';`;
}

function itinerary(code: string, lineCode: string, destinationCode: string): string {
  return `
    INSERT INTO itineraries (line_id, code, version, name, destination_id, created_by)
      SELECT l.id, '${code}', 1, 'To ${destinationCode}', x.id, ${T} FROM lines l, destinations x
       WHERE l.code = '${lineCode}' AND x.code = '${destinationCode}';`;
}

/** A schedule on the itinerary with one ACTIVE revision, every day of the week unless told. */
function schedule(
  code: string,
  itineraryCode: string,
  from: string,
  to: string,
  options: { days?: string; calendar?: string } = {},
): string {
  return `
    INSERT INTO schedules (code, line_id, itinerary_id, created_by, updated_by)
      SELECT '${code}', i.line_id, i.id, ${T}, ${T} FROM itineraries i WHERE i.code = '${itineraryCode}';
    INSERT INTO schedule_revisions (schedule_id, revision, status, valid_from, valid_to, days_of_week, call_count, activated_at, activated_by, calendar_id, created_by, updated_by)
      SELECT s.id, 1, 'ACTIVE', ${from}, ${to}, ${options.days ?? "'{1,2,3,4,5,6,7}'"}, 0, now(), ${T},
             ${options.calendar ? `(SELECT id FROM service_calendars WHERE code = '${options.calendar}')` : 'NULL'}, ${T}, ${T}
        FROM schedules s WHERE s.code = '${code}';`;
}

/** The calls of the schedule's revision: station, bay and minutes of arrival and departure. */
function calls(code: string, stops: [string, string | null, number, number][]): string {
  return stops
    .map(
      ([stationCode, bayCode, arrival, departure], index) => `
    INSERT INTO stop_times (revision_id, sequence, station_id, bay_id, day_offset, arrival_minute, departure_minute, arrival_second, departure_second, timepoint)
      SELECT r.id, ${index + 1}, (SELECT id FROM stations WHERE code = '${stationCode}'),
             ${bayCode ? `(SELECT id FROM bays WHERE code = '${bayCode}')` : 'NULL'}, 0, ${arrival}, ${departure}, 0, 0, true
        FROM schedule_revisions r JOIN schedules s ON s.id = r.schedule_id WHERE s.code = '${code}';`,
    )
    .join('');
}

const GOOD_CALLS: [string, string | null, number, number][] = [
  ['S1', 'B1', 480, 480],
  ['S2', null, 505, 505],
];

/** Days `from`..`from + 1` and a weekday falling in neither. */
const NO_DAY = `ARRAY[extract(isodow FROM ${d(30)} + 3)]::smallint[]`;

/**
 * One defect per rule, each planted so that it alone is at fault: the rule's code, the code of
 * the record at fault (looked up in `firstRecord`), and the SQL.
 */
const DEFECTS: { code: string; first: [string, string]; sql: string }[] = [
  {
    code: 'GTFS_STATION_WITHOUT_COORDINATES',
    first: ['stations', 'S3'],
    sql: station('S3', 'Nowhere', 'A1', 'ACTIVE', 'NULL, NULL'),
  },
  {
    code: 'GTFS_TRIP_WITH_ONE_CALL',
    first: ['schedules', 'SC2'],
    sql: schedule('SC2', 'I1', d(-10), d(200)) + calls('SC2', [['S1', 'B1', 480, 480]]),
  },
  {
    code: 'GTFS_CALLS_BACKWARDS_IN_TIME',
    first: ['schedules', 'SC3'],
    sql:
      schedule('SC3', 'I1', d(-10), d(200)) +
      calls('SC3', [
        ['S1', 'B1', 480, 480],
        ['S2', null, 300, 300],
      ]),
  },
  {
    code: 'GTFS_CALL_AT_RETIRED_STATION',
    first: ['schedules', 'SC4'],
    sql:
      station('S4', 'Old mill', 'A1', 'RETIRED') +
      schedule('SC4', 'I1', d(-10), d(200)) +
      calls('SC4', [
        ['S1', 'B1', 480, 480],
        ['S4', null, 505, 505],
      ]),
  },
  {
    code: 'GTFS_CALL_AT_DECOMMISSIONED_BAY',
    first: ['schedules', 'SC5'],
    sql:
      bay('B2', 'A1', 'DECOMMISSIONED') +
      schedule('SC5', 'I1', d(-10), d(200)) +
      calls('SC5', [
        ['S1', 'B2', 480, 480],
        ['S2', null, 505, 505],
      ]),
  },
  {
    code: 'SCHEDULE_WITHOUT_CALLS',
    first: ['schedules', 'SC6'],
    sql: schedule('SC6', 'I1', d(-10), d(200)),
  },
  {
    code: 'CALENDAR_SERVES_NO_DAY',
    first: ['service_calendars', 'CAL1'],
    sql: `INSERT INTO service_calendars (code, name, valid_from, valid_to, days_of_week, created_by, updated_by)
            VALUES ('CAL1', 'Two days', ${d(30)}, ${d(31)}, ${NO_DAY}, ${T}, ${T});`,
  },
  {
    code: 'REVISION_SERVES_NO_DAY',
    first: ['schedules', 'SC7'],
    sql: schedule('SC7', 'I1', d(30), d(31), { days: NO_DAY }) + calls('SC7', GOOD_CALLS),
  },
  {
    code: 'REVISION_CALENDAR_ENDED',
    first: ['schedules', 'SC8'],
    sql:
      `INSERT INTO service_calendars (code, name, valid_from, valid_to, days_of_week, created_by, updated_by)
         VALUES ('CAL2', 'Last month', ${d(-60)}, ${d(-30)}, '{1,2,3,4,5,6,7}', ${T}, ${T});` +
      schedule('SC8', 'I1', d(-60), d(100), { calendar: 'CAL2' }) +
      calls('SC8', GOOD_CALLS),
  },
  {
    code: 'SCHEDULE_ON_LINE_NOT_ACTIVE',
    first: ['schedules', 'SC9'],
    sql:
      line('L2', 'SUSPENDED') +
      itinerary('I2', 'L2', 'D1') +
      schedule('SC9', 'I2', d(-10), d(200)) +
      calls('SC9', GOOD_CALLS),
  },
  {
    code: 'SCHEDULE_TO_RETIRED_DESTINATION',
    first: ['schedules', 'SC10'],
    sql:
      `INSERT INTO destinations (code, name, status, retired_at, retirement_reason, created_by, updated_by)
         VALUES ('D2', 'Old pier', 'RETIRED', now(), 'closed', ${T}, ${T});
       INSERT INTO destination_states (destination_id, status, retired_at, retirement_reason, effective_from, created_by, updated_by)
         SELECT id, 'RETIRED', now(), 'closed', ${d(-400)}, ${T}, ${T} FROM destinations WHERE code = 'D2';` +
      itinerary('I3', 'L1', 'D2') +
      schedule('SC10', 'I3', d(-10), d(200)) +
      calls('SC10', GOOD_CALLS),
  },
  {
    code: 'ACTIVE_LINE_WITHOUT_SCHEDULE',
    first: ['lines', 'L3'],
    sql: line('L3', 'ACTIVE') + operator('L3', 'C1') + authorizedLine('T1', 'L3'),
  },
  {
    code: 'BAY_IN_RETIRED_AREA',
    first: ['bays', 'B3'],
    sql: area('A2', 'RETIRED') + bay('B3', 'A2', 'ACTIVE'),
  },
  {
    code: 'STATION_IN_RETIRED_AREA',
    first: ['stations', 'S5'],
    sql: area('A2', 'RETIRED') + station('S5', 'Quay', 'A2', 'ACTIVE'),
  },
  {
    code: 'CHECKPOINT_IN_RETIRED_AREA',
    first: ['checkpoints', 'CP2'],
    sql: area('A2', 'RETIRED') + checkpoint('CP2', 'A2', 'ACTIVE'),
  },
  {
    code: 'STATION_AREA_WITHOUT_ACTIVE_BAY',
    first: ['station_areas', 'A3'],
    sql: area('A3', 'ACTIVE') + bay('B4', 'A3', 'DECOMMISSIONED'),
  },
  {
    code: 'STATIONS_SHARING_A_NAME',
    first: ['stations', 'S6'],
    sql: station('S6', 'Twin', 'A1', 'ACTIVE') + station('S7', 'Twin', 'A1', 'ACTIVE'),
  },
  {
    code: 'LINE_WITHOUT_OPERATOR',
    first: ['lines', 'L4'],
    sql:
      line('L4', 'ACTIVE') +
      itinerary('I4', 'L4', 'D1') +
      schedule('SC11', 'I4', d(-10), d(200)) +
      calls('SC11', GOOD_CALLS),
  },
  {
    code: 'LINE_OPERATOR_NOT_AUTHORIZED',
    first: ['lines', 'L5'],
    sql:
      line('L5', 'ACTIVE') +
      operator('L5', 'C1') +
      itinerary('I5', 'L5', 'D1') +
      schedule('SC12', 'I5', d(-10), d(200)) +
      calls('SC12', GOOD_CALLS),
  },
  {
    code: 'LINE_OPERATOR_NOT_ACTIVE',
    first: ['lines', 'L6'],
    sql:
      carrier('C2', 'SUSPENDED') +
      line('L6', 'ACTIVE') +
      operator('L6', 'C2') +
      itinerary('I6', 'L6', 'D1') +
      schedule('SC13', 'I6', d(-10), d(200)) +
      calls('SC13', GOOD_CALLS),
  },
  {
    code: 'AUTHORIZATION_EXPIRING_WITH_LINES',
    first: ['transport_authorizations', 'T3'],
    sql: authorization('T3', d(-100), d(10), 'C1') + authorizedLine('T3', 'L1'),
  },
  {
    code: 'AUTHORIZATION_WITHOUT_HOLDER',
    first: ['transport_authorizations', 'T4'],
    sql: authorization('T4', d(-100), d(365), null),
  },
  {
    code: 'AUTHORIZATION_HOLDER_NOT_ACTIVE',
    first: ['transport_authorizations', 'T5'],
    sql: carrier('C3', 'PENDING') + authorization('T5', d(-100), d(365), 'C3'),
  },
  {
    code: 'AUTHORIZED_VEHICLE_OF_ANOTHER_CARRIER',
    first: ['vehicles', 'V2'],
    sql: carrier('C4', 'ACTIVE') + vehicle('V2', 'C4', 'K1', true) + authorizedVehicle('T1', 'V2'),
  },
  {
    code: 'AUTHORIZED_LINE_RETIRED',
    first: ['transport_authorizations', 'T1'],
    sql: line('L7', 'RETIRED') + authorizedLine('T1', 'L7'),
  },
  {
    code: 'AUTHORIZATION_LAPSED_WITH_LINKS',
    first: ['transport_authorizations', 'T6'],
    sql: authorization('T6', d(-200), d(-10), 'C1') + authorizedVehicle('T6', 'V1'),
  },
  {
    code: 'VEHICLE_OF_INACTIVE_CARRIER',
    first: ['vehicles', 'V3'],
    sql: carrier('C5', 'SUSPENDED') + vehicle('V3', 'C5', 'K1', true),
  },
  {
    code: 'VEHICLE_OF_RETIRED_CATEGORY',
    first: ['vehicles', 'V4'],
    sql:
      `INSERT INTO vehicle_categories (code, name, status, retired_at, retired_by, created_by, updated_by)
         VALUES ('K2', 'Horse bus', 'RETIRED', now(), ${T}, ${T}, ${T});` + vehicle('V4', 'C1', 'K2', true),
  },
  {
    code: 'VEHICLE_PERMIT_LAPSED',
    first: ['vehicles', 'V5'],
    sql:
      vehicle('V5', 'C1', 'K1', true) +
      `INSERT INTO vehicle_permits (vehicle_id, permit_number, kind, valid_from, valid_until, created_by, updated_by)
         SELECT id, 'P-V5', 'OPERATING_LICENCE', ${d(-400)}, ${d(-1)}, ${T}, ${T} FROM vehicles WHERE registration = 'V5';`,
  },
  {
    code: 'VEHICLE_WITHOUT_IDENTIFIER',
    first: ['vehicles', 'V6'],
    sql: vehicle('V6', 'C1', 'K1', false),
  },
];

/** The column each table's records are named by in `DEFECTS`. */
const CODE_COLUMN: Record<string, string> = {
  vehicles: 'registration',
  transport_authorizations: 'number',
};

describe('the validation report of the whole registry', () => {
  let service: TestService;
  let seeded: string;

  before(async function () {
    // The dataset is written in two statements' batches: the time is the database's.
    this.timeout(60_000);
    service = await startReferential();
    await service.built.deps.db.raw(cleanNetwork());
    seeded = new Date().toISOString();
  });
  after(() => service?.close());

  const report = (query = '') =>
    service.as([REPORT_READ]).get<ValidationReport>(`/referential/v1/validation-report${query}`);

  it('finds nothing in a network in order, and says which rules it ran and for which day', async () => {
    const answer = await report();
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.body.notices, JSON.stringify(answer.body.notices, null, 1)).to.deep.equal([]);
    expect(answer.body.at).to.equal(today());
    expect(answer.body.counts).to.deep.equal({ ERROR: 0, WARNING: 0, INFO: 0 });
    expect(answer.body.rules).to.have.length.of.at.least(25);
    expect(answer.body.rules.every((rule) => rule.notices === 0)).to.equal(true);
    expect(answer.headers.get('valid-at')).to.equal(today());
  });

  /** The GTFS export of the coming week, its archive read whole; `query` adds to its own. */
  const WEEK = () => `from=${today()}&to=${daysFromToday(6)}`;
  async function exported(query = '') {
    const response = await fetch(`${service.url}/referential/v1/gtfs/feed?${WEEK()}${query}`, {
      headers: { authorization: `Bearer ${service.token([GTFS_EXPORT])}` },
    });
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    const problem = response.headers.get('content-type')?.startsWith('application/problem+json');
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: problem ? JSON.parse(text) : {},
    };
  }
  const exportTool = async () => {
    const client = await connectMcp(`${service.url}/mcp`, service.token([GTFS_EXPORT]));
    try {
      return (await client.callTool({
        name: 'exportGtfsFeed',
        arguments: { from: today(), to: daysFromToday(6) },
      })) as { isError?: boolean; content: { type: string; text?: string }[] };
    } finally {
      await client.close();
    }
  };

  it('exports the network in order with no notice beside the feed, over HTTP and MCP', async () => {
    const answer = await exported();
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.headers.get('content-type')).to.equal('application/zip');
    expect(answer.headers.get('validation-notices')).to.equal('0');
    expect(answer.headers.get('link')).to.equal(
      `</referential/v1/validation-report?family=gtfs&at=${today()}>; rel="describedby"`,
    );
    const tool = await exportTool();
    expect(tool.isError, JSON.stringify(tool.content)).to.not.equal(true);
  });

  describe('with one defect planted per rule', () => {
    let planted: string;

    before(async function () {
      this.timeout(60_000);
      // A moment passes between the clean network and the defects: the replay reads between.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await service.built.deps.db.raw(DEFECTS.map((defect) => defect.sql).join('\n'));
      planted = new Date().toISOString();
    });

    it('lists exactly the planted defects, one per rule, naming the record at fault first', async () => {
      const answer = await report();
      expect(answer.status, answer.text).to.equal(200);
      const byCode = new Map<string, ValidationNotice[]>();
      for (const notice of answer.body.notices)
        byCode.set(notice.code, [...(byCode.get(notice.code) ?? []), notice]);
      const unexpected = answer.body.notices.filter((notice) => !DEFECTS.some((d) => d.code === notice.code));
      expect(unexpected.map((n) => n.message)).to.deep.equal([]);
      expect([...byCode.keys()].sort()).to.deep.equal(DEFECTS.map((defect) => defect.code).sort());
      expect(answer.body.rules.map((rule) => rule.code).sort()).to.deep.equal(
        DEFECTS.map((defect) => defect.code).sort(),
      );
      for (const defect of DEFECTS) {
        const notices = byCode.get(defect.code) ?? [];
        expect(
          notices.map((n) => n.message),
          defect.code,
        ).to.have.length(1);
        const [table, code] = defect.first;
        const row = (await service.built.deps
          .db(table)
          .where(CODE_COLUMN[table] ?? 'code', code)
          .first('id')) as { id: string };
        const first = (notices[0] as ValidationNotice).records[0];
        expect(first?.id, `${defect.code}: ${JSON.stringify(notices[0])}`).to.equal(row.id);
        expect(first?.link.endsWith(`/${row.id}`)).to.equal(true);
      }
      const counted = { ERROR: 0, WARNING: 0, INFO: 0 } as Record<string, number>;
      for (const notice of answer.body.notices)
        counted[notice.severity] = (counted[notice.severity] ?? 0) + 1;
      expect(answer.body.counts).to.deep.equal(counted);
    });

    it('links each record concerned to its read, which answers it', async () => {
      const answer = await report('?code=LINE_OPERATOR_NOT_ACTIVE');
      const [notice] = answer.body.notices;
      expect(notice?.records.map((r) => r.type)).to.deep.equal(['line', 'carrier']);
      const reader = service.as(['referential.lines:read', 'referential.carriers:read']);
      for (const record of notice?.records ?? []) {
        const read = await reader.get(record.link);
        expect(read.status, record.link).to.equal(200);
        expect(read.body.id).to.equal(record.id);
      }
      expect(notice?.message).to.match(/L6.*C2.*SUSPENDED/);
    });

    it('keeps only the family, severity or code asked', async () => {
      const rights = await report('?family=rights');
      expect(new Set(rights.body.notices.map((n) => n.family))).to.deep.equal(new Set(['rights']));
      expect(rights.body.notices.map((n) => n.code).sort()).to.deep.equal(
        rights.body.rules.map((r) => r.code).sort(),
      );
      expect(rights.body.rules).to.have.length(9);
      const infos = await report('?severity=INFO');
      expect(infos.body.notices.map((n) => n.code).sort()).to.deep.equal([
        'ACTIVE_LINE_WITHOUT_SCHEDULE',
        'STATION_AREA_WITHOUT_ACTIVE_BAY',
        'VEHICLE_WITHOUT_IDENTIFIER',
      ]);
      expect(infos.body.counts).to.deep.equal({ ERROR: 0, WARNING: 0, INFO: 3 });
      const one = await report('?code=CALENDAR_SERVES_NO_DAY');
      expect(one.body.rules.map((r) => r.code)).to.deep.equal(['CALENDAR_SERVES_NO_DAY']);
      expect(one.body.notices).to.have.length(1);
    });

    it('reads the registry as known at an instant: before the defects, it finds none', async () => {
      const replay = await report(`?asKnownAt=${encodeURIComponent(seeded)}`);
      expect(replay.status, replay.text).to.equal(200);
      expect(replay.body.notices.map((n) => n.message)).to.deep.equal([]);
      expect(replay.body.knownAt).to.equal(seeded);
      expect(replay.headers.get('known-at')).to.equal(seeded);
      const after = await report(`?asKnownAt=${encodeURIComponent(planted)}`);
      expect(after.body.notices).to.have.length(DEFECTS.length);
    });

    it('reads on another date: a day after the expiring authorization ends, it has lapsed instead', async () => {
      const later = await report(`?at=${daysFromToday(11)}&family=rights`);
      expect(later.body.at).to.equal(daysFromToday(11));
      const codes = later.body.notices.map((n) => n.code);
      expect(codes).to.not.include('AUTHORIZATION_EXPIRING_WITH_LINES');
      expect(codes).to.include('AUTHORIZATION_LAPSED_WITH_LINKS');
      expect(later.body.notices.filter((n) => n.code === 'AUTHORIZATION_LAPSED_WITH_LINKS')).to.have.length(
        2,
      );
    });

    it('renders the same report as a page for people', async () => {
      for (const answer of [
        await report('?format=html'),
        await service
          .as([REPORT_READ])
          .get('/referential/v1/validation-report', { headers: { accept: 'text/html' } }),
      ]) {
        expect(answer.status).to.equal(200);
        expect(answer.headers.get('content-type')).to.match(/^text\/html/);
        // HTML or JSON by Accept: a shared cache must keep one of each.
        expect(answer.headers.get('vary')).to.equal('Accept');
        const rows = answer.text.match(/<tr class="notice (error|warning|info)">/g) ?? [];
        expect(rows).to.have.length(DEFECTS.length);
        expect(answer.text).to.include('<code>GTFS_STATION_WITHOUT_COORDINATES</code>');
        expect(answer.text).to.match(/<time id="at">\d{4}-\d{2}-\d{2}<\/time>/);
      }
    });

    it('is an MCP tool for an agent holding the permission', async () => {
      const client = await connectMcp(`${service.url}/mcp`, service.token([REPORT_READ]));
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).to.include('getValidationReport');
      const result = await client.callTool({
        name: 'getValidationReport',
        arguments: { severity: 'ERROR', family: 'network' },
      });
      expect(result.isError).to.not.equal(true);
      const body = result.structuredContent as ValidationReport;
      expect(body.notices.map((n) => n.code).sort()).to.deep.equal([
        'BAY_IN_RETIRED_AREA',
        'CHECKPOINT_IN_RETIRED_AREA',
        'STATION_IN_RETIRED_AREA',
      ]);
      await client.close();
    });

    it("refuses the export with the gtfs rules' notices on what it would write, over HTTP and MCP", async () => {
      const answer = await exported();
      const problem = expectProblem(answer as never, 422, 'gtfs-export-refused') as unknown as {
        notices: ValidationNotice[];
        errors: { field: string }[];
      };
      // The four defects on its trips refuse it, each named by its schedule; the station without
      // coordinates that no trip calls at (S3) is left out of the feed and refuses nothing.
      expect(problem.notices.map((n) => [n.code, n.message.split(',')[0]])).to.deep.equal([
        ['GTFS_TRIP_WITH_ONE_CALL', 'Schedule SC2'],
        ['GTFS_CALLS_BACKWARDS_IN_TIME', 'Schedule SC3'],
        ['GTFS_CALL_AT_RETIRED_STATION', 'Schedule SC4'],
        ['GTFS_CALL_AT_DECOMMISSIONED_BAY', 'Schedule SC5'],
      ]);
      expect(
        problem.notices.every((n) => n.severity === 'ERROR' && n.records[0]?.type === 'schedule'),
      ).to.equal(true);
      expect(problem.errors.map((e) => e.field)).to.deep.equal(
        problem.notices.map((n) => `notices.${n.code}`),
      );
      const tool = await exportTool();
      expect(tool.isError).to.equal(true);
      expect(tool.content.map((c) => c.text).join(''))
        .to.include('gtfs-export-refused')
        .and.include('Schedule SC3');
    });

    it('exports the feed as known before the defects, with no notice beside it', async () => {
      const before = await exported(`&asKnownAt=${encodeURIComponent(seeded)}`);
      expect(before.status, before.text).to.equal(200);
      expect(before.headers.get('validation-notices')).to.equal('0');
      expect(before.headers.get('link')).to.equal(
        `</referential/v1/validation-report?family=gtfs&at=${today()}&asKnownAt=${encodeURIComponent(seeded)}>; rel="describedby"`,
      );
    });

    describe('and calls that test how the gtfs rules read every call', () => {
      before(async () => {
        await service.built.deps.db.raw(
          // Two calls of one trip reached backwards, each a notice of its own.
          schedule('SC21', 'I1', d(-10), d(200)) +
            calls('SC21', [
              ['S1', 'B1', 480, 480],
              ['S2', null, 300, 300],
              ['S1', 'B1', 310, 312],
              ['S2', null, 200, 200],
            ]) +
            // Three calls in order: not a trip with one call.
            schedule('SC22', 'I1', d(-10), d(200)) +
            calls('SC22', [
              ['S1', 'B1', 480, 480],
              ['S2', null, 490, 495],
              ['S1', 'B1', 500, 500],
            ]) +
            // A revision ended yesterday, no longer in use: its faults are no one's.
            schedule('SC23', 'I1', d(-10), d(-1)) +
            calls('SC23', [
              ['S1', 'B1', 480, 480],
              ['S2', null, 300, 300],
            ]) +
            schedule('SC24', 'I1', d(-10), d(-1)) +
            calls('SC24', [['S1', 'B1', 480, 480]]),
        );
      });

      const messages = async (code: string) => {
        const answer = await report(`?code=${code}`);
        expect(answer.status, answer.text).to.equal(200);
        return answer.body.notices.map((n) => n.message);
      };

      it('finds every call reached backwards of a revision in use, and only those', async () => {
        expect(await messages('GTFS_CALLS_BACKWARDS_IN_TIME')).to.deep.equal([
          'Schedule SC21, revision 1: call 2 is reached before call 1 is left.',
          'Schedule SC21, revision 1: call 4 is reached before call 3 is left.',
          'Schedule SC3, revision 1: call 2 is reached before call 1 is left.',
        ]);
      });

      it('finds the revisions in use with a single call, and only those', async () => {
        expect(await messages('GTFS_TRIP_WITH_ONE_CALL')).to.deep.equal([
          'Schedule SC2, revision 1, has a single call: a GTFS trip needs at least two stop times.',
        ]);
      });
    });
  });

  it('refuses a code that is no rule, naming the parameter', async () => {
    expectFieldError(await report('?code=NO_SUCH_RULE'), 'query.code');
    expectFieldError(await report('?family=everything'), 'query.family');
  });

  it('is refused without its permission', async () => {
    expectProblem(
      await service.as(['referential.lines:read']).get('/referential/v1/validation-report'),
      403,
      'forbidden',
    );
  });
});
