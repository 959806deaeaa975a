/** Shared setup of the referential tests: the service on a throwaway database, and clients. */
import { uniqueCode, startTestService, type ApiClient, type TestService } from '@transport/platform/testing';
import { referentialService } from '../src/index.ts';

export const AREA_READ = 'referential.station-areas:read';
export const AREA_WRITE = 'referential.station-areas:write';
export const BAY_READ = 'referential.bays:read';
export const BAY_WRITE = 'referential.bays:write';

export async function startReferential(): Promise<TestService> {
  return startTestService(referentialService);
}

export { uniqueCode };

/**
 * How many rows each of `tables` of the service's schema holds: what a dry run must leave as it
 * found it (its records, the audit trail's `history`, the change feed's `events`).
 */
export async function rowCounts<T extends string>(
  service: TestService,
  tables: T[],
): Promise<Record<T, number>> {
  const counts = {} as Record<T, number>;
  for (const table of tables)
    counts[table] = (
      (await service.built.deps.db.raw(`SELECT count(*)::int AS n FROM ${table}`)).rows as {
        n: number;
      }[]
    )[0]?.n as number;
  return counts;
}

export async function createArea(
  client: ApiClient,
  code = uniqueCode('SA'),
  name = `Area ${code}`,
): Promise<string> {
  const response = await client.post('/referential/v1/station-areas', { code, name });
  if (response.status !== 201)
    throw new Error(`station area not created: ${response.status} ${response.text}`);
  return response.body.id;
}

export async function createBay(
  client: ApiClient,
  stationAreaId: string,
  code: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await client.post('/referential/v1/bays', { stationAreaId, code, position: 1, ...extra });
  if (response.status !== 201) throw new Error(`bay not created: ${response.status} ${response.text}`);
  return response.body.id;
}

/** An entry of a record's timeline (`GET …/{id}/timeline`): a period, or a gap. */
export interface TimelineEntry {
  id: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  gap: boolean;
  current: boolean;
  future: boolean;
  state: Record<string, unknown> | null;
}
