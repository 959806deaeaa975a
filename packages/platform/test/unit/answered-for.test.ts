/**
 * The two instants an answer states (`Known-At`, `Valid-At`): on the success answers of the
 * operations taking `asKnownAt` only, the valid date defaulting to the business date of the
 * known instant, and a handler's own `Valid-At` kept.
 */
import { expect } from 'chai';
import { answeredForHeaders, createClock, type Operation } from '../../src/index.ts';

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
    // 23:30 UTC on 1 March is already 2 March in Paris (UTC+1).
    const headers = answeredForHeaders(
      operation(true),
      200,
      {},
      '2027-03-01T23:30:00Z',
      createClock('Europe/Paris'),
    );
    expect(headers).to.deep.equal({ 'Known-At': '2027-03-01T23:30:00Z', 'Valid-At': '2027-03-02' });
  });

  it('states the at given as it was given, and keeps the ETag and Valid-At a handler set', () => {
    expect(
      answeredForHeaders(
        operation(true),
        200,
        { at: '2027-05-01' },
        '2027-03-01T08:00:00Z',
        createClock('UTC'),
      ),
    ).to.deep.equal({ 'Known-At': '2027-03-01T08:00:00Z', 'Valid-At': '2027-05-01' });
    expect(
      answeredForHeaders(operation(true), 200, {}, '2027-03-01T08:00:00Z', createClock('UTC'), {
        ETag: '"4.2"',
        'Valid-At': '2027-03-04',
      }),
    ).to.deep.equal({ ETag: '"4.2"', 'Known-At': '2027-03-01T08:00:00Z', 'Valid-At': '2027-03-04' });
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
