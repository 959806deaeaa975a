/**
 * The only door from rules to the registry: the platform's upstream client
 * (`createUpstreamClient`, as siv's: rules' own client-credentials token, the request's
 * identity, a short timeout, retries of reads and a circuit breaker), asked whether the codes a
 * scope names exist. When referential cannot be asked, the caller gets a 503
 * `referential-unavailable` and must store nothing; when it refuses the instant a replay asked
 * (`asKnownAt` before it began), the upstream client answers a 400 naming `query.asKnownAt`.
 */
import {
  createUpstreamClient,
  type CircuitState,
  type Propagation,
  type UpstreamClientOptions,
} from '@transport/platform';
import type { Schemas } from '../types.ts';

type Scope = Schemas['Scope'];
import { registryErrors, type UnknownSubject } from './registry.errors.ts';

export type RegistryClientOptions = Omit<UpstreamClientOptions, 'upstream' | 'caller' | 'unavailable'>;

/** A subject of a scope the registry knows, and its status on a date (`undefined`: not yet there then). */
export interface DatedSubject extends UnknownSubject {
  status: string | undefined;
}

/** How the registry is read: on a date (`at`), as known at an instant (`asKnownAt`); each as now when absent. */
export interface RegistryReading {
  at?: string;
  asKnownAt?: string;
}

export interface RegistryClient {
  /**
   * The scope's subjects whose codes the registry does not know (case-insensitive), in the
   * scope's order; as it knew them at `reading.asKnownAt` when given.
   */
  unknownSubjects(
    scope: Scope,
    propagation?: Propagation,
    reading?: RegistryReading,
  ): Promise<UnknownSubject[]>;
  /**
   * The scope's subjects that are not in service on `reading.at` (not ACTIVE then: retired,
   * decommissioned, planned or suspended, or not yet created), with their status on that date;
   * as known at `reading.asKnownAt` when given. A subject the registry does not know at all is
   * `unknownSubjects`' and is not listed here.
   */
  subjectsOutOfService(
    scope: Scope,
    reading: RegistryReading & { at: string },
    propagation?: Propagation,
  ): Promise<DatedSubject[]>;
  /** Resolves when referential answers an authenticated call; for /actuator/health. */
  checkHealth(): Promise<void>;
  readonly circuitState: CircuitState;
}

const PAGE_SIZE = 200;

/**
 * The shape of every code the registry holds (its contract's `Code`). A code of another shape
 * names nothing there: it is unknown without asking, and asking would only get a 400 back.
 */
const REGISTRY_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

interface Coded {
  id: string;
  code: string;
  status: string;
}

/** The query parameters of a reading (only those given). */
function readingQuery({ at, asKnownAt }: RegistryReading): Record<string, string> {
  return { ...(at === undefined ? {} : { at }), ...(asKnownAt === undefined ? {} : { asKnownAt }) };
}

export function createRegistryClient(options: RegistryClientOptions): RegistryClient {
  const upstream = createUpstreamClient({
    ...options,
    upstream: 'referential',
    caller: 'rules',
    unavailable: (reason, cause) => registryErrors.referentialUnavailable(reason, cause),
  });

  /** The record of the collection with exactly this code: `search` matches any part of a code or name. */
  async function byCode(
    collection: string,
    code: string,
    propagation: Propagation,
    filters: Record<string, string> = {},
    reading: RegistryReading = {},
  ): Promise<Coded | undefined> {
    if (!REGISTRY_CODE.test(code)) return undefined;
    const wanted = code.toUpperCase();
    for (let page = 0; ; page += 1) {
      const query = new URLSearchParams({
        ...filters,
        ...readingQuery(reading),
        search: code,
        size: String(PAGE_SIZE),
        page: String(page),
      });
      const answer = await upstream.read<{ data: Coded[]; total: number }>(
        `/referential/v1/${collection}?${query}`,
        propagation,
      );
      if (!answer.found) return undefined;
      const exact = answer.body.data.find((record) => record.code.toUpperCase() === wanted);
      if (exact) return exact;
      if ((page + 1) * PAGE_SIZE >= answer.body.total || answer.body.data.length === 0) return undefined;
    }
  }

  async function stationArea(
    code: string,
    propagation: Propagation,
    reading: RegistryReading = {},
  ): Promise<Coded | undefined> {
    if (!REGISTRY_CODE.test(code)) return undefined;
    // The read by code answers now only; a reading (a date, an instant) searches, which answers
    // ACTIVE areas unless asked for RETIRED ones.
    if (reading.at !== undefined || reading.asKnownAt !== undefined)
      return (
        (await byCode('station-areas', code, propagation, {}, reading)) ??
        (await byCode('station-areas', code, propagation, { status: 'RETIRED' }, reading))
      );
    const answer = await upstream.read<Coded>(
      `/referential/v1/station-areas/by-code/${encodeURIComponent(code)}`,
      propagation,
      'station-area-not-found',
    );
    return answer.found ? answer.body : undefined;
  }

  /** Each subject of the scope and the registry's record of it read so (undefined: none), in the scope's order. */
  async function subjectsOf(
    scope: Scope,
    propagation: Propagation,
    reading: RegistryReading,
  ): Promise<(UnknownSubject & { record: Coded | undefined })[]> {
    const { station, stationArea: areaCode, bay, line } = scope.subjects;
    const subjects: (UnknownSubject & { record: Coded | undefined })[] = [];
    if (station !== undefined)
      subjects.push({
        name: 'station',
        code: station,
        record: await byCode('stations', station, propagation, {}, reading),
      });
    if (areaCode !== undefined) {
      const area = await stationArea(areaCode, propagation, reading);
      subjects.push({ name: 'stationArea', code: areaCode, record: area });
      // A bay's code is unique within its area only: it is looked for there.
      if (bay !== undefined)
        subjects.push({
          name: 'bay',
          code: bay,
          record:
            area && (await byCode('bays', bay, propagation, { 'stationAreaId.value': area.id }, reading)),
        });
    }
    if (line !== undefined)
      subjects.push({
        name: 'line',
        code: line,
        record: await byCode('lines', line, propagation, {}, reading),
      });
    return subjects;
  }

  return {
    get circuitState() {
      return upstream.circuitState;
    },

    async unknownSubjects(scope, propagation = {}, reading = {}) {
      const known = await subjectsOf(scope, propagation, { asKnownAt: reading.asKnownAt });
      return known
        .filter((subject) => subject.record === undefined)
        .map(({ name, code }) => ({ name, code }));
    },

    async subjectsOutOfService(scope, reading, propagation = {}) {
      const known = await subjectsOf(scope, propagation, { asKnownAt: reading.asKnownAt });
      const onDate = await subjectsOf(scope, propagation, reading);
      return onDate
        .filter((subject, i) => known[i]?.record !== undefined && subject.record?.status !== 'ACTIVE')
        .map(({ name, code, record }) => ({ name, code, status: record?.status }));
    },

    checkHealth: () => upstream.probe('/referential/v1/station-areas?size=0'),
  };
}
