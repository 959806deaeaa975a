import { expect } from 'chai';
import {
  daysFromToday,
  expectProblem,
  today,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import { createDestination, NETWORK_PERMISSIONS } from './network-fixtures.ts';

const DAY = 86_400_000;

// The service's clock (`service.clock`, ADR 0058) is the one source of its "now" and "today":
// moving it moves the business day of its reads and writes, and the instants it records.
describe("the service's clock, moved by a test", () => {
  let service: TestService;
  let staff: ApiClient;

  before(async () => {
    service = await startReferential();
    staff = service.as(NETWORK_PERMISSIONS);
  });
  afterEach(() => service?.clock.reset());
  after(() => service?.close());

  it('reads a destination as of the moved day: retired once the day of its retirement has come', async () => {
    const id = await createDestination(staff);
    const retirement = await staff.post(`/referential/v1/destinations/${id}/retirement`, {
      reason: 'closed for works',
      effectiveFrom: daysFromToday(2),
    });
    expect(retirement.status).to.equal(200);
    expect((await staff.get(`/referential/v1/destinations/${id}`)).body.status).to.equal('ACTIVE');

    service.clock.advance(2 * DAY);
    const moved = await staff.get(`/referential/v1/destinations/${id}`);
    expect(moved.body).to.include({ status: 'RETIRED', retirementReason: 'closed for works' });
    // The days named stay as they are: the real today, read explicitly, was before the retirement.
    expect((await staff.get(`/referential/v1/destinations/${id}?at=${today()}`)).body.status).to.equal(
      'ACTIVE',
    );
  });

  it('refuses a change on a day the moved clock has passed, naming the field', async () => {
    const id = await createDestination(staff);
    service.clock.advance(2 * DAY);
    const refused = await staff.post(`/referential/v1/destinations/${id}/retirement`, {
      reason: 'too late',
      effectiveFrom: daysFromToday(1),
    });
    expectProblem(refused, 422, 'history-change-in-past');
    expect(refused.body.errors).to.deep.equal([
      { field: 'body.effectiveFrom', message: `is before today ${daysFromToday(2)}` },
    ]);
  });

  it('records the instant of a retirement at the moved now', async () => {
    const id = await createDestination(staff);
    const at = Date.now() + 3 * DAY;
    service.clock.set(at);
    const retired = await staff.post(`/referential/v1/destinations/${id}/retirement`, { reason: 'merged' });
    expect(retired.status).to.equal(200);
    expect(retired.body.status).to.equal('RETIRED');
    const recorded = Date.parse(retired.body.retiredAt);
    expect(recorded - at, 'recorded at the moved now, not the system time')
      .to.be.at.least(0)
      .and.below(60_000);
  });
});
