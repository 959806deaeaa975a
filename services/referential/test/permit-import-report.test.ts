import { expect } from 'chai';
import type { Operation } from '@transport/platform';
import {
  connectMcp,
  daysFromToday,
  expectDocumented,
  startTestService,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { referentialService } from '../src/index.ts';
import { rowCounts, uniqueCode } from './fixtures.ts';
import { declareCategory, FLEET_STAFF, registerCarrier, registerVehicle } from './carriers-fixtures.ts';

const REPORT_READ = 'referential.validation:read';

interface Notice {
  code: string;
  records: { type: string; id: string; link: string }[];
  message: string;
}

describe('permit import: the validation report of what it adds (report=true)', () => {
  let service: TestService;
  let staff: ApiClient;
  let operation: Operation;
  let carrierId: string;
  let categoryId: string;

  before(async function () {
    this.timeout(120_000);
    service = await startTestService(referentialService);
    staff = service.as([...FLEET_STAFF, REPORT_READ]);
    operation = service.built.deps.spec.byOperationId.get('importVehiclePermits') as Operation;
    carrierId = (await registerCarrier(staff)).id;
    categoryId = await declareCategory(staff);
  });
  after(() => service?.close());

  const importCsv = (csv: string, query: string) =>
    staff.request('POST', `/referential/v1/vehicle-permits/imports${query}`, {
      raw: csv,
      contentType: 'text/csv',
    });

  /** A file of one permit of `registration`, of the days given. */
  const fileOf = (registration: string, validFrom: string, validUntil: string) =>
    `registration,permitNumber,kind,validFrom,validUntil\n${registration},${uniqueCode('PN')},INSURANCE,${validFrom},${validUntil}\n`;

  /** What the registry holds and has recorded: its permits and imports, the audit trail, the change feed. */
  const written = () => rowCounts(service, ['vehicle_permits', 'permit_imports', 'history', 'events']);

  const reportNotices = async (): Promise<Notice[]> => {
    const report = await staff.get('/referential/v1/validation-report?family=fleet');
    expect(report.status, report.text).to.equal(200);
    return report.body.notices as Notice[];
  };

  it('a dry run with a lapsed permit answers VEHICLE_PERMIT_LAPSED naming the vehicle, and writes, records and sends nothing', async () => {
    const vehicle = await registerVehicle(staff, carrierId, categoryId);
    const before = await reportNotices();
    const writtenBefore = await written();

    const dry = await importCsv(
      fileOf(vehicle.registration, daysFromToday(-400), daysFromToday(-30)),
      '?dryRun=true&report=true',
    );
    expect(dry.status, dry.text).to.equal(200);
    expectDocumented(operation, dry);
    expect(dry.body).to.include({
      dryRun: true,
      rowCount: 1,
      writtenCount: 0,
      errorCount: 0,
      importId: null,
    });
    const notices = dry.body.notices as Notice[];
    expect(notices.map((n) => [n.code, n.records.map((r) => r.id)])).to.deep.equal([
      ['VEHICLE_PERMIT_LAPSED', [vehicle.id]],
    ]);
    expect(notices[0]?.message).to.include(vehicle.registration).and.include(daysFromToday(-30));
    expect(notices[0]?.records[0]?.link).to.equal(`/referential/v1/vehicles/${vehicle.id}`);

    // Rolled back: no permit, no import, no row of the audit trail, no event, the same report.
    expect(await written()).to.deep.equal(writtenBefore);
    expect(await reportNotices()).to.deep.equal(before);
  });

  it('a dry run of permits in force answers no notice; without report=true, none are answered', async () => {
    const vehicle = await registerVehicle(staff, carrierId, categoryId);
    const csv = fileOf(vehicle.registration, daysFromToday(-30), daysFromToday(300));
    const clean = await importCsv(csv, '?dryRun=true&report=true');
    expect(clean.status, clean.text).to.equal(200);
    expectDocumented(operation, clean);
    expect(clean.body.notices).to.deep.equal([]);
    const plain = await importCsv(csv, '?dryRun=true');
    expect(plain.status, plain.text).to.equal(200);
    expect(plain.body, 'no notices unless asked').not.to.have.property('notices');
  });

  it('an import asked with report=true answers the same notice and keeps what it wrote', async () => {
    const vehicle = await registerVehicle(staff, carrierId, categoryId);
    const applied = await importCsv(
      fileOf(vehicle.registration, daysFromToday(-400), daysFromToday(-1)),
      '?report=true',
    );
    expect(applied.status, applied.text).to.equal(200);
    expectDocumented(operation, applied);
    expect(applied.body).to.include({ dryRun: false, writtenCount: 1 });
    expect(applied.body.importId).to.be.a('string');
    const notices = applied.body.notices as Notice[];
    expect(notices.map((n) => [n.code, n.records.map((r) => r.id)])).to.deep.equal([
      ['VEHICLE_PERMIT_LAPSED', [vehicle.id]],
    ]);
    expect((await reportNotices()).map((n) => n.message)).to.include(notices[0]?.message);
  });

  it('answers the notices through MCP too', async () => {
    const vehicle = await registerVehicle(staff, carrierId, categoryId);
    const agent = await connectMcp(`${service.url}/mcp`, service.token(FLEET_STAFF));
    try {
      const result: any = await agent.callTool({
        name: 'importVehiclePermits',
        arguments: {
          dryRun: true,
          report: true,
          body: fileOf(vehicle.registration, daysFromToday(-400), daysFromToday(-10)),
        },
      });
      expect(result.isError, JSON.stringify(result)).to.not.equal(true);
      const notices = result.structuredContent.notices as Notice[];
      expect(notices.map((n) => [n.code, n.records[0]?.id])).to.deep.equal([
        ['VEHICLE_PERMIT_LAPSED', vehicle.id],
      ]);
    } finally {
      await agent.close();
    }
  });
});
