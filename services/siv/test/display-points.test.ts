import type http from 'node:http';
import { expect } from 'chai';
import {
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import {
  createArea,
  createBay,
  createPoint,
  createProfile,
  DISPLAY_STAFF,
  listen,
  pointBody,
  POINT_READ,
  REGISTRY_STAFF,
  startRegistry,
  startSiv,
  stop,
  uniqueCode,
  urlOf,
  type RegistryArea,
} from './fixtures.ts';

describe('display points, checked against the real referential', () => {
  let registry: TestService;
  // The registry as siv reaches it, noting the identity each of siv's requests carries.
  let registryFront: http.Server;
  const heard: { requestId?: string; traceparent?: string }[] = [];
  let siv: TestService;
  let staff: ApiClient;
  let northArea: RegistryArea;
  let southArea: RegistryArea;
  let retiredArea: RegistryArea;
  const northBay = 'N1';
  const southBay = 'S7';
  const decommissionedBay = 'N9';

  before(async () => {
    registry = await startRegistry();
    registryFront = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
      heard.push({
        requestId: req.headers['x-request-id'] as string | undefined,
        traceparent: req.headers.traceparent as string | undefined,
      });
      registry.built.app(req, res);
    });
    siv = await startSiv(urlOf(registryFront));
    staff = siv.as(DISPLAY_STAFF);
    const registryStaff = registry.as(REGISTRY_STAFF);
    northArea = await createArea(registryStaff);
    southArea = await createArea(registryStaff);
    retiredArea = await createArea(registryStaff);
    await createBay(registryStaff, northArea.id, northBay);
    await createBay(registryStaff, northArea.id, 'N2');
    await createBay(registryStaff, southArea.id, southBay);
    const gone = await createBay(registryStaff, northArea.id, decommissionedBay);
    await registryStaff.post(`/referential/v1/bays/${gone}/decommissioning`);
    await registryStaff.post(`/referential/v1/station-areas/${retiredArea.id}/retirement`, {
      reason: 'closed',
    });
  });
  after(async () => {
    await siv?.close();
    if (registryFront) await stop(registryFront);
    await registry?.close();
  });

  async function countWithCode(code: string): Promise<number> {
    const found = await staff.get(`/siv/v1/display-points?code=${code}&status=ACTIVE`);
    const retired = await staff.get(`/siv/v1/display-points?code=${code}&status=RETIRED`);
    return found.body.total + retired.body.total;
  }

  async function read(id: string) {
    return (await staff.get(`/siv/v1/display-points/${id}`)).body;
  }

  describe('creating a display point', () => {
    it('creates a point at a real station area and bay, with the codes spelled as the registry spells them', async () => {
      const body = pointBody(northArea.code.toLowerCase(), {
        kind: 'BAY_DISPLAY',
        location: { stationAreaCode: northArea.code.toLowerCase(), bayCode: 'n1' },
        publishingTarget: { type: 'HTTP_PUSH', address: 'https://displays.example.org/n1' },
      });
      const response = await staff.post('/siv/v1/display-points', body);
      expect(response.status, response.text).to.equal(201);
      expect(response.headers.get('location')).to.equal(`/siv/v1/display-points/${response.body.id}`);
      const point = await read(response.body.id);
      expect(point).to.deep.include({
        code: body.code,
        kind: 'BAY_DISPLAY',
        location: { stationAreaCode: northArea.code, bayCode: northBay },
        publishingTarget: { type: 'HTTP_PUSH', address: 'https://displays.example.org/n1' },
        profileId: null,
        status: 'ACTIVE',
        retirementReason: null,
        retiredAt: null,
      });
    });

    it('passes the caller’s X-Request-Id and traceparent on to the registry it asks, on creation and correction', async () => {
      const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
      heard.length = 0;
      const response = await staff.post('/siv/v1/display-points', pointBody(southArea.code), {
        headers: { 'x-request-id': 'siv-req-31', traceparent },
      });
      expect(response.status, response.text).to.equal(201);
      expect(heard.length).to.be.greaterThan(0);
      expect(heard).to.deep.equal(heard.map(() => ({ requestId: 'siv-req-31', traceparent })));

      heard.length = 0;
      const moved = await staff.patch(
        `/siv/v1/display-points/${response.body.id}`,
        { location: { stationAreaCode: northArea.code, bayCode: northBay } },
        { headers: { 'x-request-id': 'siv-req-32' } },
      );
      expect(moved.status, moved.text).to.equal(200);
      expect(heard.length).to.be.greaterThan(0);
      expect(heard).to.deep.equal(heard.map(() => ({ requestId: 'siv-req-32', traceparent: undefined })));
    });

    it('creates a point serving a whole station area, without a bay', async () => {
      const id = await createPoint(staff, southArea.code);
      expect((await read(id)).location).to.deep.equal({ stationAreaCode: southArea.code, bayCode: null });
    });

    it('refuses a bay that belongs to another station area (422), storing nothing', async () => {
      const body = pointBody(northArea.code, {
        location: { stationAreaCode: northArea.code, bayCode: southBay },
      });
      const problem = expectProblem(
        await staff.post('/siv/v1/display-points', body),
        422,
        'bay-not-in-station-area',
      );
      expect(problem.detail).to.contain(southBay).and.contain(northArea.code);
      expect(await countWithCode(body.code)).to.equal(0);
    });

    it('refuses a decommissioned bay, an unknown station area and a retired one, each with its own code', async () => {
      const cases = [
        [{ stationAreaCode: northArea.code, bayCode: decommissionedBay }, 'bay-not-in-station-area'],
        [{ stationAreaCode: northArea.code, bayCode: 'N' }, 'bay-not-in-station-area'],
        [{ stationAreaCode: uniqueCode('NOWHERE') }, 'station-area-unknown'],
        [{ stationAreaCode: retiredArea.code }, 'station-area-retired'],
      ] as const;
      for (const [location, code] of cases) {
        const body = pointBody(northArea.code, { location });
        expectProblem(await staff.post('/siv/v1/display-points', body), 422, code);
        expect(await countWithCode(body.code)).to.equal(0);
      }
    });

    it('refuses a code already taken, case-insensitively', async () => {
      const code = uniqueCode('TAKEN');
      await createPoint(staff, northArea.code, { code });
      expectProblem(
        await staff.post('/siv/v1/display-points', pointBody(northArea.code, { code: code.toLowerCase() })),
        409,
        'display-point-code-taken',
      );
    });

    it('gives one 201 and one 409 for two concurrent creations of the same code', async () => {
      const body = pointBody(northArea.code);
      const answers = await Promise.all([
        staff.post('/siv/v1/display-points', body),
        staff.post('/siv/v1/display-points', body),
      ]);
      expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 409]);
      expect(await countWithCode(body.code)).to.equal(1);
    });

    it('assigns a profile given at creation when it fits, and refuses one that does not, storing nothing', async () => {
      const departures = await createProfile(staff, { kind: 'DEPARTURE_BOARD' });
      const id = await createPoint(staff, northArea.code, {
        kind: 'CONCOURSE_SCREEN',
        profileId: departures,
      });
      expect((await read(id)).profileId).to.equal(departures);

      const body = pointBody(northArea.code, { kind: 'BAY_DISPLAY', profileId: departures });
      expectProblem(await staff.post('/siv/v1/display-points', body), 422, 'profile-incompatible');
      expect(await countWithCode(body.code)).to.equal(0);
    });

    for (const [change, field] of [
      [{ location: undefined }, 'body.location'],
      [{ location: { bayCode: 'N1' } }, 'body.location.stationAreaCode'],
      [{ location: { stationAreaCode: 'A', platform: '3' } }, 'body.location.platform'],
      [{ location: { stationAreaCode: 'bad code!' } }, 'body.location.stationAreaCode'],
      [{ kind: 'HOLOGRAM' }, 'body.kind'],
      [{ publishingTarget: { type: 'FAX', address: '1' } }, 'body.publishingTarget.type'],
      [{ publishingTarget: { type: 'MQTT_TOPIC' } }, 'body.publishingTarget.address'],
      [{ profileId: 'p1' }, 'body.profileId'],
      [{ status: 'RETIRED' }, 'body.status'],
    ] as const) {
      it(`answers ${JSON.stringify(change, (_key, value) => value ?? '(left out)')} with a 400 naming ${field}`, async () => {
        const body = pointBody(northArea.code, change);
        expectFieldError(await staff.post('/siv/v1/display-points', body), field);
        expect(await countWithCode(body.code)).to.equal(0);
      });
    }

    // siv runs here outside development, with its SFTP root left at /.
    for (const [target, reason] of [
      [{ type: 'HTTP_PUSH', address: 'http://displays.example.org/hall' }, /not an https URL/],
      [{ type: 'HTTP_PUSH', address: 'https://127.0.0.1:8443/boards' }, /loopback or private address/],
      [{ type: 'HTTP_PUSH', address: 'https://localhost/boards' }, /loopback or private address/],
      [{ type: 'HTTP_PUSH', address: 'https://169.254.169.254/latest' }, /loopback or private address/],
      [{ type: 'HTTP_PUSH', address: 'displays.example.org/hall' }, /not a URL/],
      [{ type: 'MQTT_TOPIC', address: 'displays/+/hall' }, /wildcard/],
      [{ type: 'MQTT_TOPIC', address: 'displays/#' }, /wildcard/],
      [{ type: 'SFTP_DROP', address: 'displays/hall' }, /not an absolute path/],
      [{ type: 'SFTP_DROP', address: '/srv/displays/../../etc' }, /\.\. segment/],
    ] as const) {
      it(`refuses the target ${target.type} ${target.address} at creation (422 naming the address), storing nothing`, async () => {
        const body = pointBody(northArea.code, { publishingTarget: target });
        const problem = expectProblem(
          await staff.post('/siv/v1/display-points', body),
          422,
          'publishing-target-invalid',
        );
        expect(problem.errors?.map((e) => e.field)).to.deep.equal(['body.publishingTarget.address']);
        expect(problem.errors?.[0]?.message).to.match(reason);
        expect(await countWithCode(body.code)).to.equal(0);
      });
    }

    it('refuses an SFTP directory outside the root siv is given', async () => {
      const rooted = await startSiv(urlOf(registryFront), { DELIVERY_SFTP_ROOT: '/srv/boards' });
      try {
        const client = rooted.as(DISPLAY_STAFF);
        const inside = pointBody(northArea.code, {
          publishingTarget: { type: 'SFTP_DROP', address: '/srv/boards/hall' },
        });
        expect((await client.post('/siv/v1/display-points', inside)).status).to.equal(201);
        const outside = pointBody(northArea.code, {
          publishingTarget: { type: 'SFTP_DROP', address: '/srv/boardsmore/hall' },
        });
        const problem = expectProblem(
          await client.post('/siv/v1/display-points', outside),
          422,
          'publishing-target-invalid',
        );
        expect(problem.detail).to.contain('outside the SFTP root /srv/boards');
      } finally {
        await rooted.close();
      }
    });

    it('holds topics and directories in the database too: a wildcard topic cannot be stored', async () => {
      const id = await createPoint(staff, northArea.code);
      for (const [type, address] of [
        ['MQTT_TOPIC', 'displays/#'],
        ['SFTP_DROP', 'relative/hall'],
        ['SFTP_DROP', '/srv/../etc'],
      ]) {
        let refused: { code?: string; constraint?: string } = {};
        await siv.built.deps
          .db('display_points')
          .where({ id })
          .update({ publishing_target_type: type, publishing_target_address: address })
          .catch((error) => {
            refused = error;
          });
        expect(refused, address).to.include({
          code: '23514',
          constraint: 'display_points_publishing_target_address_check',
        });
      }
    });

    it('refuses a caller with read permission only', async () => {
      expectProblem(
        await siv.as([POINT_READ]).post('/siv/v1/display-points', pointBody(northArea.code)),
        403,
        'forbidden',
      );
    });
  });

  describe('correcting a display point', () => {
    it('corrects name and publishing target without asking the registry again', async () => {
      const id = await createPoint(staff, northArea.code);
      const corrected = await staff.patch(`/siv/v1/display-points/${id}`, {
        name: 'Hall display',
        publishingTarget: { type: 'SFTP_DROP', address: '/srv/displays/hall' },
      });
      expect(corrected.status).to.equal(200);
      expect(corrected.body).to.deep.include({
        name: 'Hall display',
        publishingTarget: { type: 'SFTP_DROP', address: '/srv/displays/hall' },
        location: { stationAreaCode: northArea.code, bayCode: null },
      });
    });

    it('checks a new location with the registry: a foreign bay is refused and the point stays where it was', async () => {
      const id = await createPoint(staff, northArea.code, {
        location: { stationAreaCode: northArea.code, bayCode: northBay },
      });
      expectProblem(
        await staff.patch(`/siv/v1/display-points/${id}`, {
          location: { stationAreaCode: northArea.code, bayCode: southBay },
          name: 'moved',
        }),
        422,
        'bay-not-in-station-area',
      );
      const unchanged = await read(id);
      expect(unchanged.location).to.deep.equal({ stationAreaCode: northArea.code, bayCode: northBay });
      expect(unchanged.name).to.not.equal('moved');

      const moved = await staff.patch(`/siv/v1/display-points/${id}`, {
        location: { stationAreaCode: southArea.code.toLowerCase(), bayCode: southBay.toLowerCase() },
      });
      expect(moved.status).to.equal(200);
      expect(moved.body.location).to.deep.equal({ stationAreaCode: southArea.code, bayCode: southBay });
    });

    it('checks a new publishing target as on creation: a private push URL is refused and the target stays', async () => {
      const id = await createPoint(staff, northArea.code);
      const before = (await read(id)).publishingTarget;
      const problem = expectProblem(
        await staff.patch(`/siv/v1/display-points/${id}`, {
          publishingTarget: { type: 'HTTP_PUSH', address: 'https://192.168.1.20/boards' },
        }),
        422,
        'publishing-target-invalid',
      );
      expect(problem.errors?.map((e) => e.field)).to.deep.equal(['body.publishingTarget.address']);
      expect((await read(id)).publishingTarget).to.deep.equal(before);
    });

    it('never changes the kind: a body naming it is a 400', async () => {
      const id = await createPoint(staff, northArea.code);
      expectFieldError(
        await staff.patch(`/siv/v1/display-points/${id}`, { kind: 'BAY_DISPLAY' }),
        'body.kind',
      );
      expect((await read(id)).kind).to.equal('DEPARTURE_BOARD');
    });

    it('refuses a code another point holds', async () => {
      const code = uniqueCode('HELD');
      await createPoint(staff, northArea.code, { code });
      const id = await createPoint(staff, northArea.code);
      expectProblem(
        await staff.patch(`/siv/v1/display-points/${id}`, { code }),
        409,
        'display-point-code-taken',
      );
    });
  });

  describe('retiring a display point', () => {
    it('records reason and instant; a retired point is neither corrected nor retired again', async () => {
      const id = await createPoint(staff, northArea.code);
      const retired = await staff.post(`/siv/v1/display-points/${id}/retirement`, { reason: 'hall closed' });
      expect(retired.status).to.equal(200);
      expect(retired.body).to.include({ status: 'RETIRED', retirementReason: 'hall closed' });
      expect(retired.body.retiredAt).to.match(/Z$/);
      expectProblem(
        await staff.patch(`/siv/v1/display-points/${id}`, { name: 'x' }),
        409,
        'display-point-not-active',
      );
      expectProblem(
        await staff.post(`/siv/v1/display-points/${id}/retirement`, { reason: 'again' }),
        409,
        'display-point-not-active',
      );
    });

    it('answers 404 for an unknown point', async () => {
      expectProblem(
        await staff.post('/siv/v1/display-points/00000000-0000-4000-8000-000000000000/retirement', {
          reason: 'x',
        }),
        404,
        'display-point-not-found',
      );
    });
  });

  describe('assigning a profile', () => {
    let pointId: string;
    let current: string;

    beforeEach(async () => {
      current = await createProfile(staff, { kind: 'DEPARTURE_BOARD' });
      pointId = await createPoint(staff, northArea.code, { kind: 'DEPARTURE_BOARD' });
      const assigned = await staff.put(`/siv/v1/display-points/${pointId}/profile`, { profileId: current });
      expect(assigned.status).to.equal(200);
      expect(assigned.body.profileId).to.equal(current);
    });

    it('replaces the profile with another compatible, active one', async () => {
      const next = await createProfile(staff, { kind: 'DEPARTURE_BOARD' });
      const response = await staff.put(`/siv/v1/display-points/${pointId}/profile`, { profileId: next });
      expect(response.status).to.equal(200);
      expect(response.body).to.include({ id: pointId, profileId: next });
      expect((await read(pointId)).profileId).to.equal(next);
    });

    it('refuses a retired profile with 422 profile-retired, and the point keeps its profile', async () => {
      const retired = await createProfile(staff, { kind: 'DEPARTURE_BOARD' });
      await staff.post(`/siv/v1/display-profiles/${retired}/retirement`, { reason: 'old layout' });
      expectProblem(
        await staff.put(`/siv/v1/display-points/${pointId}/profile`, { profileId: retired }),
        422,
        'profile-retired',
      );
      expect((await read(pointId)).profileId).to.equal(current);
    });

    it('refuses a profile of another kind with 422 profile-incompatible, and the point keeps its profile', async () => {
      const arrivals = await createProfile(staff, { kind: 'ARRIVAL_BOARD' });
      const problem = expectProblem(
        await staff.put(`/siv/v1/display-points/${pointId}/profile`, { profileId: arrivals }),
        422,
        'profile-incompatible',
      );
      expect(problem.detail).to.contain('ARRIVAL_BOARD').and.contain('DEPARTURE_BOARD');
      expect((await read(pointId)).profileId).to.equal(current);
    });

    it('lets a concourse screen take departure and arrival profiles, but not a bay display profile', async () => {
      const screen = await createPoint(staff, northArea.code, { kind: 'CONCOURSE_SCREEN' });
      for (const kind of ['CONCOURSE_SCREEN', 'DEPARTURE_BOARD', 'ARRIVAL_BOARD']) {
        const profile = await createProfile(staff, { kind });
        expect(
          (await staff.put(`/siv/v1/display-points/${screen}/profile`, { profileId: profile })).status,
        ).to.equal(200);
      }
      const bayProfile = await createProfile(staff, { kind: 'BAY_DISPLAY' });
      expectProblem(
        await staff.put(`/siv/v1/display-points/${screen}/profile`, { profileId: bayProfile }),
        422,
        'profile-incompatible',
      );
    });

    it('refuses any profile for a retired point with 422 display-point-retired', async () => {
      await staff.post(`/siv/v1/display-points/${pointId}/retirement`, { reason: 'removed' });
      const next = await createProfile(staff, { kind: 'DEPARTURE_BOARD' });
      expectProblem(
        await staff.put(`/siv/v1/display-points/${pointId}/profile`, { profileId: next }),
        422,
        'display-point-retired',
      );
      expect((await read(pointId)).profileId).to.equal(current);
    });

    it('answers 404 for an unknown profile or point, and 400 for a body without profileId', async () => {
      expectProblem(
        await staff.put(`/siv/v1/display-points/${pointId}/profile`, {
          profileId: '00000000-0000-4000-8000-000000000000',
        }),
        404,
        'display-profile-not-found',
      );
      expectProblem(
        await staff.put('/siv/v1/display-points/00000000-0000-4000-8000-000000000000/profile', {
          profileId: current,
        }),
        404,
        'display-point-not-found',
      );
      expectFieldError(await staff.put(`/siv/v1/display-points/${pointId}/profile`, {}), 'body.profileId');
    });

    it('keeps a profile from being retired while an active point uses it, and lets it go once the point is retired', async () => {
      expectProblem(
        await staff.post(`/siv/v1/display-profiles/${current}/retirement`, { reason: 'x' }),
        409,
        'display-profile-in-use',
      );
      await staff.post(`/siv/v1/display-points/${pointId}/retirement`, { reason: 'removed' });
      const retired = await staff.post(`/siv/v1/display-profiles/${current}/retirement`, { reason: 'x' });
      expect(retired.status).to.equal(200);
      expect((await read(pointId)).profileId).to.equal(current);
    });

    it('never leaves an active point on a retired profile when assignment and retirement race', async () => {
      const contested = await createProfile(staff, { kind: 'DEPARTURE_BOARD' });
      const [assigned, retired] = await Promise.all([
        staff.put(`/siv/v1/display-points/${pointId}/profile`, { profileId: contested }),
        staff.post(`/siv/v1/display-profiles/${contested}/retirement`, { reason: 'race' }),
      ]);
      // Either the assignment won (the profile stays active) or the retirement did (the assignment is refused).
      expect(`${assigned.status}/${retired.status}`).to.be.oneOf(['200/409', '422/200']);
      const point = await read(pointId);
      const profile = (await staff.get(`/siv/v1/display-profiles/${contested}`)).body;
      if (point.profileId === contested) expect(profile.status).to.equal('ACTIVE');
      else expect(point.profileId).to.equal(current);
    });

    it('is enforced by the database too: an incompatible pair cannot be stored', async () => {
      const arrivals = await createProfile(staff, { kind: 'ARRIVAL_BOARD' });
      let refused: { code?: string; constraint?: string } = {};
      await siv.built.deps
        .db('display_points')
        .where({ id: pointId })
        .update({ profile_id: arrivals, profile_kind: 'ARRIVAL_BOARD' })
        .catch((error) => {
          refused = error;
        });
      expect(refused).to.include({ code: '23503', constraint: 'display_points_kind_fit_fkey' });
    });
  });

  describe('searching display points', () => {
    const prefix = uniqueCode('Q');
    let profileId: string;
    before(async () => {
      profileId = await createProfile(staff, { kind: 'BAY_DISPLAY' });
      await createPoint(staff, northArea.code, {
        code: `${prefix}-A`,
        kind: 'BAY_DISPLAY',
        location: { stationAreaCode: northArea.code, bayCode: northBay },
        profileId,
      });
      await createPoint(staff, northArea.code, {
        code: `${prefix}-B`,
        kind: 'BAY_DISPLAY',
        location: { stationAreaCode: northArea.code, bayCode: 'N2' },
      });
      await createPoint(staff, southArea.code, { code: `${prefix}-C`, kind: 'DEPARTURE_BOARD' });
      const gone = await createPoint(staff, southArea.code, { code: `${prefix}-D`, kind: 'DEPARTURE_BOARD' });
      await staff.post(`/siv/v1/display-points/${gone}/retirement`, { reason: 'removed' });
    });

    const codes = async (query: string) =>
      (await staff.get(`/siv/v1/display-points?search=${prefix}&${query}`)).body.data.map(
        (p: { code: string }) => p.code.slice(prefix.length + 1),
      );

    it('filters by code, kind, status, station area, bay and profile', async () => {
      expect(await codes('sort=codeAsc')).to.deep.equal(['A', 'B', 'C']);
      expect(await codes(`code=${prefix.toLowerCase()}-b`)).to.deep.equal(['B']);
      expect(await codes('kind=BAY_DISPLAY&sort=codeDesc')).to.deep.equal(['B', 'A']);
      expect(await codes('status=RETIRED')).to.deep.equal(['D']);
      expect(await codes(`stationAreaCode=${southArea.code.toLowerCase()}`)).to.deep.equal(['C']);
      expect(await codes(`stationAreaCode=${northArea.code}&bayCode=n2`)).to.deep.equal(['B']);
      expect(await codes(`profileId=${profileId}`)).to.deep.equal(['A']);
    });

    it('pages with the total', async () => {
      const page = await staff.get(`/siv/v1/display-points?search=${prefix}&size=2&page=1`);
      expect(page.body).to.include({ page: 1, size: 2, total: 3 });
      expect(page.body.data).to.have.length(1);
    });

    for (const [query, field] of [
      ['kind=TV', 'query.kind'],
      ['stationAreaCode=bad code', 'query.stationAreaCode'],
      ['profileId=12', 'query.profileId'],
      ['page=-1', 'query.page'],
    ]) {
      it(`answers ${query} with a 400 naming ${field}`, async () => {
        expectFieldError(await staff.get(`/siv/v1/display-points?${query}`), field as string);
      });
    }
  });
});
