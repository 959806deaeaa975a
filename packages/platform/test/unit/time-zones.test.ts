import { expect } from 'chai';
import {
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  dateIn,
  instantOfLocal,
  isInstant,
  localDateTime,
  occurrencesOfWallTime,
  offsetAt,
  startOfDay,
} from '../../src/time.ts';
import { nextYear } from '../../src/testing/dates.ts';

// Zone changes are facts of the calendar, so these tests name their dates. The one
// implementation (`offsetAt` and UTC arithmetic) answers every zone; each case below is one a
// second implementation got wrong or could.
const HOUR = 3_600_000;
const iso = (instant: number) => new Date(instant).toISOString();
const wall = (local: string) => Date.parse(`${local}Z`);

describe('one time-zone implementation', () => {
  it('reads the offsets of a zone, including local mean time in seconds and half-hour zones', () => {
    expect(offsetAt(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Paris')).to.equal(HOUR);
    expect(offsetAt(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Paris')).to.equal(2 * HOUR);
    expect(offsetAt(Date.parse('2026-07-15T12:00:00Z'), 'America/St_Johns')).to.equal(-2.5 * HOUR);
    expect(offsetAt(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kathmandu')).to.equal(5.75 * HOUR);
    // Paris kept its local mean time, 9 min 21 s ahead of Greenwich, until 1911.
    expect(offsetAt(Date.parse('1900-01-01T00:00:00Z'), 'Europe/Paris')).to.equal((9 * 60 + 21) * 1000);
    expect(offsetAt(Date.parse('2026-07-15T12:00:00Z'), 'UTC')).to.equal(0);
  });

  it('skips the wall times of a gap (clocks forward) and shows those of an overlap twice', () => {
    // New York, 2026-03-08 02:00 EST -> 03:00 EDT; 2026-11-01 02:00 EDT -> 01:00 EST.
    expect(occurrencesOfWallTime(wall('2026-03-08T02:30:00'), 'America/New_York')).to.deep.equal([]);
    expect(occurrencesOfWallTime(wall('2026-11-01T01:30:00'), 'America/New_York').map(iso)).to.deep.equal([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
    // Lord Howe moves its clocks by half an hour: 02:00 -> 02:30 on 2026-10-04.
    expect(occurrencesOfWallTime(wall('2026-10-04T02:15:00'), 'Australia/Lord_Howe')).to.deep.equal([]);
    expect(localDateTime(Date.parse('2026-10-03T15:30:00Z'), 'Australia/Lord_Howe')).to.deep.equal({
      date: '2026-10-04',
      time: '02:30',
    });
    // A gap at midnight: Santiago goes from 2026-09-06 00:00 -04 to 01:00 -03. That day begins at 01:00.
    expect(iso(startOfDay('2026-09-06', 'America/Santiago'))).to.equal('2026-09-06T04:00:00.000Z');
    expect(localDateTime(startOfDay('2026-09-06', 'America/Santiago'), 'America/Santiago').time).to.equal(
      '01:00',
    );
  });

  it('knows a day a zone skipped whole: Samoa went from 2011-12-29 to 2011-12-31', () => {
    expect(dateIn(Date.parse('2011-12-30T09:59:59Z'), 'Pacific/Apia')).to.equal('2011-12-29');
    expect(dateIn(Date.parse('2011-12-30T10:00:00Z'), 'Pacific/Apia')).to.equal('2011-12-31');
    expect(occurrencesOfWallTime(wall('2011-12-30T12:00:00'), 'Pacific/Apia')).to.deep.equal([]);
    expect(startOfDay('2011-12-31', 'Pacific/Apia') - startOfDay('2011-12-29', 'Pacific/Apia')).to.equal(
      24 * HOUR,
    );
  });

  it('writes the dates of years 0001 and 9999 with four digits, and the year after 9999 expanded', () => {
    expect(dateIn(Date.parse('0001-01-01T00:00:00Z'), 'UTC')).to.equal('0001-01-01');
    expect(dateIn(Date.parse('0001-01-01T00:00:00Z'), 'Europe/Paris')).to.equal('0001-01-01');
    expect(localDateTime(Date.parse('0001-01-01T00:00:00Z'), 'Asia/Tokyo')).to.deep.equal({
      date: '0001-01-01',
      time: '09:18',
    });
    // West of Greenwich, the first instant of year 1 in UTC is still in 1 BC (year 0000).
    expect(dateIn(Date.parse('0001-01-01T00:00:00Z'), 'America/New_York')).to.equal('0000-12-31');
    expect(dateIn(Date.parse('9999-12-31T23:59:59Z'), 'UTC')).to.equal('9999-12-31');
    expect(dateIn(Date.parse('9999-12-31T12:00:00Z'), 'Pacific/Kiritimati')).to.equal('+010000-01-01');
    expect(iso(instantOfLocal('9999-12-31', 23 * 60 + 59, 'Europe/Paris'))).to.equal(
      '9999-12-31T22:59:00.000Z',
    );
    expect(iso(startOfDay('0001-01-01', 'UTC'))).to.equal('0001-01-01T00:00:00.000Z');
  });

  it('takes only instants whose business day, in any zone, and whose writing in UTC are of the years the contracts take', () => {
    const date = new RegExp(DATE_PATTERN);
    const written = new RegExp(DATE_TIME_PATTERN);
    // The first and last instants taken, written in UTC and at offsets that keep them so, read in
    // the widest zones: each falls on a day of 0001-01-01 to 9999-12-31 and writes back in UTC
    // as the pattern takes it.
    const edges = [
      '0001-01-02T00:00:00Z',
      '0001-01-02T15:59:00+15:59',
      '9999-12-30T23:59:59.999Z',
      '9999-12-30T08:00:59.999-15:59',
    ];
    for (const edge of edges) {
      expect(isInstant(edge), edge).to.equal(true);
      expect(new Date(edge).toISOString(), edge).to.match(written);
      for (const zone of ['+18:00', '-18:00', 'Pacific/Kiritimati', 'Etc/GMT+12'])
        expect(dateIn(Date.parse(edge), zone), `${edge} in ${zone}`).to.match(date);
    }
    // Beyond them, though written with a year the pattern takes: a business day of 0000 or 10000.
    expect(dateIn(Date.parse('0001-01-01T00:00:00+14:00'), 'Europe/Paris')).to.equal('0000-12-31');
    expect(dateIn(Date.parse('9999-12-31T23:59:59.999Z'), 'Europe/Paris')).to.equal('+010000-01-01');
    for (const refused of [
      '0001-01-01T00:00:00+14:00',
      '0001-01-01T23:59:59.999Z',
      '0001-01-02T00:00:00+00:01',
      '9999-12-31T00:00:00Z',
      '9999-12-30T23:59:59-00:01',
      '9999-12-31T23:59:59.999Z',
      '0000-06-01T12:00:00Z',
      `${nextYear()}-02-30T12:00:00Z`,
      `${nextYear()}-12-31T23:59:60Z`,
    ])
      expect(isInstant(refused), refused).to.equal(false);
  });

  it('takes offsets up to ±18:00, at both ends of the calendar', () => {
    expect(offsetAt(0, '+18:00')).to.equal(18 * HOUR);
    expect(offsetAt(0, '-18:00')).to.equal(-18 * HOUR);
    expect(offsetAt(0, '+14:00')).to.equal(14 * HOUR);
    expect(dateIn(Date.parse('9999-12-31T05:59:59Z'), '+18:00')).to.equal('9999-12-31');
    expect(dateIn(Date.parse('9999-12-31T06:00:00Z'), '+18:00')).to.equal('+010000-01-01');
    expect(dateIn(Date.parse('0001-01-01T17:59:59Z'), '-18:00')).to.equal('0000-12-31');
    expect(dateIn(Date.parse('0001-01-01T18:00:00Z'), '-18:00')).to.equal('0001-01-01');
    expect(iso(startOfDay('0001-01-01', '+18:00'))).to.equal('0000-12-31T06:00:00.000Z');
    expect(iso(startOfDay('9999-12-31', '-18:00'))).to.equal('9999-12-31T18:00:00.000Z');
    expect(localDateTime(Date.parse('2026-06-30T06:00:00Z'), '+18:00')).to.deep.equal({
      date: '2026-07-01',
      time: '00:00',
    });
  });

  it('reads each wall time back as the instant it came from, on every hour of a year with two changes', () => {
    for (const zone of ['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe']) {
      for (
        let instant = Date.parse('2026-01-01T00:00:00Z');
        instant < Date.parse('2027-01-01T00:00:00Z');
        instant += 23 * HOUR
      ) {
        const local = localDateTime(instant, zone);
        const occurrences = occurrencesOfWallTime(wall(`${local.date}T${local.time}:00`), zone);
        expect(occurrences, `${zone} ${iso(instant)}`).to.include(instant - (instant % 60_000));
      }
    }
  });
});
