/**
 * The only door from rules to the registry: the platform's upstream client
 * (`createUpstreamClient`, as siv's: rules' own client-credentials token, the request's
 * identity, a short timeout, retries of reads and a circuit breaker), asked whether the codes a
 * scope names exist. When referential cannot be asked, the caller gets a 503
 * `referential-unavailable` and must store nothing.
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

export interface RegistryClient {
  /** The scope's subjects whose codes the registry does not know (case-insensitive), in the scope's order. */
  unknownSubjects(scope: Scope, propagation?: Propagation): Promise<UnknownSubject[]>;
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
  ): Promise<Coded | undefined> {
    if (!REGISTRY_CODE.test(code)) return undefined;
    const wanted = code.toUpperCase();
    for (let page = 0; ; page += 1) {
      const query = new URLSearchParams({
        ...filters,
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

  async function stationArea(code: string, propagation: Propagation): Promise<Coded | undefined> {
    if (!REGISTRY_CODE.test(code)) return undefined;
    const answer = await upstream.read<Coded>(
      `/referential/v1/station-areas/by-code/${encodeURIComponent(code)}`,
      propagation,
      'station-area-not-found',
    );
    return answer.found ? answer.body : undefined;
  }

  return {
    get circuitState() {
      return upstream.circuitState;
    },

    async unknownSubjects(scope, propagation = {}) {
      const { station, stationArea: areaCode, bay, line } = scope.subjects;
      const unknown: UnknownSubject[] = [];
      if (station !== undefined && !(await byCode('stations', station, propagation)))
        unknown.push({ name: 'station', code: station });
      if (areaCode !== undefined) {
        const area = await stationArea(areaCode, propagation);
        if (!area) unknown.push({ name: 'stationArea', code: areaCode });
        // A bay's code is unique within its area only: it is looked for there.
        if (
          bay !== undefined &&
          !(area && (await byCode('bays', bay, propagation, { 'stationAreaId.value': area.id })))
        )
          unknown.push({ name: 'bay', code: bay });
      }
      if (line !== undefined && !(await byCode('lines', line, propagation)))
        unknown.push({ name: 'line', code: line });
      return unknown;
    },

    checkHealth: () => upstream.probe('/referential/v1/station-areas?size=0'),
  };
}
