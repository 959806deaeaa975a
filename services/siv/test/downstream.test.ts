/**
 * What changed in the displays, for the systems downstream (ADR 0080): webhook subscriptions
 * on siv's change feed, delivered as the referential's are (the platform's module), and
 * `updatedSince` on siv's searches.
 */
import { expect } from 'chai';
import {
  expectEverySearchTakesUpdatedSince,
  expectProblem,
  type TestService,
} from '@transport/platform/testing';
import { expectWebhooksDeliverEverything, WEBHOOK_TEST_SETTINGS } from '@transport/platform/testing/webhooks';
import { createProfile, PROFILE_READ, PROFILE_WRITE, startSiv } from './fixtures.ts';

const WEBHOOKS = ['siv.webhooks:read', 'siv.webhooks:write'];

describe('siv downstream: webhooks and updatedSince', function () {
  // Deliveries follow the feed, which serves a write once every older transaction that could
  // write the schema has ended (ADR 0072).
  this.timeout(120_000);
  let service: TestService;

  before(async function () {
    this.timeout(60_000);
    // Profiles never ask the registry: an address nobody listens on is enough.
    service = await startSiv('http://127.0.0.1:9', WEBHOOK_TEST_SETTINGS);
  });
  after(() => service?.close());

  it('delivers each profile created, signed and in order, also to a subscriber down for five minutes', async () => {
    const staff = service.as([PROFILE_READ, PROFILE_WRITE]);
    await expectWebhooksDeliverEverything(service, {
      service: 'siv',
      type: 'siv.display-profile.created',
      permissions: [...WEBHOOKS, PROFILE_READ],
      write: async () => `display-profile/${await createProfile(staff)}`,
    });
  });

  it('refuses a type of a family the subscriber does not read', async () => {
    const refused = await service
      .as([...WEBHOOKS, PROFILE_READ])
      .post('/siv/v1/webhooks', { url: 'https://hooks.example.org/x', types: ['siv.display-point.created'] });
    expectProblem(refused, 422, 'webhook-event-type-unknown');
    expect(refused.body.errors.map((e: { field: string }) => e.field)).to.deep.equal(['body.types[0]']);
  });

  it('takes updatedSince on its searches', async () => {
    expect(await expectEverySearchTakesUpdatedSince(service)).to.have.members([
      'searchDisplayPoints',
      'searchDisplayProfiles',
      'searchDisplayMessages',
    ]);
  });
});
