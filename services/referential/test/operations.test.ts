import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { expect } from 'chai';
import { createDatabase, migrateDatabase } from '@transport/platform';
import {
  createTestDatabase,
  expectFieldError,
  expectProblem,
  type TestService,
} from '@transport/platform/testing';
import { referentialService } from '../src/index.ts';
import { AREA_READ, AREA_WRITE, BAY_READ, createArea, startReferential } from './fixtures.ts';

describe('referential operations surface', () => {
  describe('management endpoints', () => {
    let service: TestService;
    let management: Server;
    let base: string;

    before(async () => {
      service = await startReferential();
      management = await new Promise((resolve) => {
        const s = service.built.management.listen(0, '127.0.0.1', () => resolve(s));
      });
      const address = management.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    after(async () => {
      management?.close();
      await service?.close();
    });

    it('reports UP with its database component, live and ready, and who it is', async () => {
      const health = await (await fetch(`${base}/actuator/health`)).json();
      expect(health).to.deep.equal({ status: 'UP', components: { db: { status: 'UP' } } });
      expect((await fetch(`${base}/actuator/health/liveness`)).status).to.equal(200);
      expect((await fetch(`${base}/actuator/health/readiness`)).status).to.equal(200);
      expect(await (await fetch(`${base}/actuator/info`)).json()).to.include({ name: 'referential' });
    });

    it('counts served requests by method, templated route and status', async () => {
      await createArea(service.as([AREA_WRITE]));
      await service.as([]).get('/referential/v1/station-areas/00000000-0000-4000-8000-000000000000');
      const scrape = await (await fetch(`${base}/actuator/prometheus`)).text();
      expect(scrape).to.match(
        /http_server_requests_seconds_count\{service="referential",method="POST",route="\/referential\/v1\/station-areas",status="201"\} [1-9]/,
      );
      expect(scrape).to.match(
        /http_server_requests_seconds_count\{service="referential",method="GET",route="\/referential\/v1\/station-areas\/\{id\}",status="403"\} 1/,
      );
      for (const state of ['used', 'free', 'pending']) {
        expect(scrape).to.match(
          new RegExp(`db_pool_connections\\{pool="primary",state="${state}",service="referential"\\} \\d+`),
        );
      }
      // Without DATABASE_READ_URL there is no read pool to count.
      expect(scrape).not.to.contain('pool="read"');
      expect(scrape).to.contain('process_cpu_seconds_total');
    });

    it('reports DOWN (503) once the database is gone', async () => {
      await service.built.deps.db.destroy();
      const response = await fetch(`${base}/actuator/health`);
      expect(response.status).to.equal(503);
      const body: any = await response.json();
      expect(body.status).to.equal('DOWN');
      expect(body.components.db.status).to.equal('DOWN');
      expect((await fetch(`${base}/actuator/health/readiness`)).status).to.equal(503);
      const request = await service.as([AREA_READ]).get('/referential/v1/station-areas');
      expectProblem(request, 503, 'database-unavailable');
      expect(request.headers.get('retry-after')).to.equal('5');
      // The bay search's prepared statement has a pool of its own, gone with the handle too.
      const search = await service.as([BAY_READ]).get('/referential/v1/bays?search=quai');
      expectProblem(search, 503, 'database-unavailable');
    });
  });

  describe('the contract formats', () => {
    let service: TestService;
    before(async () => {
      service = await startReferential();
    });
    after(() => service?.close());

    for (const at of ['2026-02-30', '2026-13-01', '2026-2-1']) {
      it(`refuses the impossible date ${at} with a 400 naming the field`, async () => {
        const response = await service
          .as(['referential.beneficiaries:read'])
          .get(
            `/referential/v1/carriers/00000000-0000-4000-8000-000000000000/beneficiaries/effective?at=${at}`,
          );
        expectFieldError(response, 'query.at');
      });
    }
  });

  describe('migrations', () => {
    it('build the whole schema on an empty database, inside the referential schema, once', async () => {
      const url = await createTestDatabase();
      const db = createDatabase({ url, schema: 'referential' });
      try {
        const files = readdirSync(referentialService.migrationsDir)
          .filter((f) => f.endsWith('.ts'))
          .sort();
        const applied = await migrateDatabase(db, 'referential', referentialService.migrationsDir);
        expect(applied).to.deep.equal(files);
        const tables = await db('information_schema.tables')
          .where({ table_schema: 'referential' })
          .pluck('table_name');
        expect(tables).to.include.members(['station_areas', 'bays', 'knex_migrations']);
        const elsewhere = await db('information_schema.tables')
          .where({ table_schema: 'public' })
          .pluck('table_name');
        expect(elsewhere).to.not.include('knex_migrations');
        expect(await migrateDatabase(db, 'referential', referentialService.migrationsDir)).to.deep.equal([]);
      } finally {
        await db.destroy();
      }
    });
  });
});
