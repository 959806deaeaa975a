import { expect } from 'chai';
import {
  addDays,
  auditFields,
  dayAfter,
  dayBefore,
  instantOfLocal,
  isCalendarDate,
  isoTimestamp,
  isTimeZone,
  localDateTime,
  minuteOfDay,
  timeOfDay,
  dateIn,
} from '../../src/time.ts';
import { daysFromToday, today } from '../../src/testing/dates.ts';

// Daylight-saving changes are facts of the calendar, so the tests about them name their dates:
// 2026-03-29 at 01:00Z Paris goes from 02:00 to 03:00; 2026-10-25 at 01:00Z from 03:00 to 02:00.

describe('calendar days of the business', () => {
  it('count days across month, year and leap-day boundaries', () => {
    expect(dayAfter('2028-02-28')).to.equal('2028-02-29');
    expect(dayAfter('2027-02-28')).to.equal('2027-03-01');
    expect(dayAfter('2026-12-31')).to.equal('2027-01-01');
    expect(dayBefore('2027-01-01')).to.equal('2026-12-31');
    expect(dayBefore('2028-03-01')).to.equal('2028-02-29');
    expect(addDays('2026-12-31', 60)).to.equal('2027-03-01');
    expect(addDays('2027-03-01', -60)).to.equal('2026-12-31');
    expect(addDays(today(), 0)).to.equal(today());
  });

  it('count the days from today forwards and back to the same day', () => {
    const ahead = daysFromToday(400);
    expect(addDays(ahead, -400)).to.equal(today());
    expect(dayBefore(dayAfter(today()))).to.equal(today());
    expect(ahead > today()).to.equal(true);
  });

  it('date today by the business time zone, not by UTC', () => {
    // 23:30Z is already the next day in Paris (UTC+1 or +2) and still the same day in New York.
    const lateEvening = new Date(`${today('UTC')}T23:30:00Z`);
    expect(dateIn(lateEvening, 'Europe/Paris')).to.equal(dayAfter(today('UTC')));
    expect(dateIn(lateEvening, 'America/New_York')).to.equal(today('UTC'));
    expect(dateIn(lateEvening, 'UTC')).to.equal(today('UTC'));
  });

  it('accept only real calendar dates written YYYY-MM-DD', () => {
    expect(isCalendarDate(today())).to.equal(true);
    expect(isCalendarDate('2028-02-29')).to.equal(true);
    expect(isCalendarDate('2027-02-29'), 'no leap day in 2027').to.equal(false);
    expect(isCalendarDate('2026-02-30')).to.equal(false);
    expect(isCalendarDate('2026-13-01')).to.equal(false);
    expect(isCalendarDate('2026-1-01')).to.equal(false);
    expect(isCalendarDate('2026-01-01T00:00')).to.equal(false);
    expect(isCalendarDate('')).to.equal(false);
  });

  it('know the last days of every month of every year from 0001 to 9999 as the calendar does', () => {
    expect(isCalendarDate('1900-02-29'), 'a century is not a leap year').to.equal(false);
    expect(isCalendarDate('2000-02-29'), 'unless it divides by 400').to.equal(true);
    expect(isCalendarDate('0000-01-01'), 'no year 0000').to.equal(false);
    const day = new Date(0);
    const disagreeing: string[] = [];
    for (let year = 1; year <= 9999; year += 1)
      for (let month = 1; month <= 12; month += 1)
        for (let date = 28; date <= 31; date += 1) {
          day.setUTCFullYear(year, month - 1, date);
          const exists = day.getUTCDate() === date;
          const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${date}`;
          if (isCalendarDate(text) !== exists) disagreeing.push(text);
        }
    expect(disagreeing).to.deep.equal([]);
  });

  it('know the IANA time zones and refuse made-up ones', () => {
    expect(isTimeZone('Europe/Paris')).to.equal(true);
    expect(isTimeZone('UTC')).to.equal(true);
    expect(isTimeZone('Europe/Atlantis')).to.equal(false);
    expect(isTimeZone('not a zone')).to.equal(false);
  });
});

describe('times of day', () => {
  it('convert HH:MM to minutes after midnight and back', () => {
    expect(minuteOfDay('00:00')).to.equal(0);
    expect(minuteOfDay('07:05')).to.equal(425);
    expect(minuteOfDay('23:59')).to.equal(1439);
    expect(minuteOfDay('07:05:30'), 'seconds are ignored').to.equal(425);
    for (const minute of [0, 9, 60, 425, 719, 1439]) expect(minuteOfDay(timeOfDay(minute))).to.equal(minute);
    expect(timeOfDay(425)).to.equal('07:05');
    expect(timeOfDay(null)).to.equal(null);
  });

  it('write timestamps as ISO instants, null staying null', () => {
    expect(isoTimestamp(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).to.equal('2026-01-02T03:04:05.000Z');
    expect(isoTimestamp('2026-01-02T04:04:05+01:00')).to.equal('2026-01-02T03:04:05.000Z');
    expect(isoTimestamp(null)).to.equal(null);
    expect(isoTimestamp(undefined)).to.equal(null);
    expect(auditFields({ created_at: new Date(0), updated_at: '1970-01-01T01:00:00+01:00' })).to.deep.equal({
      createdAt: '1970-01-01T00:00:00.000Z',
      updatedAt: '1970-01-01T00:00:00.000Z',
    });
  });
});

describe('wall-clock time and instants in a time zone', () => {
  it('give the instant at which the local clock reads a time, and read it back', () => {
    const date = daysFromToday(10);
    for (const zone of ['Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'UTC']) {
      for (const minute of [0, 7 * 60 + 30, 23 * 60 + 59]) {
        const instant = instantOfLocal(date, minute, zone);
        expect(localDateTime(instant, zone), `${zone} ${minute}`).to.deep.equal({
          date,
          time: timeOfDay(minute),
        });
      }
    }
    expect(instantOfLocal(date, 0, 'UTC')).to.equal(Date.parse(`${date}T00:00:00Z`));
  });

  it('keep the times around the spring change on the clock and make that day 23 hours long', () => {
    const paris = (minute: number) =>
      new Date(instantOfLocal('2026-03-29', minute, 'Europe/Paris')).toISOString();
    expect(paris(30), '00:30 winter time').to.equal('2026-03-28T23:30:00.000Z');
    expect(paris(60), '01:00 winter time').to.equal('2026-03-29T00:00:00.000Z');
    expect(paris(60 + 45), '01:45 winter time').to.equal('2026-03-29T00:45:00.000Z');
    expect(paris(2 * 60 + 30), '02:30, skipped: with the offset before the change').to.equal(
      '2026-03-29T01:30:00.000Z',
    );
    expect(paris(3 * 60), '03:00 summer time').to.equal('2026-03-29T01:00:00.000Z');
    const length =
      instantOfLocal('2026-03-30', 0, 'Europe/Paris') - instantOfLocal('2026-03-29', 0, 'Europe/Paris');
    expect(length).to.equal(23 * 3_600_000);
  });

  it('keep the times around the autumn change on the clock and make that day 25 hours long', () => {
    const paris = (minute: number) =>
      new Date(instantOfLocal('2026-10-25', minute, 'Europe/Paris')).toISOString();
    expect(paris(60 + 59), '01:59 summer time').to.equal('2026-10-24T23:59:00.000Z');
    expect(paris(2 * 60 + 30), '02:30, shown twice: its first occurrence').to.equal(
      '2026-10-25T00:30:00.000Z',
    );
    expect(paris(3 * 60), '03:00 winter time').to.equal('2026-10-25T02:00:00.000Z');
    const length =
      instantOfLocal('2026-10-26', 0, 'Europe/Paris') - instantOfLocal('2026-10-25', 0, 'Europe/Paris');
    expect(length).to.equal(25 * 3_600_000);
  });

  it('answer the same wall clock whatever the second within the minute, and before 1970', () => {
    const start = instantOfLocal(today(), 12 * 60, 'Europe/Paris');
    expect(localDateTime(start + 59_999, 'Europe/Paris')).to.deep.equal({ date: today(), time: '12:00' });
    expect(localDateTime(start + 60_000, 'Europe/Paris').time).to.equal('12:01');
    expect(localDateTime(Date.parse('1969-12-31T23:30:00Z'), 'Europe/Paris')).to.deep.equal({
      date: '1970-01-01',
      time: '00:30',
    });
  });
});
