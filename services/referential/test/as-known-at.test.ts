/**
 * One meaning of as-known-at: with `asKnownAt` alone, a read answers for the business date of
 * that instant (what the registry would have answered then), not for today; with `at` as well,
 * each as given. The registry's past is made by moving this service's audit trail back in time:
 * its own database, written through the API, then dated as if written days ago.
 */
import { expect } from 'chai';
import {
  connectMcp,
  daysFromToday,
  expectFieldError,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { declareCategory, registerCarrier, registerVehicle } from './carriers-fixtures.ts';
import { startReferential } from './fixtures.ts';

const DAY_MS = 86_400_000;

describe('reads as known at an instant', () => {
  let service: TestService;
  let officer: ApiClient;

  before(async function () {
    // The first service of a run also loads the service's code.
    this.timeout(60_000);
    service = await startReferential();
    officer = service.as([
      'referential.carriers:read',
      'referential.carriers:write',
      'referential.vehicle-categories:read',
      'referential.vehicle-categories:write',
      'referential.vehicles:read',
      'referential.vehicles:write',
      'referential.vehicles:insert-period',
    ]);
  });
  after(() => service?.close());

  /** Dates every write of the audit trail from `since` on as if written `days` days earlier. */
  async function recordedDaysAgo(since: string, days: number): Promise<void> {
    await service.built.deps.db.raw(
      `UPDATE history SET recorded_at = recorded_at - make_interval(days => ?) WHERE recorded_at >= ?`,
      [days, since],
    );
  }
  const instantDaysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

  it('answers a vehicle transferred from a then-future date with its former owner, as known before the date', async () => {
    // Ten days ago the registry learnt of the vehicle, owned by A since then.
    const registered = new Date().toISOString();
    const former = await registerCarrier(officer);
    const next = await registerCarrier(officer);
    const categoryId = await declareCategory(officer);
    const vehicle = await registerVehicle(officer, former.id, categoryId, { ownedFrom: daysFromToday(-10) });
    await recordedDaysAgo(registered, 10);
    // Six days ago it learnt that B would own it from two days ago, then a future date.
    const transferred = new Date().toISOString();
    const transfer = await officer.post(`/referential/v1/vehicles/${vehicle.id}/timeline`, {
      effectiveFrom: daysFromToday(-2),
      carrierId: next.id,
    });
    expect(transfer.status, transfer.text).to.equal(201);
    await recordedDaysAgo(transferred, 6);

    const owner = async (query: string) => {
      const read = await officer.get(`/referential/v1/vehicles/${vehicle.id}?${query}`);
      expect(read.status, read.text).to.equal(200);
      return read.body.carrierId as string;
    };
    const fiveDaysAgo = encodeURIComponent(instantDaysAgo(5));
    // Today, B owns it.
    expect(await owner('')).to.equal(next.id);
    // As known five days ago (the transfer recorded, its date still to come): A, on that day.
    expect(await owner(`asKnownAt=${fiveDaysAgo}`)).to.equal(former.id);
    // As known before the transfer was recorded: A.
    expect(await owner(`asKnownAt=${encodeURIComponent(instantDaysAgo(8))}`)).to.equal(former.id);
    // Both given, each as given: as known five days ago, today was to be B's.
    expect(await owner(`at=${daysFromToday(0)}&asKnownAt=${fiveDaysAgo}`)).to.equal(next.id);
    expect(await owner(`at=${daysFromToday(-4)}&asKnownAt=${fiveDaysAgo}`)).to.equal(former.id);
  });

  describe('an instant the registry cannot answer for', () => {
    const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
    const reads = [
      '/referential/v1/vehicles',
      '/referential/v1/carriers',
      '/referential/v1/validation-report',
    ];

    it('refuses an asKnownAt not yet come, naming the parameter, on every read and tool', async () => {
      const reader = service.as([
        'referential.vehicles:read',
        'referential.carriers:read',
        'referential.validation:read',
      ]);
      for (const path of reads) {
        const refused = expectFieldError(
          await reader.get(`${path}?asKnownAt=${encodeURIComponent(inAnHour())}`),
          'query.asKnownAt',
        );
        expect(refused.detail, path).to.match(/after now/);
      }
      // Now is still answered: an instant just past.
      const justPast = new Date(Date.now() - 1).toISOString();
      expect(
        (await reader.get(`/referential/v1/carriers?asKnownAt=${encodeURIComponent(justPast)}`)).status,
      ).to.equal(200);
      const agent = await connectMcp(`${service.url}/mcp`, service.token(['referential.carriers:read']));
      const result = await agent.callTool({ name: 'searchCarriers', arguments: { asKnownAt: inAnHour() } });
      expect(result.isError).to.equal(true);
      const problem = result.structuredContent as { status: number; errors: { field: string }[] };
      expect(problem.status).to.equal(400);
      expect(problem.errors.map((error) => error.field)).to.deep.equal(['query.asKnownAt']);
      await agent.close();
    });

    it('refuses an asKnownAt before the registry began, and answers one just after', async () => {
      const reader = service.as(['referential.carriers:read']);
      const refused = expectFieldError(
        await reader.get(`/referential/v1/carriers?asKnownAt=${encodeURIComponent('2000-01-01T00:00:00Z')}`),
        'query.asKnownAt',
      );
      expect(refused.detail).to.match(/before the registry began/);
      // The registry began with its first migration, or its trail's first entry when earlier
      // (the first test of this file dated its trail days back).
      const began = (
        await service.built.deps.db.raw(
          'SELECT least((SELECT min(migration_time) FROM knex_migrations), (SELECT min(recorded_at) FROM history)) AS began',
        )
      ).rows[0].began as Date;
      const justBefore = new Date(began.getTime() - 1000).toISOString();
      const justAfter = new Date(began.getTime() + 1000).toISOString();
      expectFieldError(
        await reader.get(`/referential/v1/carriers?asKnownAt=${encodeURIComponent(justBefore)}`),
        'query.asKnownAt',
      );
      expect(
        (await reader.get(`/referential/v1/carriers?asKnownAt=${encodeURIComponent(justAfter)}`)).status,
      ).to.equal(200);
    });

    it('refuses a date given as asKnownAt, or an instant given as at, naming each', async () => {
      const reader = service.as(['referential.carriers:read']);
      expectFieldError(
        await reader.get(`/referential/v1/carriers?asKnownAt=${daysFromToday(-1)}`),
        'query.asKnownAt',
      );
      expectFieldError(
        await reader.get(`/referential/v1/carriers?at=${encodeURIComponent(new Date().toISOString())}`),
        'query.at',
      );
    });
  });
});
