import { expect } from 'chai';
import { createClock, pageRequest, type Database } from '@transport/platform';
import { daysFromToday, refusalOf, TEST_TIME_ZONE } from '@transport/platform/testing';
import type {
  Calendar,
  CalendarException,
  CalendarRepository,
} from '../../src/calendars/calendars.repository.ts';
import { createCalendarService } from '../../src/calendars/calendars.service.ts';
import type { Schemas } from '../../src/types.ts';

/**
 * The calendars' repository in memory: calendars and their exceptions, a date excepted once per
 * calendar. Which days a calendar serves is decided in SQL (`calendarDaySql`) and is tested on
 * the database; here only what the service decides before it writes.
 */
function createFakeCalendarRepository() {
  const calendars = new Map<string, Calendar>();
  const exceptions: CalendarException[] = [];
  let ids = 0;
  const repository = {
    async insert(_trx: unknown, input: Schemas['CalendarCreate']) {
      ids += 1;
      const id = `calendar-${ids}`;
      calendars.set(id, { id, ...input, createdAt: '', updatedAt: '' } as Calendar);
      return id;
    },
    findById: async (id: string) => calendars.get(id),
    lock: async (_trx: unknown, id: string) => calendars.get(id),
    async exceptedDates(_trx: unknown, calendarId: string, dates: string[]) {
      const taken = new Set(exceptions.filter((e) => e.calendarId === calendarId).flatMap((e) => e.dates));
      return dates.filter((date) => taken.has(date)).sort();
    },
    async insertException(
      _trx: unknown,
      calendarId: string,
      input: Schemas['CalendarExceptionCreate'],
      actor: string,
    ) {
      ids += 1;
      const id = `exception-${ids}`;
      exceptions.push({
        id,
        calendarId,
        type: input.type,
        dates: [...input.dates].sort(),
        runsAsCalendarId: input.runsAsCalendarId ?? null,
        reason: input.reason,
        createdAt: '',
        createdBy: actor,
      });
      return id;
    },
    async firstExceptionDate(_trx: unknown, calendarId: string, exceptionId: string) {
      return exceptions.find((e) => e.calendarId === calendarId && e.id === exceptionId)?.dates[0];
    },
    async removeException(_trx: unknown, calendarId: string, exceptionId: string) {
      const index = exceptions.findIndex((e) => e.calendarId === calendarId && e.id === exceptionId);
      if (index < 0) return false;
      exceptions.splice(index, 1);
      return true;
    },
    async serviceDays() {
      return [];
    },
  };
  return { repository: repository as unknown as CalendarRepository, exceptions };
}

/** A database whose transactions run their work at once: the repository above keeps the state. */
const immediateDatabase = {
  transaction: (work: (trx: unknown) => unknown) => work({}),
} as unknown as Database;

async function setUp() {
  const fake = createFakeCalendarRepository();
  const service = createCalendarService(immediateDatabase, fake.repository, createClock(TEST_TIME_ZONE));
  const id = await service.create(
    {
      code: 'WEEKDAYS',
      name: 'Weekdays',
      validFrom: daysFromToday(-30),
      validTo: daysFromToday(200),
      daysOfWeek: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
    },
    'planner',
  );
  return { ...fake, service, id };
}

