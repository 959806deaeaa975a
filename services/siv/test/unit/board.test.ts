import { expect } from 'chai';
import { instantOfLocal, minuteOfDay } from '@transport/platform';
import { TEST_TIME_ZONE, daysFromToday } from '@transport/platform/testing';
import {
  boardRows,
  headingsOf,
  labelsOf,
  pageAt,
  readoutText,
  timedCalls,
  withBoardingClosures,
  type BoardSettings,
} from '../../src/boards/board.ts';
import type { RegistryCall } from '../../src/referential-client/referential-client.ts';

// Every time of day here is between 05:00 and 22:00: a service day is then the same on any
// date, a daylight-saving night included.
const zone = TEST_TIME_ZONE;
const day = daysFromToday(1);
const at = (time: string, date = day) => instantOfLocal(date, minuteOfDay(time), zone);

function call(fields: Partial<RegistryCall> & { departureTime: string | null }): RegistryCall {
  return {
    scheduleId: `s-${fields.lineCode ?? 'L1'}-${fields.departureTime ?? fields.arrivalTime}`,
    lineCode: 'L1',
    lineName: 'Line 1',
    lineStatus: 'ACTIVE',
    destinationName: 'Harbour',
    stationId: 'station-north',
    bayId: 'bay-a',
    bayCode: 'A',
    dayOffset: 0,
    arrivalTime: null,
    announcedTime: fields.departureTime ?? fields.arrivalTime ?? '00:00',
    ...fields,
  };
}

const departures: BoardSettings = {
  kind: 'DEPARTURE_BOARD',
  horizonMinutes: 60,
  sort: 'ANNOUNCED_TIME',
  cancellationGraceMinutes: 5,
  languages: ['en'],
};

describe('the calls of a service day as instants', () => {
  it('takes a later announced time as a delay, shifting arrival and departure alike', () => {
    const [timed] = timedCalls(
      day,
      [call({ arrivalTime: '08:08', departureTime: '08:10', announcedTime: '08:17' })],
      zone,
    );
    expect(timed?.status).to.equal('DELAYED');
    expect(timed?.departure).to.deep.equal({ scheduledAt: at('08:10'), announcedAt: at('08:17') });
    expect(timed?.arrival).to.deep.equal({ scheduledAt: at('08:08'), announcedAt: at('08:15') });
  });

  it('counts a delay into the next day from the announced day offset', () => {
    const [timed] = timedCalls(
      day,
      [call({ departureTime: '21:50', announcedTime: '05:10', announcedDayOffset: 1 })],
      zone,
    );
    expect(timed?.departure?.announcedAt).to.equal(at('21:50') + (7 * 60 + 20) * 60_000);
    expect(timed?.status).to.equal('DELAYED');
  });

  it("keeps the registry's day-of status and a suspended line as they are", () => {
    const [changed, suspended, onTime] = timedCalls(
      day,
      [
        call({ departureTime: '09:00', callStatus: 'BAY_CHANGED', bayCode: 'C' }),
        call({ departureTime: '09:05', lineStatus: 'SUSPENDED' }),
        call({ departureTime: '09:10' }),
      ],
      zone,
    );
    expect(changed).to.include({ status: 'BAY_CHANGED', bayCode: 'C' });
    expect(suspended?.lineSuspended).to.equal(true);
    expect(onTime).to.include({ status: 'ON_TIME', lineSuspended: false });
    expect(onTime?.arrival).to.equal(null);
  });
});

