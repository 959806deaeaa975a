import { expect } from 'chai';
import {
  connectMcp,
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import {
  BENEFICIARY_READ,
  BENEFICIARY_WRITE,
  CARRIER_READ,
  CARRIER_WRITE,
  FLEET_STAFF,
  IBAN_DE,
  IBAN_FR,
  IBAN_GB,
  registerCarrier,
} from './carriers-fixtures.ts';
import { startReferential } from './fixtures.ts';

describe('carrier payout beneficiaries', () => {
  let service: TestService;
  let carrierStaff: ApiClient;
  let treasury: ApiClient;

  before(async () => {
    service = await startReferential();
    carrierStaff = service.as([CARRIER_READ, CARRIER_WRITE]);
    treasury = service.as([BENEFICIARY_READ, BENEFICIARY_WRITE]);
  });
  after(() => service?.close());

  const record = (carrierId: string, body: Record<string, unknown>, client = treasury) =>
    client.post(`/referential/v1/carriers/${carrierId}/beneficiaries`, body);

  it('closes the earlier details on 2026-12-31 when new ones are recorded from 2027-01-01', async () => {
    const { id } = await registerCarrier(carrierStaff);
    const first = await record(id, {
      holderName: 'Cars du Nord SA',
      accountIdentifier: IBAN_FR,
      bankName: 'La Banque',
      reference: 'PAYOUT-NORD',
      effectiveFrom: '2026-01-01',
    });
    expect(first.status).to.equal(201);
    expect(first.headers.get('location')).to.equal(
      `/referential/v1/carriers/${id}/beneficiaries/effective?at=2026-01-01`,
    );
    const second = await record(id, {
      holderName: 'Cars du Nord SAS',
      accountIdentifier: IBAN_DE,
      bic: 'COBADEFFXXX',
      effectiveFrom: '2027-01-01',
    });
    expect(second.status).to.equal(201);

    const history = await treasury.get(`/referential/v1/carriers/${id}/beneficiaries`);
    expect(history.status).to.equal(200);
    expect(history.body.total).to.equal(2);
    expect(
      history.body.data.map((b: { effectiveFrom: string; effectiveTo: string | null }) => [
        b.effectiveFrom,
        b.effectiveTo,
      ]),
    ).to.deep.equal([
      ['2027-01-01', null],
      ['2026-01-01', '2026-12-31'],
    ]);

    const before = await treasury.get(`/referential/v1/carriers/${id}/beneficiaries/effective?at=2026-12-31`);
    expect(before.body).to.include({
      holderName: 'Cars du Nord SA',
      accountIdentifier: 'FR1420041010050500013M02606',
      effectiveTo: '2026-12-31',
    });
    const after = await treasury.get(`/referential/v1/carriers/${id}/beneficiaries/effective?at=2027-01-01`);
    expect(after.body).to.include({ holderName: 'Cars du Nord SAS', bic: 'COBADEFFXXX', effectiveTo: null });
    expectProblem(
      await treasury.get(`/referential/v1/carriers/${id}/beneficiaries/effective?at=2025-12-31`),
      404,
      'beneficiary-not-found',
    );
  });

  it('reads the details in force today when no date is given', async () => {
    const { id } = await registerCarrier(carrierStaff);
    expectProblem(
      await treasury.get(`/referential/v1/carriers/${id}/beneficiaries/effective`),
      404,
      'beneficiary-not-found',
    );
    await record(id, { holderName: 'Today Holder', accountIdentifier: IBAN_GB, effectiveFrom: '2020-01-01' });
    const today = await treasury.get(`/referential/v1/carriers/${id}/beneficiaries/effective`);
    expect(today.body.holderName).to.equal('Today Holder');
  });

  it('refuses a date on or before the start of the details in force (409), leaving history as it was', async () => {
    const { id } = await registerCarrier(carrierStaff);
    await record(id, { holderName: 'A', accountIdentifier: IBAN_FR, effectiveFrom: '2026-03-01' });
    for (const effectiveFrom of ['2026-03-01', '2026-02-01']) {
      expectProblem(
        await record(id, { holderName: 'B', accountIdentifier: IBAN_DE, effectiveFrom }),
        409,
        'beneficiary-period-conflict',
      );
    }
    const history = await treasury.get(`/referential/v1/carriers/${id}/beneficiaries`);
    expect(
      history.body.data.map((b: { holderName: string; effectiveTo: null }) => [b.holderName, b.effectiveTo]),
    ).to.deep.equal([['A', null]]);
  });

  it('lets one of two concurrent recordings from the same date through', async () => {
    const { id } = await registerCarrier(carrierStaff);
    await record(id, { holderName: 'Base', accountIdentifier: IBAN_FR, effectiveFrom: '2026-01-01' });
    const answers = await Promise.all([
      record(id, { holderName: 'One', accountIdentifier: IBAN_DE, effectiveFrom: '2026-06-01' }),
      record(id, { holderName: 'Two', accountIdentifier: IBAN_GB, effectiveFrom: '2026-06-01' }),
    ]);
    expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 409]);
    const history = await treasury.get(`/referential/v1/carriers/${id}/beneficiaries`);
    expect(history.body.total).to.equal(2);
  });

  it('has the database refuse overlapping periods whatever the code does', async () => {
    const { id } = await registerCarrier(carrierStaff);
    const db = service.built.deps.db;
    const row = (from: string, to: string | null) => ({
      carrier_id: id,
      holder_name: 'X',
      account_identifier: 'DE89370400440532013000',
      effective_from: from,
      effective_to: to,
      created_by: 't',
      updated_by: 't',
    });
    await db('carrier_beneficiaries').insert(row('2026-01-01', '2026-06-30'));
    let refused: { code?: string; constraint?: string } | undefined;
    try {
      await db('carrier_beneficiaries').insert(row('2026-06-30', null));
    } catch (error) {
      refused = error as { code?: string; constraint?: string };
    }
    expect(refused).to.include({ code: '23P01', constraint: 'carrier_beneficiaries_no_overlap' });
  });

  it('refuses an IBAN whose checksum fails with a 422 naming the field, one not shaped as an IBAN with the 400 of its contract, never repeating the value', async () => {
    const { id } = await registerCarrier(carrierStaff);
    const bad = 'FR1520041010050500013M02606';
    const response = await record(id, {
      holderName: 'A',
      accountIdentifier: bad,
      effectiveFrom: '2026-01-01',
    });
    const problem = expectProblem(response, 422, 'account-identifier-invalid');
    expect(problem.errors?.map((e) => e.field)).to.deep.equal(['body.accountIdentifier']);
    expect(response.text).not.to.contain(bad);
    expect(response.text).not.to.contain('20041010050500013');
    const shapeless = await record(id, {
      holderName: 'A',
      accountIdentifier: 'not an iban',
      effectiveFrom: '2026-01-01',
    });
    expectProblem(shapeless, 400, 'invalid-request');
    expectFieldError(shapeless, 'body.accountIdentifier');
    expect(shapeless.text).not.to.contain('not an iban');
    expect((await treasury.get(`/referential/v1/carriers/${id}/beneficiaries`)).body.total).to.equal(0);
  });

  it('names missing or malformed fields', async () => {
    const { id } = await registerCarrier(carrierStaff);
    expectFieldError(
      await record(id, { accountIdentifier: IBAN_FR, effectiveFrom: '2026-01-01' }),
      'body.holderName',
    );
    expectFieldError(
      await record(id, { holderName: 'A', accountIdentifier: IBAN_FR, effectiveFrom: '2026-13-01' }),
      'body.effectiveFrom',
    );
    expectFieldError(
      await treasury.get(`/referential/v1/carriers/${id}/beneficiaries/effective?at=tomorrow`),
      'query.at',
    );
    expectFieldError(
      await record(id, { holderName: 'A', accountIdentifier: IBAN_FR, effectiveFrom: '2026-02-30' }),
      'body.effectiveFrom',
    );
    expectFieldError(
      await treasury.get(`/referential/v1/carriers/${id}/beneficiaries/effective?at=2026-02-30`),
      'query.at',
    );
  });

  it('answers 404 for an unknown carrier', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectProblem(
      await record(unknown, { holderName: 'A', accountIdentifier: IBAN_FR, effectiveFrom: '2026-01-01' }),
      404,
      'carrier-not-found',
    );
    expectProblem(
      await treasury.get(`/referential/v1/carriers/${unknown}/beneficiaries`),
      404,
      'carrier-not-found',
    );
  });

  describe('permission separation', () => {
    let carrierId: string;
    before(async () => {
      ({ id: carrierId } = await registerCarrier(carrierStaff));
      await record(carrierId, {
        holderName: 'Secret Holder',
        accountIdentifier: IBAN_FR,
        effectiveFrom: '2026-01-01',
      });
    });

    it('gives no access to payout details with every carrier and fleet permission', async () => {
      const everyoneElse = service.as(FLEET_STAFF);
      for (const path of ['beneficiaries', 'beneficiaries/effective?at=2026-06-01']) {
        const response = await everyoneElse.get(`/referential/v1/carriers/${carrierId}/${path}`);
        expectProblem(response, 403, 'forbidden');
        expect(response.text).not.to.contain('Secret Holder');
      }
      expectProblem(
        await record(
          carrierId,
          { holderName: 'B', accountIdentifier: IBAN_DE, effectiveFrom: '2027-01-01' },
          everyoneElse,
        ),
        403,
        'forbidden',
      );
    });

    it('never includes payout details in carrier reads, even for a caller holding both permissions', async () => {
      const both = service.as([CARRIER_READ, BENEFICIARY_READ]);
      const read = await both.get(`/referential/v1/carriers/${carrierId}`);
      const search = await both.get(`/referential/v1/carriers?search=${read.body.code}`);
      for (const text of [read.text, search.text]) {
        expect(text).not.to.contain('Secret Holder');
        expect(text).not.to.contain('FR1420041010050500013M02606');
      }
    });

    it('holds over MCP too: tools hidden and calls refused without the beneficiary permissions', async () => {
      const carrierOnly = await connectMcp(`${service.url}/mcp`, service.token(FLEET_STAFF));
      const names = (await carrierOnly.listTools()).tools.map((t) => t.name);
      expect(names).to.include('getCarrier');
      for (const name of ['recordBeneficiary', 'listBeneficiaryHistory', 'getEffectiveBeneficiary'])
        expect(names).not.to.include(name);
      const refused = await carrierOnly.callTool({
        name: 'getEffectiveBeneficiary',
        arguments: { id: carrierId, at: '2026-06-01' },
      });
      expect(refused.isError).to.equal(true);
      expect(refused.structuredContent).to.include({ status: 403, code: 'forbidden' });
      expect(JSON.stringify(refused)).not.to.contain('Secret Holder');
      const carrier = await carrierOnly.callTool({ name: 'getCarrier', arguments: { id: carrierId } });
      expect(JSON.stringify(carrier.structuredContent)).not.to.contain('Secret Holder');
      await carrierOnly.close();

      const treasurer = await connectMcp(`${service.url}/mcp`, service.token([BENEFICIARY_READ]));
      const allowed = await treasurer.callTool({
        name: 'getEffectiveBeneficiary',
        arguments: { id: carrierId, at: '2026-06-01' },
      });
      expect(allowed.isError).to.not.equal(true);
      expect(allowed.structuredContent).to.include({
        holderName: 'Secret Holder',
        effectiveFrom: '2026-01-01',
      });
      await treasurer.close();
    });

    it('separates reading from writing', async () => {
      const reader = service.as([BENEFICIARY_READ]);
      expect((await reader.get(`/referential/v1/carriers/${carrierId}/beneficiaries`)).status).to.equal(200);
      expectProblem(
        await record(
          carrierId,
          { holderName: 'B', accountIdentifier: IBAN_DE, effectiveFrom: '2027-01-01' },
          reader,
        ),
        403,
        'forbidden',
      );
      const writer = service.as([BENEFICIARY_WRITE]);
      expectProblem(
        await writer.get(`/referential/v1/carriers/${carrierId}/beneficiaries`),
        403,
        'forbidden',
      );
    });
  });
});
