import { expect } from 'chai';
import { addDays, dateIn } from '../../src/index.ts';
import {
  daysFromToday,
  localInstant,
  nextYear,
  TEST_TIME_ZONE,
  today,
  weekdayOnOrAfter,
} from '../../src/testing/index.ts';

describe('the test dates', () => {
  it("count days from the services' today, in the business time zone of the test services", () => {
    expect(TEST_TIME_ZONE).to.equal('Europe/Paris');
    expect(today()).to.equal(dateIn(new Date(), TEST_TIME_ZONE));
    expect(daysFromToday(0)).to.equal(today());
    expect(daysFromToday(-1)).to.equal(addDays(today(), -1));
    expect(daysFromToday(366)).to.equal(addDays(today(), 366));
  });

  it('give next year, whose first day is still to come', () => {
    expect(nextYear()).to.equal(Number(today().slice(0, 4)) + 1);
    expect(`${nextYear()}-01-01` > today()).to.equal(true);
  });

  it('give the first day of a weekday on or after a date, the date itself when it is one', () => {
    // 2026-12-25 was a Friday; 2026-12-27 a Sunday.
    expect(weekdayOnOrAfter('2026-12-22', 'FRI')).to.equal('2026-12-25');
    expect(weekdayOnOrAfter('2026-12-25', 'FRI')).to.equal('2026-12-25');
    expect(weekdayOnOrAfter('2026-12-26', 'FRI')).to.equal('2027-01-01');
    expect(weekdayOnOrAfter('2026-12-25', 'SUN')).to.equal('2026-12-27');
    expect(weekdayOnOrAfter('2026-12-28', 'SUN')).to.equal('2027-01-03');
    expect(weekdayOnOrAfter('2028-02-28', 'TUE')).to.equal('2028-02-29');
  });

  it("give the instant of a local time on a date in the services' zone, whatever its offset that day", () => {
    // Dates of next year, on both sides of Paris's change to summer time (its last Sunday of
    // March): winter is UTC+01:00, summer UTC+02:00, and 02:00-03:00 of the change day is skipped.
    const year = nextYear();
    const [winter, summer] = [`${year}-01-15`, `${year}-07-01`];
    const change = weekdayOnOrAfter(`${year}-03-25`, 'SUN');
    expect(localInstant(winter, '08:00')).to.equal(`${winter}T07:00:00.000Z`);
    expect(localInstant(summer, '08:00')).to.equal(`${summer}T06:00:00.000Z`);
    expect(localInstant(change, '01:30')).to.equal(`${change}T00:30:00.000Z`);
    expect(localInstant(change, '03:30')).to.equal(`${change}T01:30:00.000Z`);
    expect(localInstant(summer, '08:00', 'UTC')).to.equal(`${summer}T08:00:00.000Z`);
    expect(dateIn(new Date(localInstant(daysFromToday(1), '23:45')), TEST_TIME_ZONE)).to.equal(
      daysFromToday(1),
    );
  });
});