describe('the rows of a board at a minute', () => {
  const calls = timedCalls(
    day,
    [
      call({ departureTime: '08:40', lineCode: 'L2', destinationName: 'Airport' }),
      call({ departureTime: '07:59' }),
      call({ departureTime: '08:00', lineCode: 'L3', destinationName: 'Castle' }),
      call({ departureTime: '09:00', lineCode: 'L4' }),
      call({ departureTime: '09:01', lineCode: 'L5' }),
      call({ departureTime: '08:20', announcedTime: '08:25', lineCode: 'L1', destinationName: 'Beach' }),
    ],
    zone,
  );

  it('lists the departures from this minute to the horizon, in announced time order', () => {
    const rows = boardRows(calls, departures, at('08:00'), zone);
    expect(rows.map((r) => `${r.announcedTime} ${r.lineCode}`)).to.deep.equal([
      '08:00 L3',
      '08:25 L1',
      '08:40 L2',
      '09:00 L4',
    ]);
    const delayed = rows[1];
    expect(delayed).to.include({ scheduledTime: '08:20', announcedTime: '08:25', delayMinutes: 5 });
    expect(delayed?.announcedAt).to.equal(new Date(at('08:25')).toISOString());
  });

  it('drops a departure the minute after its time', () => {
    expect(boardRows(calls, departures, at('08:01'), zone).map((r) => r.lineCode)).to.not.include('L3');
  });

  it('sorts by line, or by destination, when the profile says so', () => {
    const minute = at('08:00');
    expect(
      boardRows(calls, { ...departures, sort: 'LINE' }, minute, zone).map((r) => r.lineCode),
    ).to.deep.equal(['L1', 'L2', 'L3', 'L4']);
    expect(
      boardRows(calls, { ...departures, sort: 'DESTINATION' }, minute, zone).map((r) => r.destinationName),
    ).to.deep.equal(['Airport', 'Beach', 'Castle', 'Harbour']);
  });

  it('orders departures at the same minute by line code', () => {
    const same = timedCalls(
      day,
      [call({ departureTime: '10:00', lineCode: 'L9' }), call({ departureTime: '10:00', lineCode: 'L10' })],
      zone,
    );
    expect(boardRows(same, departures, at('10:00'), zone).map((r) => r.lineCode)).to.deep.equal([
      'L10',
      'L9',
    ]);
  });

  it('keeps a cancelled departure for the grace minutes after its time, marked cancelled', () => {
    const cancelled = timedCalls(day, [call({ departureTime: '08:00', callStatus: 'CANCELLED' })], zone);
    const shown = boardRows(cancelled, departures, at('08:04'), zone);
    expect(shown).to.have.length(1);
    expect(shown[0]).to.include({ cancelled: true, status: 'CANCELLED' });
    expect(shown[0]?.texts).to.deep.equal([{ language: 'en', status: 'Cancelled' }]);
    expect(boardRows(cancelled, departures, at('08:05'), zone)).to.deep.equal([]);
    expect(
      boardRows(cancelled, { ...departures, cancellationGraceMinutes: 0 }, at('08:01'), zone),
    ).to.deep.equal([]);
  });

  it('shows arrivals on an arrival board, and leaves out calls that only depart', () => {
    const mixed = timedCalls(
      day,
      [
        call({ departureTime: '08:10', arrivalTime: null, lineCode: 'ORIGIN' }),
        call({ departureTime: null, arrivalTime: '08:20', lineCode: 'TERMINUS' }),
        call({ departureTime: '08:32', arrivalTime: '08:30', lineCode: 'THROUGH' }),
      ],
      zone,
    );
    const arrivals = boardRows(mixed, { ...departures, kind: 'ARRIVAL_BOARD' }, at('08:00'), zone);
    expect(arrivals.map((r) => `${r.scheduledTime} ${r.lineCode}`)).to.deep.equal([
      '08:20 TERMINUS',
      '08:30 THROUGH',
    ]);
    const leaving = boardRows(mixed, departures, at('08:00'), zone);
    expect(leaving.map((r) => `${r.scheduledTime} ${r.lineCode}`)).to.deep.equal([
      '08:10 ORIGIN',
      '08:32 THROUGH',
    ]);
  });

  it('leaves out a departure nobody may board and an arrival nobody may alight at, on request ones kept', () => {
    const through = (lineCode: string, boarding: Partial<RegistryCall>) =>
      call({ departureTime: '08:32', arrivalTime: '08:30', lineCode, ...boarding });
    const mixed = timedCalls(
      day,
      [
        through('SETDOWN', { pickupType: 'NONE' }),
        through('PICKUP', { dropOffType: 'NONE' }),
        through('ONREQUEST', { pickupType: 'PHONE_AGENCY', dropOffType: 'COORDINATE_WITH_DRIVER' }),
      ],
      zone,
    );
    const lines = (rows: { lineCode: string }[]) => rows.map((r) => r.lineCode);
    expect(lines(boardRows(mixed, departures, at('08:00'), zone))).to.deep.equal(['ONREQUEST', 'PICKUP']);
    const arrivals = boardRows(mixed, { ...departures, kind: 'ARRIVAL_BOARD' }, at('08:00'), zone);
    expect(arrivals.map((r) => [r.lineCode, r.setDownOnly, r.texts[0]?.status])).to.deep.equal([
      ['ONREQUEST', false, 'On time'],
      ['SETDOWN', false, 'On time'],
    ]);
  });

  it('shows a call nobody may board on the departure board at its bay, marked set down only, in every language and the readout', () => {
    const through = (lineCode: string, boarding: Partial<RegistryCall>) =>
      call({ departureTime: '08:32', arrivalTime: '08:30', lineCode, ...boarding });
    const calls = timedCalls(
      day,
      [
        through('SETDOWN', { pickupType: 'NONE' }),
        through('LATE', { pickupType: 'NONE', announcedTime: '08:40' }),
        through('GONE', { pickupType: 'NONE', callStatus: 'CANCELLED' }),
        through('REGULAR', {}),
      ],
      zone,
    );
    const atBay = { ...departures, atBay: true, languages: ['en', 'fr'] };
    const rows = boardRows(calls, atBay, at('08:00'), zone);
    expect(rows.map((r) => [r.lineCode, r.setDownOnly, r.texts.map((t) => t.status)])).to.deep.equal([
      ['GONE', true, ['Cancelled', 'Supprimé']],
      ['REGULAR', false, ['On time', "À l'heure"]],
      ['SETDOWN', true, ['Set down only', 'Descente uniquement']],
      ['LATE', true, ['Set down only', 'Descente uniquement']],
    ]);
    const readout = readoutText('en', {
      heading: 'Departures',
      title: 'North',
      localTime: '08:00',
      rows: rows.filter((r) => r.lineCode === 'SETDOWN'),
      notices: [],
    });
    expect(readout.split('\n')[1]).to.equal('08:32, line SETDOWN, to Harbour, bay A, 32 min, Set down only.');
    // Nobody boards it: a boarding closure in force is not shown for it.
    const closed = withBoardingClosures(rows, at('08:31'), () => ({
      minutesBeforeDeparture: 2,
      showOnDisplays: true,
    }));
    expect(closed.map((r) => [r.lineCode, r.boardingClosed])).to.deep.equal([
      ['GONE', false],
      ['REGULAR', true],
      ['SETDOWN', false],
      ['LATE', false],
    ]);
  });

  it("writes each row's status in every language of the profile, a delay with its minutes", () => {
    const rows = boardRows(
      timedCalls(day, [call({ departureTime: '08:10', announcedTime: '08:17' })], zone),
      { ...departures, languages: ['fr', 'de-CH', 'pt'] },
      at('08:00'),
      zone,
    );
    expect(rows[0]?.texts).to.deep.equal([
      { language: 'fr', status: 'Retardé +7 min' },
      { language: 'de-CH', status: 'Verspätet +7 min' },
      { language: 'pt', status: 'Delayed +7 min' },
    ]);
  });

  it('shows a day-of bay change with its new bay and the words of the change', () => {
    const rows = boardRows(
      timedCalls(day, [call({ departureTime: '08:10', callStatus: 'BAY_CHANGED', bayCode: 'D' })], zone),
      { ...departures, languages: ['en', 'nl'] },
      at('08:00'),
      zone,
    );
    expect(rows[0]).to.include({ bayCode: 'D', status: 'BAY_CHANGED', delayMinutes: 0 });
    expect(rows[0]?.texts.map((t) => t.status)).to.deep.equal(['Bay changed', 'Perronwijziging']);
  });

  it('carries the reason of the day-of change that gives a row its status, and reads it out after the status', () => {
    const rows = boardRows(
      timedCalls(
        day,
        [
          call({
            departureTime: '08:10',
            announcedTime: '08:22',
            callStatus: 'DELAYED',
            dayOfChange: { reason: 'Roadworks on the bridge' },
          }),
          call({ departureTime: '08:15', lineCode: 'L2', dayOfChange: null }),
        ],
        zone,
      ),
      departures,
      at('08:00'),
      zone,
    );
    expect(rows.map((r) => [r.lineCode, r.reason])).to.deep.equal([
      ['L2', null],
      ['L1', 'Roadworks on the bridge'],
    ]);
    const text = readoutText('en', {
      heading: 'Departures',
      title: 'Hall',
      localTime: '08:00',
      rows,
      notices: [],
    });
    expect(text.split('\n').slice(1)).to.deep.equal([
      '08:15, line L2, to Harbour, bay A, 15 min, On time.',
      '08:22 (scheduled 08:10), line L1, to Harbour, bay A, 22 min, Delayed +12 min: Roadworks on the bridge.',
    ]);
  });
});

