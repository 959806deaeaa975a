import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import {
  created,
  noContent,
  ok,
  okStream,
  pageRequest,
  VALID_AT_HEADER,
  type HandlerMap,
} from '@transport/platform';
import type { Operations } from '../types.ts';
import type { DayOfChangeService } from './day-of-changes.service.ts';
import { encodeFeed, feedJson, feedTag } from './gtfs-realtime.ts';

type DayOfChangeOperations = Pick<
  Operations,
  | 'recordDayOfChange'
  | 'listDayOfChanges'
  | 'withdrawDayOfChange'
  | 'getGtfsRealtimeTripUpdates'
  | 'getGtfsRealtimeServiceAlerts'
>;

/**
 * A GTFS-Realtime feed as protocol buffer or JSON, with a weak tag of its entities: a poller
 * sending the tag back gets a 304 while nothing changed.
 */
async function realtimeFeed(
  service: DayOfChangeService,
  kind: 'trip-updates' | 'service-alerts',
  query: { serviceDate?: string; format?: 'protobuf' | 'json' },
  headers: IncomingHttpHeaders,
) {
  const feed = await service.feed(kind, query.serviceDate);
  const accept = headers.accept ?? '';
  const json = query.format
    ? query.format === 'json'
    : accept.includes('application/json') && !accept.includes('application/x-protobuf');
  const etag = feedTag(feed, json ? 'json' : 'protobuf');
  // The representation follows `Accept` (without `format`): a cache keeps one per `Accept`.
  const vary = { Vary: 'Accept' };
  const held = headers['if-none-match'];
  if (held !== undefined && held.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'))
    return { status: 304 as const, headers: { ETag: etag, ...vary } };
  // Valid on the service date asked; without one, the platform states the business date.
  const answered = {
    ETag: etag,
    ...vary,
    ...(query.serviceDate ? { [VALID_AT_HEADER]: query.serviceDate } : {}),
  };
  if (json) return { ...ok(feedJson(feed)), headers: answered };
  return okStream('application/x-protobuf', Readable.from([Buffer.from(encodeFeed(feed))]), answered);
}

export function dayOfChangeRoutes(service: DayOfChangeService): HandlerMap<DayOfChangeOperations> {
  return {
    async recordDayOfChange({ params, body, principal }) {
      const id = await service.record(params.id, body, principal.subject);
      return created(id, `/referential/v1/schedules/${params.id}/day-of-changes/${id}`);
    },
    async listDayOfChanges({ params, query }) {
      return ok(await service.list(params.id, { from: query.from, to: query.to }, pageRequest(query)));
    },
    async withdrawDayOfChange({ params, principal }) {
      await service.withdraw(params.id, params.changeId, principal.subject);
      return noContent();
    },
    getGtfsRealtimeTripUpdates: ({ query, headers }) => realtimeFeed(service, 'trip-updates', query, headers),
    getGtfsRealtimeServiceAlerts: ({ query, headers }) =>
      realtimeFeed(service, 'service-alerts', query, headers),
  };
}
