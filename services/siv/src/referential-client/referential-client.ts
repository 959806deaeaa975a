/**
 * The only door from siv to the registry (docs/architecture.md): the platform's upstream client
 * (`createUpstreamClient`: siv's own client-credentials token, the request's identity, a short
 * timeout, retries of reads and a circuit breaker), asked for what siv reads. When referential
 * cannot be asked, the caller gets a 503 `referential-unavailable` AppError and must store
 * nothing.
 */
import {
  createUpstreamClient,
  type CircuitState,
  type Propagation,
  type UpstreamClientOptions,
} from '@transport/platform';
import { registryErrors } from './registry.errors.ts';

export type ReferentialClientOptions = Omit<UpstreamClientOptions, 'upstream' | 'caller' | 'unavailable'>;

/** A station area as the registry describes it (the fields siv reads). */
export interface RegistryStationArea {
  id: string;
  code: string;
  status: 'ACTIVE' | 'RETIRED';
}

/** Whether passengers may board or alight at a call (the registry's `BoardingType`). */
export type BoardingType = 'REGULAR' | 'NONE' | 'PHONE_AGENCY' | 'COORDINATE_WITH_DRIVER';

/** A call at a station as the registry describes it (the fields siv reads). */
export interface RegistryCall {
  scheduleId: string;
  lineCode: string;
  lineName: string;
  lineStatus: string;
  destinationName: string;
  stationId: string;
  bayId: string | null;
  bayCode: string | null;
  dayOffset: number;
  arrivalTime: string | null;
  departureTime: string | null;
  /**
   * Whether passengers may board, and alight, at the call: NONE is no departure (no arrival)
   * for a passenger. Absent is REGULAR (a registry answering without them).
   */
  pickupType?: BoardingType;
  dropOffType?: BoardingType;
  /** `HH:MM` (or `HH:MM:SS`) on the service date. */
  announcedTime: string;
  /** Day-of fields, once the registry records day-of changes. */
  announcedDayOffset?: number;
  callStatus?: 'ON_TIME' | 'DELAYED' | 'CANCELLED' | 'BAY_CHANGED';
  dayOfChange?: { reason: string } | null;
}

/** The calls of a station area on a service date, with the tag that names this answer. */
export interface RegistryCalls {
  etag: string | undefined;
  calls: RegistryCall[];
}

/** A page of the registry's change feed (the fields siv reads). */
export interface RegistryEvents {
  data: { subject: string | null }[];
  next: string | null;
  /** The newest cursor the feed serves now (null when it holds no event). */
  newest: string | null;
}

/** A bay as the registry describes it (the fields siv reads). */
export interface RegistryBay {
  id: string;
  stationAreaId: string;
  code: string;
  status: 'ACTIVE' | 'DECOMMISSIONED';
  /** Step-free boarding, on the date the bay was read at (null: not recorded, shown as not). */
  accessible: boolean | null;
}

export interface ReferentialClient {
  /**
   * The station area with this code (case-insensitive), active or retired; undefined when none.
   * `propagation`: the identity of the request this call is made for (`propagationHeaders`).
   * With `asKnownAt`, as the registry knew it at that instant (on that instant's date).
   */
  findStationAreaByCode(
    code: string,
    propagation?: Propagation,
    asKnownAt?: string,
  ): Promise<RegistryStationArea | undefined>;
  /**
   * The ACTIVE bay of this station area with exactly this code (case-insensitive), if any. With
   * `asKnownAt`, as the registry knew it at that instant (on that instant's date).
   */
  findActiveBay(
    stationAreaId: string,
    code: string,
    propagation?: Propagation,
    asKnownAt?: string,
  ): Promise<RegistryBay | undefined>;
  /**
   * The calls at every station of the station area on the service date; `undefined` when
   * `etag` (of an earlier answer) still names them. With `asKnownAt`, as the registry knew them
   * at that instant.
   */
  stationCalls(
    stationAreaId: string,
    serviceDate: string,
    etag?: string,
    propagation?: Propagation,
    asKnownAt?: string,
  ): Promise<RegistryCalls | undefined>;
  /**
   * The tag `stationCalls` would answer now for each of the station areas on the service date
   * (null for an area the registry does not know), in one question per 1,000 areas
   * (`checkStationCallVersions`): which kept calls moved, without a conditional read per area.
   */
  stationCallVersions(
    stationAreaIds: readonly string[],
    serviceDate: string,
    propagation?: Propagation,
  ): Promise<Map<string, string | null>>;
  /**
   * The ids of the station area's bays in service and giving step-free boarding on `date` (their
   * dated `accessible` capability then). With `asKnownAt`, as the registry knew them at that instant.
   */
  stepFreeBays(
    stationAreaId: string,
    date: string,
    propagation?: Propagation,
    asKnownAt?: string,
  ): Promise<string[]>;
  /**
   * The code of the station with this id (a station of a call), or its id when the registry has
   * none. With `asKnownAt`, its code as the registry knew it at that instant.
   */
  stationCode(stationId: string, propagation?: Propagation, asKnownAt?: string): Promise<string>;
  /**
   * One page of the registry's change feed after `after` (from the oldest event kept when
   * undefined): each event's subject (`schedule/<id>`), and the cursor to read on from (ADR 0159).
   */
  events(after: string | undefined, size: number): Promise<RegistryEvents>;
  /** Resolves when referential answers an authenticated call; for /actuator/health. */
  checkHealth(): Promise<void>;
  readonly circuitState: CircuitState;
}

