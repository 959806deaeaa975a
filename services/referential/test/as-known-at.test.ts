/**
 * One meaning of as-known-at: with `asKnownAt` alone, a read answers for the business date of
 * that instant (what the registry would have answered then), not for today; with `at` as well,
 * each as given. The registry's past is made by moving this service's audit trail back in time:
 * its own database, written through the API, then dated as if written days ago.
 */
import { expect } from 'chai';
import { daysFromToday, type ApiClient, type TestService } from '@transport/platform/testing';
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
});
