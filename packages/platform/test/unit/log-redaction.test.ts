/**
 * What never reaches a log line, whatever a caller logs (`loggerOn`, the logger of every process): a bearer token in the headers of a request, a body, and payout details
 * (`accountIdentifier`, `iban`) of any object at the top of a line or of a child's bindings,
 * an error's included (ADR 0132). What a line says besides stays as logged.
 */
import { expect } from 'chai';
import { loggerOn } from '../../src/logger.ts';

/** A logger of the platform's options, writing its lines here. */
function capturing() {
  const lines: Record<string, unknown>[] = [];
  const logger = loggerOn(
    {
      write: (line: string) => {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    'test-service',
    'info',
  );
  return { logger, lines };
}

const IBAN = 'FR7630006000011234567890189';
const TOKEN = 'Bearer eyJhbGciOiJSUzI1NiJ9.secret.signature';

describe('a log line', function () {
  it('never carries a bearer token, a body or payout details', () => {
    const { logger, lines } = capturing();
    const payout = { holder: 'Autocars du Lac', iban: IBAN, accountIdentifier: 'ACC-42', currency: 'EUR' };
    const req = { method: 'POST', headers: { authorization: TOKEN, accept: 'application/json' } };
    logger.info(
      { requestId: 'r-1', payout, req, headers: { authorization: TOKEN }, body: { password: 'p' } },
      'payout recorded',
    );
    const line = lines[0] as Record<string, unknown>;
    expect(JSON.stringify(line))
      .not.to.contain(IBAN)
      .and.not.to.contain('ACC-42')
      .and.not.to.contain('secret');
    expect(line.payout).to.deep.equal({
      holder: 'Autocars du Lac',
      iban: '[redacted]',
      accountIdentifier: '[redacted]',
      currency: 'EUR',
    });
    expect(line.req).to.deep.equal({
      method: 'POST',
      headers: { authorization: '[redacted]', accept: 'application/json' },
    });
    expect(line.headers).to.deep.equal({ authorization: '[redacted]' });
    expect(line.body).to.equal('[redacted]');
    expect(line).to.include({
      requestId: 'r-1',
      msg: 'payout recorded',
      service: 'test-service',
      level: 'info',
    });
    // What the caller logged is left as it was.
    expect(payout.iban).to.equal(IBAN);
    expect(req.headers.authorization).to.equal(TOKEN);
  });

  it("censors an error's payout details and keeps what it says", () => {
    const { logger, lines } = capturing();
    const error = Object.assign(new RangeError('payout refused'), { iban: IBAN, code: 'P1' });
    logger.warn({ err: error }, 'payout failed');
    const err = (lines[0] as { err: Record<string, unknown> }).err;
    expect(err).to.include({ type: 'RangeError', message: 'payout refused', iban: '[redacted]', code: 'P1' });
    expect(err.stack).to.be.a('string').and.contain('payout refused');
    expect(error.iban).to.equal(IBAN);
  });

  it('censors the payout details a child logger is bound to, on each of its lines', () => {
    const { logger, lines } = capturing();
    const child = logger.child({ account: { iban: IBAN, holder: 'h' }, component: 'payouts' });
    child.info({ attempt: 1 }, 'sent');
    child.info({ attempt: 2 }, 'sent');
    for (const line of lines) {
      expect(line.account).to.deep.equal({ iban: '[redacted]', holder: 'h' });
      expect(line.component).to.equal('payouts');
    }
    expect(lines.map((line) => line.attempt)).to.deep.equal([1, 2]);
  });

  it('says when it was written, to the millisecond', () => {
    const { logger, lines } = capturing();
    const before = Date.now();
    logger.info('one');
    const after = Date.now();
    const time = Date.parse(String(lines[0]?.time));
    expect(String(lines[0]?.time)).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(time).to.be.within(before, after);
  });
});