const BAY_PAGE_SIZE = 200;
/** Station areas per `checkStationCallVersions` question: the contract's most. */
const VERSIONS_PER_QUESTION = 1_000;

export function createReferentialClient(options: ReferentialClientOptions): ReferentialClient {
  const upstream = createUpstreamClient({
    ...options,
    upstream: 'referential',
    caller: 'siv',
    unavailable: (reason, cause) => registryErrors.referentialUnavailable(reason, cause),
  });
  const { read } = upstream;

  /** The record of `collection` with exactly this code: `search` matches any part of a code. */
  async function exactCode<T extends { code: string }>(
    collection: string,
    code: string,
    filters: Record<string, string>,
    propagation: Propagation,
    asKnownAt: string | undefined,
  ): Promise<T | undefined> {
    const wanted = code.toUpperCase();
    for (let page = 0; ; page += 1) {
      const query = new URLSearchParams({
        ...filters,
        search: code,
        size: String(BAY_PAGE_SIZE),
        page: String(page),
        ...(asKnownAt ? { asKnownAt } : {}),
      });
      const answer = await read<{ data: T[]; total: number }>(
        `/referential/v1/${collection}?${query}`,
        propagation,
      );
      if (!answer.found) return undefined;
      const exact = answer.body.data.find((record) => record.code.toUpperCase() === wanted);
      if (exact) return exact;
      if ((page + 1) * BAY_PAGE_SIZE >= answer.body.total || answer.body.data.length === 0) return undefined;
    }
  }
  const areaByCode = (
    code: string,
    filters: Record<string, string>,
    propagation: Propagation,
    asKnownAt: string,
  ) => exactCode<RegistryStationArea>('station-areas', code, filters, propagation, asKnownAt);

  return {
    get circuitState() {
      return upstream.circuitState;
    },

    async findStationAreaByCode(code, propagation = {}, asKnownAt) {
      // The read by code answers now only: a replay searches the areas as known then, the
      // ACTIVE ones (the search's default) and then the RETIRED ones.
      if (asKnownAt !== undefined)
        return (
          (await areaByCode(code, {}, propagation, asKnownAt)) ??
          (await areaByCode(code, { status: 'RETIRED' }, propagation, asKnownAt))
        );
      const answer = await read<RegistryStationArea>(
        `/referential/v1/station-areas/by-code/${encodeURIComponent(code)}`,
        propagation,
        'station-area-not-found',
      );
      return answer.found ? answer.body : undefined;
    },

    findActiveBay: (stationAreaId, code, propagation = {}, asKnownAt) =>
      exactCode<RegistryBay>(
        'bays',
        code,
        { 'stationAreaId.value': stationAreaId, status: 'ACTIVE' },
        propagation,
        asKnownAt,
      ),

    async stationCalls(stationAreaId, serviceDate, etag, propagation = {}, asKnownAt) {
      const query = new URLSearchParams({ stationAreaId, serviceDate, ...(asKnownAt ? { asKnownAt } : {}) });
      const answer = await read<{ data: RegistryCall[] }>(
        `/referential/v1/schedules/station-calls?${query}`,
        propagation,
        undefined,
        etag,
      );
      if (!answer.found) return undefined;
      return { etag: answer.etag, calls: answer.body.data };
    },

    async stationCallVersions(stationAreaIds, serviceDate, propagation = {}) {
      const tags = new Map<string, string | null>();
      for (let from = 0; from < stationAreaIds.length; from += VERSIONS_PER_QUESTION) {
        const answer = await upstream.ask<{ data: { stationAreaId: string; etag: string | null }[] }>(
          '/referential/v1/schedules/station-calls/versions',
          { serviceDate, stationAreaIds: stationAreaIds.slice(from, from + VERSIONS_PER_QUESTION) },
          propagation,
        );
        if (answer.found)
          for (const { stationAreaId, etag } of answer.body.data) tags.set(stationAreaId, etag);
      }
      return tags;
    },

    async stepFreeBays(stationAreaId, date, propagation = {}, asKnownAt) {
      const ids: string[] = [];
      for (let page = 0; ; page += 1) {
        const query = new URLSearchParams({
          'stationAreaId.value': stationAreaId,
          at: date,
          size: String(BAY_PAGE_SIZE),
          page: String(page),
          ...(asKnownAt ? { asKnownAt } : {}),
        });
        const answer = await read<{ data: RegistryBay[]; total: number }>(
          `/referential/v1/bays?${query}`,
          propagation,
        );
        if (!answer.found) return ids;
        for (const bay of answer.body.data) if (bay.accessible) ids.push(bay.id);
        if ((page + 1) * BAY_PAGE_SIZE >= answer.body.total || answer.body.data.length === 0) return ids;
      }
    },

    async stationCode(stationId, propagation = {}, asKnownAt) {
      const query = asKnownAt ? `?${new URLSearchParams({ asKnownAt })}` : '';
      const answer = await read<{ code: string }>(
        `/referential/v1/stations/${encodeURIComponent(stationId)}${query}`,
        propagation,
        'station-not-found',
      );
      return answer.found ? answer.body.code : stationId;
    },

    async events(after, size) {
      const query = new URLSearchParams({ size: String(size), ...(after ? { after } : {}) });
      const answer = await read<RegistryEvents>(`/referential/v1/events?${query}`);
      return answer.found ? answer.body : { data: [], next: after ?? null, newest: null };
    },

    checkHealth: () => upstream.probe('/referential/v1/station-areas?size=0'),
  };
}
