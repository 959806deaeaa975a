/**
 * The rules' change feed (ADR 0065): a rule's creation is an event of the rules' own feed, read
 * with the feed's permission and the rules' read permission.
 */
import { expect } from 'chai';
import type { TestService } from '@transport/platform/testing';
import { createRule, RULE_READ, RULE_WRITE, startRules } from './fixtures.ts';

describe('rules change feed', function () {
  // The feed serves a write once every older transaction that could write this schema has ended
  // (ADR 0072); the reads wait that out, on a loaded machine.
  this.timeout(90_000);
  let service: TestService;

  before(async function () {
    this.timeout(60_000);
    service = await startRules();
  });
  after(() => service?.close());

  it('gives a rule’s creation as rules.rule.created, linked to the rule, only to its readers', async () => {
    const id = await createRule(service.as([RULE_READ, RULE_WRITE], 'alice'));
    const read = (permissions: string[]) =>
      service.as(['rules.events:read', ...permissions]).get(`/rules/v1/events?subjects=rule/${id}`);
    // The feed serves a write once every older transaction that could write this schema has
    // ended (ADR 0072): the consumer reads again until it is there.
    let response = await read([RULE_READ]);
    for (let tries = 0; response.body.data?.length === 0 && tries < 600; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await read([RULE_READ]);
    }
    expect(response.status, response.text).to.equal(200);
    expect(response.body.data).to.have.length(1);
    expect(response.body.data[0]).to.deep.include({
      source: '/rules/v1',
      type: 'rules.rule.created',
      subject: `rule/${id}`,
      recordedby: 'alice',
      operation: 'createRule',
    });
    expect(response.body.data[0].data).to.include({ id, link: `/rules/v1/rules/${id}` });
    expect((await read([])).body.data).to.deep.equal([]);
  });

  it('refuses a cursor written with a leading zero or beyond a transaction id with 410, not a 500', async () => {
    const reader = service.as(['rules.events:read', RULE_READ]);
    // Postgres reads an xid8 with a leading 0 as octal (9 and 8 are no octal digits), and none
    // above 2^64 - 1: the fuzzer's cursor `0984967834124793-8524015` answered 500.
    for (const after of ['0984967834124793-8524015', '99999999999999999999-1']) {
      const response = await reader.get(`/rules/v1/events?after=${after}`);
      expect(response.status, response.text).to.equal(410);
      expect(response.body.code).to.equal('event-cursor-gone');
    }
  });
});
