/**
 * What changed in the rules, for the systems downstream (ADR 0080): webhook subscriptions on
 * the rules' change feed, delivered as the referential's are (the platform's module), and
 * `updatedSince` on the rules' search.
 */
import { expect } from 'chai';
import {
  expectEverySearchTakesUpdatedSince,
  expectProblem,
  startTestService,
  type TestService,
} from '@transport/platform/testing';
import { expectWebhooksDeliverEverything, WEBHOOK_TEST_SETTINGS } from '@transport/platform/testing/webhooks';
import { rulesService } from '../src/index.ts';
import { createRule, RULE_READ, RULE_WRITE } from './fixtures.ts';

const WEBHOOKS = ['rules.webhooks:read', 'rules.webhooks:write'];

describe('rules downstream: webhooks and updatedSince', function () {
  // Deliveries follow the feed, which serves a write once every older transaction that could
  // write the schema has ended (ADR 0072).
  this.timeout(120_000);
  let service: TestService;

  before(async function () {
    this.timeout(60_000);
    service = await startTestService(rulesService, WEBHOOK_TEST_SETTINGS);
  });
  after(() => service?.close());

  it('delivers each rule created, signed and in order, also to a subscriber down for five minutes', async () => {
    const author = service.as([RULE_READ, RULE_WRITE]);
    await expectWebhooksDeliverEverything(service, {
      service: 'rules',
      type: 'rules.rule.created',
      permissions: [...WEBHOOKS, RULE_READ],
      write: async () => `rule/${await createRule(author)}`,
    });
  });

  it('refuses a type of another feed, and a subscriber reading no family', async () => {
    const unknown = await service.as([...WEBHOOKS, RULE_READ]).post('/rules/v1/webhooks', {
      url: 'https://hooks.example.org/x',
      types: ['referential.carrier.suspended'],
    });
    expectProblem(unknown, 422, 'webhook-event-type-unknown');
    expect(unknown.body.errors).to.deep.equal([
      { field: 'body.types[0]', message: 'is no event type of a family this token reads' },
    ]);
    expectProblem(
      await service.as(WEBHOOKS).post('/rules/v1/webhooks', { url: 'https://hooks.example.org/x' }),
      403,
      'webhook-nothing-readable',
    );
  });

  it('takes updatedSince on its search', async () => {
    expect(await expectEverySearchTakesUpdatedSince(service)).to.deep.equal(['searchRules']);
  });
});
