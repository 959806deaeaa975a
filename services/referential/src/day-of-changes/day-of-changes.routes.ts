import { Readable } from 'node:stream';
import { created, noContent, ok, okStream, pageRequest, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { DayOfChangeService } from './day-of-changes.service.ts';
import { encodeFeed, feedJson } from './gtfs-realtime.ts';

type DayOfChangeOperations = Pick<
  Operations,
  'recordDayOfChange' | 'listDayOfChanges' | 'withdrawDayOfChange' | 'getGtfsRealtimeTripUpdates'
>;

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
    async getGtfsRealtimeTripUpdates({ query, headers }) {
      const feed = await service.feed(query.serviceDate);
      const accept = headers.accept ?? '';
      const json = query.format
        ? query.format === 'json'
        : accept.includes('application/json') && !accept.includes('application/x-protobuf');
      if (json) return ok(feedJson(feed));
      return okStream('application/x-protobuf', Readable.from([Buffer.from(encodeFeed(feed))]));
    },
  };
}
