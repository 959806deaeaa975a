/**
 * The two instants an answer states (`Known-At`, `Valid-At`): on the success answers of the
 * operations taking `asKnownAt` only, the valid date defaulting to the business date of the
 * known instant, and a handler's own `Valid-At` kept.
 */
import { expect } from 'chai';
import { addDays, answeredForHeaders, createClock, type Operation } from '../../src/index.ts';
import { daysFromToday } from '../../src/testing/dates.ts';

// Days built from the business day: a week ahead, its next day, and a day two months on.
const day = daysFromToday(7);
const nextDay = addDays(day, 1);
const later = daysFromToday(60);

const operation = (withAsKnownAt: boolean) =>
  ({
    operationId: 'getThing',
    parameters: withAsKnownAt
      ? [
          { name: 'at', in: 'query' },
          { name: 'asKnownAt', in: 'query' },
        ]
      : [{ name: 'at', in: 'query' }],
  }) as unknown as Operation;

describe('the instants an answer states', () => {
  it('states the instant asked and the business date of that instant when only asKnownAt is given', () => {
    // 23:30 UTC is already the next day in Paris (UTC+1 or UTC+2).
    const headers = answeredForHeaders(
      operation(true),
      200,
      {},
      `${day}T23:30:00Z`,
      createClock('Europe/Paris'),
    );
    expect(headers).to.deep.equal({ 'Known-At': `${day}T23:30:00Z`, 'Valid-At': nextDay });
  });

  it('states the at given as it was given, and keeps the ETag and Valid-At a handler set', () => {
    expect(
      answeredForHeaders(operation(true), 200, { at: later }, `${day}T08:00:00Z`, createClock('UTC')),
    ).to.deep.equal({ 'Known-At': `${day}T08:00:00Z`, 'Valid-At': later });
    expect(
      answeredForHeaders(operation(true), 200, {}, `${day}T08:00:00Z`, createClock('UTC'), {
        ETag: '"4.2"',
        'Valid-At': nextDay,
      }),
    ).to.deep.equal({ ETag: '"4.2"', 'Known-At': `${day}T08:00:00Z`, 'Valid-At': nextDay });
  });

  it('states the instant of the read when no asKnownAt applies', () => {
    const before = Date.now();
    const headers = answeredForHeaders(operation(true), 200, {}, undefined, createClock('UTC')) as Record<
      string,
      string
    >;
    expect(Date.parse(headers['Known-At'] as string)).to.be.within(before, Date.now());
    expect(headers['Valid-At']).to.equal((headers['Known-At'] as string).slice(0, 10));
  });

  it('states nothing for an operation without asKnownAt or an answer that is not a success', () => {
    expect(answeredForHeaders(operation(false), 200, {}, undefined, createClock('UTC'))).to.equal(undefined);
    expect(answeredForHeaders(operation(true), 304, {}, undefined, createClock('UTC'))).to.equal(undefined);
    expect(answeredForHeaders(operation(true), 404, {}, undefined, createClock('UTC'))).to.equal(undefined);
  });
});
