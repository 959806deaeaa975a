/**
 * Keys held by one record at a time on every day of its dated rows, through the gateway: an
 * identifier's value revoked ahead stays held until the revocation takes effect (for good when
 * it is cancelled), and a bay's code is held by one active bay of its area on any day, so a
 * correction making a bay active beside another with its code is refused when it is made,
 * naming the field, with nothing written. The database holds both rules too.
 */
import { expect } from 'chai';
import { daysFromToday, expectProblem, type ApiClient } from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';
import { dayBefore } from '@transport/platform';
import { declareCategory, FLEET_STAFF, registerCarrier, registerVehicle } from './carriers-fixtures.ts';
import { NETWORK_PERMISSIONS } from './network-fixtures.ts';
import { uniqueCode, type TimelineEntry as Entry } from './fixtures.ts';

const BAY_HISTORY = ['correct-period', 'insert-period', 'end-period'].map((m) => `referential.bays:${m}`);

describe('keys held on every day of the dated rows, through the gateway', function () {
  let platform: Platform;
  let officer: ApiClient;
  let historian: ApiClient;

  this.timeout(90_000);

  before(async function () {
    this.timeout(180_000);
    platform = await startPlatform();
    officer = platform.as([...FLEET_STAFF, ...NETWORK_PERMISSIONS]);
    historian = platform.as([...FLEET_STAFF, ...NETWORK_PERMISSIONS, ...BAY_HISTORY]);
  });
  after(() => platform?.close());

  const created = async (response: { status: number; text: string; body: { id: string } }) => {
    expect(response.status, response.text).to.equal(201);
    return response.body.id;
  };
  const timeline = async (path: string) => {
    const answer = await officer.get(`${path}/timeline`);
    expect(answer.status, answer.text).to.equal(200);
    return (answer.body as { data: Entry[] }).data;
  };
  const fields = (problem: { errors?: { field: string }[] }) => (problem.errors ?? []).map((e) => e.field);

  describe('an identifier value', () => {
    let carrierId: string;
    let categoryId: string;
    before(async () => {
      carrierId = (await registerCarrier(officer)).id;
      categoryId = await declareCategory(officer);
    });
    const vehicle = async () => (await registerVehicle(officer, carrierId, categoryId)).id;
    const enrol = (vehicleId: string, value: string, effectiveFrom?: string) =>
      officer.post(`/referential/v1/vehicles/${vehicleId}/identifiers`, {
        identifierTypeCode: 'QR',
        value,
        ...(effectiveFrom ? { effectiveFrom } : {}),
      });
    const resolvedVehicle = async (value: string) => {
      const answer = await officer.post('/referential/v1/vehicle-identifiers/resolution', {
        identifierTypeCode: 'QR',
        value,
      });
      expect(answer.status, answer.text).to.equal(200);
      return answer.body.vehicleId as string;
    };

    it('revoked ahead stays held until the revocation takes effect, and is free for another vehicle from that day', async () => {
      const [first, second] = [await vehicle(), await vehicle()];
      const value = uniqueCode('QR');
      const identifierId = await created(await enrol(first, value));
      const from = daysFromToday(20);
      const revoked = await officer.post(`/referential/v1/vehicle-identifiers/${identifierId}/revocation`, {
        reason: 'sticker replaced',
        effectiveFrom: from,
      });
      expect(revoked.status, revoked.text).to.equal(200);

      // Another vehicle may not take it today, nor on any day before the revocation takes effect.
      for (const day of [undefined, dayBefore(from)]) {
        const refused = expectProblem(
          await enrol(second, value.toLowerCase(), day),
          409,
          'vehicle-identifier-taken',
        );
        expect(fields(refused)).to.deep.equal(['body.value']);
        expect(refused.detail).to.contain(`until ${dayBefore(from)}`);
      }
      // Nothing was written by the refusals: the second vehicle has no identifier.
      expect(await resolvedVehicle(value)).to.equal(first);
      const db = platform.referential.built.deps.db;
      expect(await db('vehicle_identifiers').where({ vehicle_id: second }).select('id')).to.deep.equal([]);

      // From the day the revocation takes effect, it is free.
      const taken = await created(await enrol(second, value, from));
      const onTheDay = await officer.get(`/referential/v1/vehicle-identifiers/${taken}?at=${from}`);
      expect(onTheDay.status, onTheDay.text).to.equal(200);
      expect(onTheDay.body).to.include({ vehicleId: second, revokedAt: null });
      expect(await resolvedVehicle(value)).to.equal(first);

      // The first vehicle's revocation can no longer be cancelled: both would hold the value.
      const scheduled = (await timeline(`/referential/v1/vehicle-identifiers/${identifierId}`)).find(
        (e) => e.future,
      ) as Entry;
      const cancelled = expectProblem(
        await officer.delete(`/referential/v1/vehicle-identifiers/${identifierId}/timeline/${scheduled.id}`),
        409,
        'vehicle-identifier-taken',
      );
      expect(fields(cancelled)).to.deep.equal(['body.value']);
      expect((await timeline(`/referential/v1/vehicle-identifiers/${identifierId}`)).length).to.equal(2);
    });

    it('whose revocation ahead is cancelled stays held for good', async () => {
      const [first, second] = [await vehicle(), await vehicle()];
      const value = uniqueCode('QR');
      const identifierId = await created(await enrol(first, value));
      const path = `/referential/v1/vehicle-identifiers/${identifierId}`;
      const from = daysFromToday(10);
      expect(
        (await officer.post(`${path}/revocation`, { reason: 'lost', effectiveFrom: from })).status,
      ).to.equal(200);
      const scheduled = (await timeline(path)).find((e) => e.future) as Entry;
      expect((await officer.delete(`${path}/timeline/${scheduled.id}`)).status).to.equal(204);

      for (const day of [from, daysFromToday(400)]) {
        const refused = expectProblem(await enrol(second, value, day), 409, 'vehicle-identifier-taken');
        expect(fields(refused)).to.deep.equal(['body.value']);
      }
      expect(await resolvedVehicle(value)).to.equal(first);
    });

    it('is held in the database itself: a second enrolment period written past the service is refused', async () => {
      const [first, second] = [await vehicle(), await vehicle()];
      const value = uniqueCode('QR');
      const held = await created(await enrol(first, value));
      expect(
        (
          await officer.post(`/referential/v1/vehicle-identifiers/${held}/revocation`, {
            reason: 'worn',
            effectiveFrom: daysFromToday(30),
          })
        ).status,
      ).to.equal(200);
      const later = await created(await enrol(second, value, daysFromToday(30)));
      const db = platform.referential.built.deps.db;
      let error: { code?: string; constraint?: string } | undefined;
      try {
        await db('vehicle_identifier_states')
          .where({ identifier_id: later })
          .update({ effective_from: daysFromToday(29) });
      } catch (e) {
        error = e as typeof error;
      }
      expect(error?.code).to.equal('23P01');
      expect(error?.constraint).to.equal('vehicle_identifier_states_held_excl');
    });
  });

  describe("a bay's code", () => {
    const area = async () =>
      created(await officer.post('/referential/v1/station-areas', { code: uniqueCode('SA'), name: 'Gare' }));
    const bay = async (stationAreaId: string, code: string) =>
      created(await officer.post('/referential/v1/bays', { stationAreaId, code, position: 1 }));
    const status = async (id: string, at?: string) => {
      const answer = await officer.get(`/referential/v1/bays/${id}${at ? `?at=${at}` : ''}`);
      expect(answer.status, answer.text).to.equal(200);
      return answer.body.status as string;
    };

    it('refuses a correction making a bay active beside an active bay with the same code, naming the field, and writes nothing', async () => {
      const areaId = await area();
      const code = uniqueCode('Q');
      const old = await bay(areaId, code);
      const path = `/referential/v1/bays/${old}`;
      expect((await officer.post(`${path}/decommissioning`, {})).status).to.equal(200);
      const current = await bay(areaId, code.toLowerCase());
      const before = await timeline(path);

      // Active again from a later day: refused now, rather than when that day comes.
      const ahead = daysFromToday(12);
      const inserted = expectProblem(
        await historian.post(`${path}/timeline`, { effectiveFrom: ahead, status: 'ACTIVE' }),
        409,
        'bay-code-taken',
      );
      expect(fields(inserted)).to.deep.equal(['body.status']);
      expect(inserted.detail).to.contain(code.toUpperCase());
      // Active today, by correcting the period in force.
      const corrected = expectProblem(
        await historian.post(`${path}/timeline/${before[0]?.id}/correction`, { status: 'ACTIVE' }),
        409,
        'bay-code-taken',
      );
      expect(fields(corrected)).to.deep.equal(['body.status']);
      expect(await timeline(path)).to.deep.equal(before);
      expect(await status(old, ahead)).to.equal('DECOMMISSIONED');
      expect(await status(current)).to.equal('ACTIVE');

      // Once the other bay is decommissioned from that day, the old one may be active from it.
      expect(
        (await officer.post(`/referential/v1/bays/${current}/decommissioning`, { effectiveFrom: ahead }))
          .status,
      ).to.equal(200);
      const allowed = await historian.post(`${path}/timeline`, { effectiveFrom: ahead, status: 'ACTIVE' });
      expect(allowed.status, allowed.text).to.equal(201);
      expect([await status(old, ahead), await status(current, ahead)]).to.deep.equal([
        'ACTIVE',
        'DECOMMISSIONED',
      ]);
      expect([await status(old), await status(current)]).to.deep.equal(['DECOMMISSIONED', 'ACTIVE']);
      const searched = await officer.get(`/referential/v1/bays?stationAreaId.value=${areaId}&at=${ahead}`);
      expect(searched.body.data.map((b: { id: string }) => b.id)).to.deep.equal([old]);

      // And the other's decommissioning can no longer be cancelled.
      const scheduled = (await timeline(`/referential/v1/bays/${current}`)).find((e) => e.future) as Entry;
      const cancelled = expectProblem(
        await officer.delete(`/referential/v1/bays/${current}/timeline/${scheduled.id}`),
        409,
        'bay-code-taken',
      );
      expect(fields(cancelled)).to.deep.equal(['body.status']);
      expect(await status(current, ahead)).to.equal('DECOMMISSIONED');
    });

    it("refuses a bay's new code held by a bay to be active, naming the code", async () => {
      const areaId = await area();
      const code = uniqueCode('Q');
      const old = await bay(areaId, code);
      expect((await officer.post(`/referential/v1/bays/${old}/decommissioning`, {})).status).to.equal(200);
      const other = await bay(areaId, uniqueCode('Q'));
      const ahead = daysFromToday(5);
      expect(
        (
          await historian.post(`/referential/v1/bays/${old}/timeline`, {
            effectiveFrom: ahead,
            status: 'ACTIVE',
          })
        ).status,
      ).to.equal(201);
      const refused = expectProblem(
        await officer.patch(`/referential/v1/bays/${other}`, { code }),
        409,
        'bay-code-taken',
      );
      expect(fields(refused)).to.deep.equal(['body.code']);
      expect(refused.detail).to.contain(ahead);
    });
  });
});
