import { ok, okJsonText, VALID_AT_HEADER, type HandlerMap, type Reply } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { StationCallService } from './station-calls.service.ts';

export function stationCallRoutes(
  service: StationCallService,
): HandlerMap<Pick<Operations, 'listStationCalls' | 'checkStationCallVersions'>> {
  return {
    async listStationCalls({ query, headers }): Promise<Reply> {
      const target = { stationId: query.stationId, stationAreaId: query.stationAreaId };
      // A client that holds an answer learns whether it is current from the version alone.
      const held = headers['if-none-match'];
      if (held !== undefined) {
        const etag = `"${await service.version(target, query.serviceDate)}"`;
        if (held === etag) return { status: 304, headers: { ETag: etag } };
      }
      const { body, gzipped, version } = await service.calls(target, query.serviceDate);
      // The calls are valid on their service date (the known instant is stated by the platform).
      // Sent compressed to a client taking gzip once the kept answer is: 3.8 MB written to a
      // socket leave in tens of turns of both ends' event loops, each a wait on a loaded machine.
      return {
        ...okJsonText(body, gzipped),
        headers: {
          ETag: `"${version}"`,
          [VALID_AT_HEADER]: query.serviceDate,
          Vary: 'Accept-Encoding',
        },
      };
    },
    async checkStationCallVersions({ body }): Promise<Reply> {
      const { serviceDate, stationAreaIds } = body;
      const versions = await service.areaVersions(stationAreaIds, serviceDate);
      return ok({
        serviceDate,
        data: versions.map(({ stationAreaId, version }) => ({
          stationAreaId,
          etag: version === undefined ? null : `"${version}"`,
        })),
      });
    },
  };
}
