/**
 * Every write of a part a board's calls are made of is announced on the change feed (ADR 0159):
 * a schedule's stop times written alone (through their schedule), its day-of changes recorded
 * and withdrawn, a service calendar's exceptions added and removed. siv follows the feed
 * instead of asking every second (`docs/boards.md`), so a write announced by nothing would keep
 * a board wrong. A dry run announces nothing.
 */
import { expect } from 'chai';
import {
  daysFromToday,
  startTestService,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { referentialService } from '../src/referential-service.ts';
import {
  calls,
  createCalendar,
  createLineWithItinerary,
  createSchedule,
  NETWORK_PERMISSIONS,
  publishedTrip,
  type LineWithItinerary,
} from './network-fixtures.ts';

const EVENTS_READ = 'referential.events:read';
const DAY_OF = ['referential.day-of-changes:read', 'referential.day-of-changes:write'];
const TODAY = daysFromToday(0);

interface FeedEvent {
  type: string;
  subject: string;
  operation?: string;
}

describe('events of the parts a board reads', function () {
  this.timeout(90_000);
  let service: TestService;
  let staff: ApiClient;
  let line: LineWithItinerary;

  before(async function () {
    this.timeout(60_000);
    service = await startTestService(referentialService, { EVENTS_INTERVAL_MS: '0' });
    staff = service.as([...NETWORK_PERMISSIONS, EVENTS_READ, ...DAY_OF]);
    line = await createLineWithItinerary(staff, 2);
  });
  after(() => service?.close());

  /** The types of `subject`'s events, once the feed serves more than `after` of them. */
  async function typesOf(subject: string, after = 0): Promise<string[]> {
    for (let tries = 0; ; tries += 1) {
      const response = await staff.get(`/referential/v1/events?subjects=${subject}&size=1000`);
      expect(response.status, response.text).to.equal(200);
      const events = response.body.data as FeedEvent[];
      if (events.length > after || tries >= 100) return events.map((e) => e.type);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The types of `subject`'s events written by `write` (the feed read before and after it). */
  async function typesWrittenBy(subject: string, write: () => Promise<unknown>): Promise<string[]> {
    const before = (await typesOf(subject)).length;
    await write();
    return (await typesOf(subject, before)).slice(before);
  }

  it('announces a schedule’s stop times written alone, through their schedule, each time', async () => {
    const id = await createSchedule(staff, line);
    const times = (departure: string) => ({
      calls: calls(line, [
        [0, departure],
        [0, '23:50'],
      ]),
    });
    for (const departure of ['08:00', '08:05']) {
      // The second write keeps the number of calls: only the stop times' rows change.
      const written = await typesWrittenBy(`schedule/${id}`, async () => {
        const stored = await staff.put(`/referential/v1/schedules/${id}/stop-times`, times(departure));
        expect(stored.status, stored.text).to.equal(204);
      });
      expect(written).to.deep.equal(['referential.schedule.replaced']);
    }
  });

  it('announces a day-of change recorded and withdrawn on its schedule', async () => {
    const id = await publishedTrip(staff, line, '23:00', '23:40');
    const changes = `/referential/v1/schedules/${id}/day-of-changes`;
    let changeId = '';
    const recorded = await typesWrittenBy(`schedule/${id}`, async () => {
      const response = await staff.post(changes, {
        serviceDate: TODAY,
        type: 'DELAY',
        sequence: 1,
        announcedTime: '23:07',
        reason: 'Traffic',
      });
      expect(response.status, response.text).to.equal(201);
      changeId = response.body.id as string;
    });
    // Written by another family's operation, the schedule's event is `changed` (docs/change-feed.md).
    expect(recorded).to.deep.equal(['referential.schedule.changed']);
    const withdrawn = await typesWrittenBy(`schedule/${id}`, async () => {
      expect((await staff.delete(`${changes}/${changeId}`)).status).to.equal(204);
    });
    expect(withdrawn).to.deep.equal(['referential.schedule.changed']);
  });

  it('announces a calendar and its exceptions added and removed', async () => {
    const id = await createCalendar(staff, ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
    expect(await typesOf(`calendar/${id}`)).to.deep.equal(['referential.calendar.created']);
    let exceptionId = '';
    const added = await typesWrittenBy(`calendar/${id}`, async () => {
      const response = await staff.post(`/referential/v1/calendars/${id}/exceptions`, {
        type: 'REMOVED',
        dates: [TODAY],
        reason: 'Strike',
      });
      expect(response.status, response.text).to.equal(201);
      exceptionId = response.body.id as string;
    });
    expect(added).to.deep.equal(['referential.calendar.added']);
    const removed = await typesWrittenBy(`calendar/${id}`, async () => {
      const response = await staff.delete(`/referential/v1/calendars/${id}/exceptions/${exceptionId}`);
      expect(response.status, response.text).to.equal(204);
    });
    expect(removed).to.deep.equal(['referential.calendar.removed']);
  });

  it('announces nothing for a dry run of those writes', async () => {
    const id = await publishedTrip(staff, line, '22:00', '22:40');
    const calendarId = await createCalendar(staff, ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
    const dryRun = { headers: { prefer: 'dry-run' } };
    const before = {
      schedule: await typesOf(`schedule/${id}`),
      calendar: await typesOf(`calendar/${calendarId}`),
    };
    const writes = [
      await staff.post(
        `/referential/v1/schedules/${id}/day-of-changes`,
        { serviceDate: TODAY, type: 'CANCELLATION', reason: 'Driver unavailable' },
        dryRun,
      ),
      await staff.post(
        `/referential/v1/calendars/${calendarId}/exceptions`,
        { type: 'REMOVED', dates: [TODAY], reason: 'Strike' },
        dryRun,
      ),
    ];
    for (const write of writes) {
      expect(write.status, write.text).to.equal(201);
      expect(write.headers.get('preference-applied')).to.equal('dry-run');
    }
    // A write after them is served: had the dry runs written an event, it would come before it.
    const next = await typesWrittenBy(`schedule/${id}`, async () => {
      const response = await staff.post(`/referential/v1/schedules/${id}/day-of-changes`, {
        serviceDate: TODAY,
        type: 'CANCELLATION',
        reason: 'Driver unavailable',
      });
      expect(response.status, response.text).to.equal(201);
    });
    expect(next).to.deep.equal(['referential.schedule.changed']);
    expect(await typesOf(`calendar/${calendarId}`)).to.deep.equal(before.calendar);
    expect((await typesOf(`schedule/${id}`)).length).to.equal(before.schedule.length + 1);
  });
});