describe('the exceptions of a service calendar', () => {
  it('records an exception removing dates to come', async () => {
    const { service, id, exceptions } = await setUp();
    const dates = [daysFromToday(20), daysFromToday(10)];
    await service.addException(id, { type: 'REMOVED', dates, reason: 'works' }, 'planner');
    expect(exceptions).to.have.length(1);
    expect(exceptions[0]).to.include({ calendarId: id, type: 'REMOVED', createdBy: 'planner' });
    expect(exceptions[0]?.dates).to.deep.equal([daysFromToday(10), daysFromToday(20)]);
  });

  it('refuses a date outside the calendar, naming it and its place', async () => {
    const { service, id, exceptions } = await setUp();
    const refused = await refusalOf(
      service.addException(
        id,
        { type: 'ADDED', dates: [daysFromToday(5), daysFromToday(201)], reason: 'x' },
        'p',
      ),
    );
    expect(refused.code).to.equal('calendar-exception-outside-range');
    expect(refused.message).to.contain(daysFromToday(201));
    expect(refused.errors?.[0]?.field).to.equal('body.dates.1');
    expect(exceptions, 'nothing written').to.deep.equal([]);
  });

  it('keeps past days as published unless the change is said to be retroactive', async () => {
    const { service, id, exceptions } = await setUp();
    const past = { type: 'REMOVED' as const, dates: [daysFromToday(3), daysFromToday(-1)], reason: 'strike' };
    const refused = await refusalOf(service.addException(id, past, 'p'));
    expect(refused.code).to.equal('timetable-change-in-past');
    expect(refused.message).to.contain(daysFromToday(-1));
    expect(exceptions).to.deep.equal([]);
    await service.addException(id, { ...past, retroactive: true }, 'p');
    expect(exceptions).to.have.length(1);
  });

  it('refuses a second exception on a date already excepted', async () => {
    const { service, id } = await setUp();
    await service.addException(id, { type: 'REMOVED', dates: [daysFromToday(10)], reason: 'works' }, 'p');
    const refused = await refusalOf(
      service.addException(
        id,
        { type: 'ADDED', dates: [daysFromToday(11), daysFromToday(10)], reason: 'x' },
        'p',
      ),
    );
    expect([refused.code, refused.status]).to.deep.equal(['calendar-exception-exists', 409]);
    expect(refused.message).to.contain(daysFromToday(10));
  });

  it('swaps a date only to another calendar that exists, and names a calendar only for a swap', async () => {
    const { service, id, exceptions } = await setUp();
    const sundays = await service.create(
      {
        code: 'SUN',
        name: 'Sundays',
        validFrom: daysFromToday(0),
        validTo: daysFromToday(300),
        daysOfWeek: ['SUN'],
      },
      'p',
    );
    const swap = { type: 'SWAPPED' as const, dates: [daysFromToday(15)], reason: 'holiday' };
    const messages = [];
    for (const input of [
      swap,
      { ...swap, runsAsCalendarId: id },
      { ...swap, runsAsCalendarId: 'calendar-none' },
      { ...swap, type: 'REMOVED' as const, runsAsCalendarId: sundays },
    ]) {
      const refused = await refusalOf(service.addException(id, input, 'p'));
      expect(refused.code).to.equal('calendar-swap-invalid');
      messages.push(refused.message);
    }
    expect(messages).to.deep.equal([
      'A SWAPPED exception names the calendar that runs instead.',
      'A calendar cannot be swapped to itself.',
      'No service calendar has the id calendar-none.',
      'Only a SWAPPED exception names a calendar; this one is REMOVED.',
    ]);
    await service.addException(id, { ...swap, runsAsCalendarId: sundays }, 'p');
    expect(exceptions[0]).to.include({ type: 'SWAPPED', runsAsCalendarId: sundays });
  });

  it('withdraws an exception to come, and one already begun only retroactively', async () => {
    const { service, id, exceptions } = await setUp();
    const coming = await service.addException(
      id,
      { type: 'REMOVED', dates: [daysFromToday(4)], reason: 'a' },
      'p',
    );
    const begun = await service.addException(
      id,
      { type: 'REMOVED', dates: [daysFromToday(-2), daysFromToday(2)], reason: 'b', retroactive: true },
      'p',
    );
    await service.removeException(id, coming, 'p');
    const refused = await refusalOf(service.removeException(id, begun, 'p'));
    expect(refused.code).to.equal('timetable-change-in-past');
    expect(refused.errors?.[0]?.field).to.equal('query.retroactive');
    await service.removeException(id, begun, 'p', true);
    expect(exceptions).to.deep.equal([]);
    expect((await refusalOf(service.removeException(id, begun, 'p'))).code).to.equal(
      'calendar-exception-not-found',
    );
  });
});

describe('a service calendar', () => {
  it('refuses a range that ends before it starts', async () => {
    const { service } = await setUp();
    const refused = await refusalOf(
      service.create(
        { code: 'X', name: 'X', validFrom: daysFromToday(5), validTo: daysFromToday(4), daysOfWeek: ['MON'] },
        'p',
      ),
    );
    expect(refused.code).to.equal('period-invalid');
    expect(refused.errors?.[0]?.field).to.equal('body.validTo');
  });

  it('answers at most a year of service days in one read', async () => {
    const { service, id } = await setUp();
    expect((await service.serviceDays(id, daysFromToday(0), daysFromToday(365))).calendarId).to.equal(id);
    const tooLong = await refusalOf(service.serviceDays(id, daysFromToday(0), daysFromToday(366)));
    expect([tooLong.code, tooLong.errors?.[0]?.field]).to.deep.equal(['period-invalid', 'query.to']);
    expect((await refusalOf(service.serviceDays(id, daysFromToday(1), daysFromToday(0)))).code).to.equal(
      'period-invalid',
    );
    expect(
      (await refusalOf(service.serviceDays('calendar-none', daysFromToday(0), daysFromToday(1)))).code,
    ).to.equal('calendar-not-found');
  });

  it('lists its exceptions only when it exists', async () => {
    const { service } = await setUp();
    const refused = await refusalOf(service.listExceptions('calendar-none', pageRequest({})));
    expect(refused.code).to.equal('calendar-not-found');
  });
});
