import { expect } from 'chai';
import { withRequestContext } from '../../src/audit.ts';
import { createClock, createMovableClock } from '../../src/clock.ts';
import { addDays, dateIn } from '../../src/time.ts';
import { nextYear, weekdayOnOrAfter } from '../../src/testing/dates.ts';

const reading = { subject: 'tester', requestId: 'r-1', operation: 'getBay', writes: false };

describe('the clock of a service', () => {
  it('reads now from its source and dates it in the business time zone, not in UTC', () => {
    let source = Date.parse('2026-07-14T22:30:00Z');
    const paris = createClock('Europe/Paris', () => source);
    const newYork = createClock('America/New_York', () => source);
    expect(paris.now().toISOString()).to.equal('2026-07-14T22:30:00.000Z');
    expect(paris.today(), '00:30 in Paris').to.equal('2026-07-15');
    expect(newYork.today(), '18:30 in New York').to.equal('2026-07-14');
    source += 60 * 60_000;
    expect(newYork.now().toISOString()).to.equal('2026-07-14T23:30:00.000Z');
    expect(paris.dayOf(Date.parse('2026-12-31T23:00:00Z')), 'midnight in Paris').to.equal('2027-01-01');
  });

  it('answers today for the instant a read is as known at, and its own now outside such a read', () => {
    const clock = createClock('Europe/Paris', () => Date.parse('2026-07-14T10:00:00Z'));
    const known = { ...reading, asKnownAt: '2025-12-31T23:30:00Z' };
    expect(
      withRequestContext(known, () => clock.today()),
      'the read is as known at 00:30 in Paris',
    ).to.equal('2026-01-01');
    expect(withRequestContext(reading, () => clock.today())).to.equal('2026-07-14');
    expect(clock.today()).to.equal('2026-07-14');
    // The instant of a read is an input, not a second clock: now stays the clock's.
    expect(withRequestContext(known, () => clock.now().toISOString())).to.equal('2026-07-14T10:00:00.000Z');
  });

  it('stands still at the instant a test gives, and moves only when the test moves it', async () => {
    const clock = createMovableClock('Europe/Paris', '2026-03-28T22:59:00Z');
    const first = clock.now().getTime();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(clock.now().getTime()).to.equal(first);
    expect(clock.today()).to.equal('2026-03-28');
    clock.advance(60_000);
    expect(clock.now().toISOString()).to.equal('2026-03-28T23:00:00.000Z');
    expect(clock.today(), 'midnight in Paris').to.equal('2026-03-29');
    clock.set('2027-01-01T12:00:00Z');
    expect(clock.today()).to.equal('2027-01-01');
    clock.reset();
    expect(clock.now().getTime()).to.equal(first);
    expect(() => clock.set('not an instant')).to.throw(RangeError);
  });

  it('runs with the system time until moved, then runs on from where it was moved to', async () => {
    const clock = createMovableClock('UTC');
    expect(Math.abs(clock.now().getTime() - Date.now())).to.be.below(1_000);
    clock.set('2030-06-01T00:00:00Z');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const moved = clock.now().getTime() - Date.parse('2030-06-01T00:00:00Z');
    expect(moved, 'it keeps running after the move').to.be.at.least(15).and.below(60_000);
    expect(clock.today()).to.equal('2030-06-01');
    clock.advance(-86_400_000);
    expect(clock.today()).to.equal('2030-05-31');
    clock.reset();
    expect(Math.abs(clock.now().getTime() - Date.now())).to.be.below(1_000);
  });

  it('turns the day at midnight in the business zone, on the days its clocks change as on any other', () => {
    // Walked forward in steps of 7.5 minutes (and the millisecond either side of each step), a
    // clock that keeps the day it last answered answers what the time-zone database says at
    // every instant, for now and for another instant: Paris going forward at 02:00 and back at
    // 03:00, Sao Paulo going forward at midnight (that day has no midnight) and back at midnight
    // (the evening before again).
    // Paris changes on the last Sunday of March and of October: next year's, from the Saturday
    // before. Sao Paulo's last changes are history (Brazil has kept no summer time since 2019).
    const saturdayBeforeLastSunday = (month: string) =>
      `${addDays(weekdayOnOrAfter(`${nextYear()}-${month}-25`, 'SUN'), -1)}T00:00:00Z`;
    const walks: [string, string][] = [
      ['Europe/Paris', saturdayBeforeLastSunday('03')],
      ['Europe/Paris', saturdayBeforeLastSunday('10')],
      ['America/Sao_Paulo', '2018-11-03T00:00:00Z'],
      ['America/Sao_Paulo', '2019-02-15T00:00:00Z'],
    ];
    for (const [zone, start] of walks) {
      const clock = createMovableClock(zone, start);
      // A clock asked only for the day of its own now (as a read dates the instant it answers for).
      const dating = createMovableClock(zone, start);
      for (let step = 0; step < 3 * 24 * 8; step += 1) {
        for (const ms of [-1, 0, 1]) {
          clock.advance(ms);
          const instant = clock.now().getTime();
          expect(clock.today(), `${zone} at ${new Date(instant).toISOString()}`).to.equal(
            dateIn(instant, zone),
          );
          // The day of another instant, half a day either side, as the zone has it too.
          for (const other of [instant - 43_200_000, instant + 43_200_000])
            expect(clock.dayOf(other), `${zone}, the day of ${new Date(other).toISOString()}`).to.equal(
              dateIn(other, zone),
            );
          clock.advance(-ms);
          dating.advance(ms);
          expect(dating.dayOf(dating.now()), `${zone}, the day of now`).to.equal(dateIn(instant, zone));
          dating.advance(-ms);
        }
        clock.advance(450_000);
        dating.advance(450_000);
      }
    }
  });
});
