import { expect } from 'chai';
import { startReferential } from './fixtures.ts';
import {
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
  createdId,
} from '@transport/platform/testing';
import { IMPORT_READ, REGISTRY_OFFICER } from './authorizations-fixtures.ts';
import { registerCarrier } from './carriers-fixtures.ts';
import { createStation } from './network-fixtures.ts';

const BASE = '/referential/v1/import-staging';

interface Statement {
  id: string;
  batchId: string;
  source: string;
  value: string;
  status: string;
  conflictId: string | null;
}

describe('staged imports', () => {
  let service: TestService;
  let officer: ApiClient;

  before(async () => {
    service = await startReferential();
    officer = service.as(REGISTRY_OFFICER, 'import-clerk');
  });
  after(() => service?.close());

  const openBatch = async (source: string) =>
    createdId(
      await officer.post(`${BASE}/batches`, { source, description: `Monthly export of ${source}` }),
      'batch',
    );
  const add = (batchId: string, statements: Record<string, unknown>[]) =>
    officer.post(`${BASE}/batches/${batchId}/statements`, { statements });
  const carrier = (id: string) => officer.get(`/referential/v1/carriers/${id}`);

  it('shows a batch before it is applied, then writes its statements to the registry', async () => {
    const { id: carrierId } = await registerCarrier(officer, { email: 'old@cars.example' });
    const stationId = await createStation(officer);
    const batchId = await openBatch('NATIONAL_REGISTER');
    const added = await add(batchId, [
      { recordType: 'CARRIER', recordId: carrierId, field: 'email', value: 'contact@cars.example' },
      { recordType: 'CARRIER', recordId: carrierId, field: 'website', value: 'https://cars.example' },
      { recordType: 'STATION', recordId: stationId, field: 'name', value: 'Gare routière Nord' },
    ]);
    expect(added.status).to.equal(200);
    expect(added.body).to.deep.include({ status: 'OPEN', source: 'NATIONAL_REGISTER' });
    expect(added.body.statementCounts).to.deep.equal({ PENDING: 3, CONFLICTING: 0, APPLIED: 0, REJECTED: 0 });
    const inspected = await officer.get(`${BASE}/batches/${batchId}/statements`);
    expect(
      inspected.body.data.map((s: Statement & { field: string }) => [s.field, s.value, s.status]),
    ).to.deep.equal([
      ['email', 'contact@cars.example', 'PENDING'],
      ['website', 'https://cars.example', 'PENDING'],
      ['name', 'Gare routière Nord', 'PENDING'],
    ]);
    expect(inspected.body.data[0].createdBy).to.equal('import-clerk');
    expect((await carrier(carrierId)).body.email).to.equal('old@cars.example');

    const applied = await officer.post(`${BASE}/batches/${batchId}/application`);
    expect(applied.status).to.equal(200);
    expect(applied.body).to.include({ status: 'APPLIED', appliedBy: 'import-clerk' });
    expect(applied.body.statementCounts).to.deep.equal({
      PENDING: 0,
      CONFLICTING: 0,
      APPLIED: 3,
      REJECTED: 0,
    });
    expect((await carrier(carrierId)).body).to.include({
      email: 'contact@cars.example',
      website: 'https://cars.example',
    });
    expect((await officer.get(`/referential/v1/stations/${stationId}`)).body.name).to.equal(
      'Gare routière Nord',
    );
    expectProblem(await officer.post(`${BASE}/batches/${batchId}/application`), 409, 'import-batch-applied');
    expectProblem(
      await add(batchId, [{ recordType: 'CARRIER', recordId: carrierId, field: 'name', value: 'Late' }]),
      409,
      'import-batch-applied',
    );
    const listed = await officer.get(`${BASE}/batches?source=national_register&status=APPLIED`);
    expect(listed.body.data.map((b: { id: string }) => b.id)).to.include(batchId);
  });

  it('raises a conflict when sources disagree, applies the winner on resolution and keeps the losers readable', async () => {
    const { id: carrierId } = await registerCarrier(officer, { phoneNumber: '+33 1 00 00 00 00' });
    const register = await openBatch('NATIONAL_REGISTER');
    const portal = await openBatch('CARRIER_PORTAL');
    const agency = await openBatch('REGIONAL_AGENCY');
    await add(register, [
      { recordType: 'CARRIER', recordId: carrierId, field: 'phoneNumber', value: '+33 1 11 11 11 11' },
      { recordType: 'CARRIER', recordId: carrierId, field: 'addressCity', value: 'Lille' },
    ]);
    const portalAdded = await add(portal, [
      { recordType: 'CARRIER', recordId: carrierId, field: 'phoneNumber', value: '+33 2 22 22 22 22' },
    ]);
    expect(portalAdded.body.statementCounts.CONFLICTING).to.equal(1);
    await add(agency, [
      { recordType: 'CARRIER', recordId: carrierId, field: 'phoneNumber', value: '+33 1 11 11 11 11' },
    ]);

    const open = await officer.get(`${BASE}/conflicts?recordId=${carrierId}&status=OPEN`);
    expect(open.body.total).to.equal(1);
    const conflict = open.body.data[0];
    expect(conflict).to.include({
      recordType: 'CARRIER',
      field: 'phoneNumber',
      status: 'OPEN',
      winningValue: null,
    });
    expect(conflict.observations.map((o: Statement) => [o.source, o.value, o.status])).to.deep.equal([
      ['NATIONAL_REGISTER', '+33 1 11 11 11 11', 'CONFLICTING'],
      ['CARRIER_PORTAL', '+33 2 22 22 22 22', 'CONFLICTING'],
      ['REGIONAL_AGENCY', '+33 1 11 11 11 11', 'CONFLICTING'],
    ]);

    const applied = await officer.post(`${BASE}/batches/${register}/application`);
    expect(applied.body.statementCounts).to.deep.equal({
      PENDING: 0,
      CONFLICTING: 1,
      APPLIED: 1,
      REJECTED: 0,
    });
    expect((await carrier(carrierId)).body).to.include({
      phoneNumber: '+33 1 00 00 00 00',
      addressCity: 'Lille',
    });

    const resolved = await officer.post(`${BASE}/conflicts/${conflict.id}/resolution`, {
      winningValue: '+33 2 22 22 22 22',
      evidence: 'Confirmed by phone with the carrier on 2026-11-20',
    });
    expect(resolved.status).to.equal(204);
    expect(resolved.text).to.equal('');
    expect((await carrier(carrierId)).body.phoneNumber).to.equal('+33 2 22 22 22 22');

    const read = await officer.get(`${BASE}/conflicts/${conflict.id}`);
    expect(read.body).to.include({
      status: 'RESOLVED',
      winningValue: '+33 2 22 22 22 22',
      evidence: 'Confirmed by phone with the carrier on 2026-11-20',
      resolvedBy: 'import-clerk',
    });
    expect(read.body.resolvedAt).to.be.a('string');
    expect(read.body.observations.map((o: Statement) => [o.source, o.status])).to.deep.equal([
      ['NATIONAL_REGISTER', 'REJECTED'],
      ['CARRIER_PORTAL', 'APPLIED'],
      ['REGIONAL_AGENCY', 'REJECTED'],
    ]);
    const losers = await officer.get(`${BASE}/batches/${register}/statements?status=REJECTED`);
    expect(losers.body.data).to.have.length(1);
    expect(losers.body.data[0]).to.include({ value: '+33 1 11 11 11 11', conflictId: conflict.id });
    expectProblem(
      await officer.post(`${BASE}/conflicts/${conflict.id}/resolution`, {
        winningValue: '+33 1 11 11 11 11',
        evidence: 'again',
      }),
      409,
      'import-conflict-resolved',
    );
  });

  it('still raises the conflict when three sources add disagreeing statements at the same moment', async () => {
    const { id: carrierId } = await registerCarrier(officer);
    // Three at once: additions have their own lane of the import gate, apart from file imports.
    const batches = await Promise.all(['SOURCE_A', 'SOURCE_B', 'SOURCE_C'].map(openBatch));
    const added = await Promise.all(
      batches.map((batchId, i) =>
        add(batchId, [
          {
            recordType: 'CARRIER',
            recordId: carrierId,
            field: 'addressLine1',
            value: `${i + 1} rue du Port`,
          },
        ]),
      ),
    );
    expect(added.map((r) => r.status)).to.deep.equal([200, 200, 200]);
    const conflicts = await officer.get(`${BASE}/conflicts?recordId=${carrierId}`);
    expect(conflicts.body.total).to.equal(1);
    expect(conflicts.body.data[0].observations.map((o: Statement) => o.status)).to.deep.equal([
      'CONFLICTING',
      'CONFLICTING',
      'CONFLICTING',
    ]);
  });

  it('does not raise a conflict when sources agree', async () => {
    const { id: carrierId } = await registerCarrier(officer);
    const first = await openBatch('NATIONAL_REGISTER');
    const second = await openBatch('CARRIER_PORTAL');
    await add(first, [{ recordType: 'CARRIER', recordId: carrierId, field: 'addressZip', value: '59000' }]);
    const agreed = await add(second, [
      { recordType: 'CARRIER', recordId: carrierId, field: 'addressZip', value: '59000' },
    ]);
    expect(agreed.body.statementCounts).to.include({ PENDING: 1, CONFLICTING: 0 });
    expect((await officer.get(`${BASE}/conflicts?recordId=${carrierId}`)).body.total).to.equal(0);
  });

  it('refuses statements it cannot stage, naming each, and stages none of the batch', async () => {
    const { id: carrierId } = await registerCarrier(officer);
    const stationId = await createStation(officer);
    const batchId = await openBatch('NATIONAL_REGISTER');
    const refused = expectProblem(
      await add(batchId, [
        { recordType: 'CARRIER', recordId: carrierId, field: 'name', value: 'Fine name' },
        { recordType: 'STATION', recordId: stationId, field: 'email', value: 'gare@example.org' },
        { recordType: 'CARRIER', recordId: carrierId, field: 'email', value: 'not-an-email' },
        {
          recordType: 'CARRIER',
          recordId: '00000000-0000-4000-8000-000000000000',
          field: 'name',
          value: 'Ghost',
        },
      ]),
      422,
      'import-field-not-observable',
    );
    expect(refused.errors?.map((e) => e.field)).to.deep.equal([
      'body.statements.1.field',
      'body.statements.2.value',
      'body.statements.3.recordId',
    ]);
    expect((await officer.get(`${BASE}/batches/${batchId}`)).body.statementCounts.PENDING).to.equal(0);
    expectProblem(
      await add(batchId, [
        { recordType: 'CARRIER', recordId: carrierId, field: 'name', value: 'A' },
        { recordType: 'CARRIER', recordId: carrierId, field: 'name', value: 'B' },
      ]),
      409,
      'import-statement-duplicated',
    );
    expectFieldError(
      await add(batchId, [{ recordType: 'CARRIER', recordId: carrierId, field: 'code', value: 'X' }]),
      'body.statements.0.field',
    );
    expectFieldError(await officer.post(`${BASE}/batches`, { source: 'X', colour: 'red' }), 'body.colour');
    expectProblem(
      await officer.get(`${BASE}/batches/00000000-0000-4000-8000-000000000000`),
      404,
      'import-batch-not-found',
    );
  });

  it('refuses a winner the field does not accept and a resolution without evidence', async () => {
    const { id: carrierId } = await registerCarrier(officer, { website: 'https://before.example' });
    await add(await openBatch('A'), [
      { recordType: 'CARRIER', recordId: carrierId, field: 'website', value: 'https://a.example' },
    ]);
    await add(await openBatch('B'), [
      { recordType: 'CARRIER', recordId: carrierId, field: 'website', value: 'https://b.example' },
    ]);
    const conflict = (await officer.get(`${BASE}/conflicts?recordId=${carrierId}`)).body.data[0];
    expectProblem(
      await officer.post(`${BASE}/conflicts/${conflict.id}/resolution`, {
        winningValue: 'not a url',
        evidence: 'Looked it up',
      }),
      422,
      'import-value-invalid',
    );
    expectFieldError(
      await officer.post(`${BASE}/conflicts/${conflict.id}/resolution`, {
        winningValue: 'https://a.example',
      }),
      'body.evidence',
    );
    expect((await officer.get(`${BASE}/conflicts/${conflict.id}`)).body.status).to.equal('OPEN');
    expect((await carrier(carrierId)).body.website).to.equal('https://before.example');
    expectProblem(
      await officer.post(`${BASE}/conflicts/00000000-0000-4000-8000-000000000000/resolution`, {
        winningValue: 'x',
        evidence: 'y',
      }),
      404,
      'import-conflict-not-found',
    );
    expectProblem(
      await service.as([IMPORT_READ]).post(`${BASE}/conflicts/${conflict.id}/resolution`, {
        winningValue: 'https://a.example',
        evidence: 'y',
      }),
      403,
      'forbidden',
    );
  });
});