describe('the words and pages of a board', () => {
  it('reads a language by its primary subtag, English when it has none', () => {
    expect(labelsOf('it').CANCELLED).to.equal('Soppresso');
    expect(labelsOf('es-MX').ON_TIME).to.equal('A tiempo');
    expect(labelsOf('xx').DELAYED).to.equal('Delayed');
    expect(headingsOf(['en', 'fr'], true)).to.deep.equal([
      { language: 'en', heading: 'Arrivals' },
      { language: 'fr', heading: 'Arrivées' },
    ]);
    expect(headingsOf(['de'], false)).to.deep.equal([{ language: 'de', heading: 'Abfahrten' }]);
  });

  it('turns the pages on the clock, every page shown in turn', () => {
    const start = at('12:00');
    const pages = [0, 10, 20, 30].map((seconds) => pageAt(25, 10, 10, start + seconds * 1000));
    expect(pages.map((p) => p.pageCount)).to.deep.equal([3, 3, 3, 3]);
    expect(new Set(pages.slice(0, 3).map((p) => p.page))).to.deep.equal(new Set([1, 2, 3]));
    expect(pages[3]?.page).to.equal(pages[0]?.page);
    expect(pageAt(25, 10, 10, start + 9_999).page).to.equal(pages[0]?.page);
  });

  it('has no page without rows, and one page when every row fits', () => {
    expect(pageAt(0, 10, 10, Date.now())).to.deep.equal({ page: 0, pageCount: 0 });
    expect(pageAt(10, 10, 10, Date.now())).to.deep.equal({ page: 1, pageCount: 1 });
  });
});
