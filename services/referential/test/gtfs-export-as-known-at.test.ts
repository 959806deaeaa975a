/**
 * The static GTFS export as known at an instant: the archive the registry would have produced
 * then, rebuilt from what was recorded by that instant (a trip added since is absent, a stop time
 * changed since is as it was), stating both instants it answers for.
 */
import { expect } from 'chai';
import { daysFromToday, expectProblem, type ApiClient, type TestService } from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import {
  calls,
  createLineWithItinerary,
  NETWORK_PERMISSIONS,
  publishedTrip,
  type LineWithItinerary,
} from './network-fixtures.ts';
import { rowsOf, unzip } from './gtfs-reader.ts';

/** A week of service days to come: the trips run every day of it. */
const FROM = daysFromToday(1);
const TO = daysFromToday(7);

/** An instant strictly between the writes before it and those after. */
async function instantBetweenWrites(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  const instant = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return instant;
}

describe('GTFS export as known at an instant', () => {
  let service: TestService;
  let staff: ApiClient;
  let line: LineWithItinerary;
  let kept: string;
  let added: string;
  /** The archive exported before the changes, at the instant the replays ask for. */
  let archiveThen: Buffer;
  let beforeChanges: string;
  let afterChanges: string;

  const exportFeed = async (query = '') => {
    const response = await fetch(`${service.url}/referential/v1/gtfs/feed?from=${FROM}&to=${TO}${query}`, {
      headers: { authorization: `Bearer ${service.token(['referential.gtfs:export'])}` },
    });
    expect(response.status, await response.clone().text()).to.equal(200);
    return { response, archive: Buffer.from(await response.arrayBuffer()) };
  };
  const codeOf = async (schedule: string) =>
    (await staff.get(`/referential/v1/schedules/${schedule}`)).body.code as string;

  before(async function () {
    // The first service of a run also loads the service's code.
    this.timeout(60_000);
    service = await startReferential();
    staff = service.as(NETWORK_PERMISSIONS);
    line = await createLineWithItinerary(staff, 2);
    // Published for the days to come only, so that it can be withdrawn for a new revision.
    const keptId = await publishedTrip(staff, line, '08:00', '08:30', { validFrom: FROM, validTo: TO });
    kept = await codeOf(keptId);
    archiveThen = (await exportFeed()).archive;
    beforeChanges = await instantBetweenWrites();
    // After the instant: a trip added, and the kept trip's times moved by a new revision.
    added = await codeOf(await publishedTrip(staff, line, '10:00', '10:30'));
    const revision = await staff.post(`/referential/v1/schedules/${keptId}/revisions`, {});
    expect(revision.status, revision.text).to.equal(201);
    const withdrawn = await staff.post(`/referential/v1/schedules/${keptId}/revisions/1/withdrawal`);
    expect(withdrawn.status, withdrawn.text).to.equal(200);
    const moved = await staff.put(`/referential/v1/schedules/${keptId}/stop-times`, {
      calls: calls(line, [
        [0, '08:15'],
        [0, '08:45'],
      ]),
    });
    expect(moved.status, moved.text).to.equal(204);
    const activated = await staff.post(`/referential/v1/schedules/${keptId}/activation`, {
      retroactive: true,
    });
    expect(activated.status, activated.text).to.equal(200);
    afterChanges = await instantBetweenWrites();
  });
  after(() => service?.close());

  const departures = (files: Map<string, string>, trip: string) =>
    rowsOf(files, 'stop_times.txt')
      .filter((row) => row.trip_id === trip)
      .map((row) => row.departure_time);

  it('gives now the trip added and the times changed after the instant', async () => {
    const files = await unzip((await exportFeed()).archive);
    expect(rowsOf(files, 'trips.txt').map((trip) => trip.trip_id)).to.have.members([kept, added]);
    expect(departures(files, kept)).to.deep.equal(['08:15:00', '08:45:00']);
  });

  it('gives as known before the changes the very archive exported then: the added trip absent, the times as they were', async () => {
    const { response, archive } = await exportFeed(`&asKnownAt=${encodeURIComponent(beforeChanges)}`);
    const files = await unzip(archive);
    expect(rowsOf(files, 'trips.txt').map((trip) => trip.trip_id)).to.deep.equal([kept]);
    expect(departures(files, kept)).to.deep.equal(['08:00:00', '08:30:00']);
    // Every file as it was written then, `feed_version` (the timetable's version then) included.
    expect(files).to.deep.equal(await unzip(archiveThen));
    expect(response.headers.get('known-at')).to.equal(beforeChanges);
    expect(response.headers.get('valid-at')).to.equal(`${FROM}/${TO}`);
  });

  it('gives as known after the changes the archive of now', async () => {
    const replayed = await unzip(
      (await exportFeed(`&asKnownAt=${encodeURIComponent(afterChanges)}`)).archive,
    );
    const now = await unzip((await exportFeed()).archive);
    expect(replayed).to.deep.equal(now);
    expect(rowsOf(replayed, 'trips.txt').map((trip) => trip.trip_id)).to.have.members([kept, added]);
  });

  it('refuses an instant before the registry began, naming the parameter', async () => {
    const exporter = service.as(['referential.gtfs:export']);
    const response = await exporter.get(
      `/referential/v1/gtfs/feed?from=${FROM}&to=${TO}&asKnownAt=2000-01-01T00:00:00Z`,
    );
    expectProblem(response, 400, 'invalid-request');
    expect(response.body.errors.map((error: { field: string }) => error.field)).to.deep.equal([
      'query.asKnownAt',
    ]);
  });
});
