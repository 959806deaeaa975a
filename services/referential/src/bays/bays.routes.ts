import {
  changeHandler,
  created,
  type HandlerMap,
  ok,
  okJsonText,
  okTagged,
  pageRequest,
  precondition,
} from '@transport/platform';
import type { Operations } from '../types.ts';
import type { BayService } from './bays.service.ts';

type BayOperations = Pick<
  Operations,
  'createBay' | 'searchBays' | 'getBay' | 'correctBay' | 'decommissionBay' | 'setBayCapabilities'
>;

export function bayRoutes(service: BayService): HandlerMap<BayOperations> {
  return {
    async createBay({ body, principal }) {
      const id = await service.create(body, principal.subject);
      return created(id, `/referential/v1/bays/${id}`);
    },
    async searchBays({ query }) {
      const criteria = {
        search: query.search,
        stationAreaId: query['stationAreaId.value'],
        status: query.status ?? 'ACTIVE',
        sort: query.sort ?? 'codeAsc',
      };
      return okJsonText(await service.search(criteria, pageRequest(query)));
    },
    async getBay({ params }) {
      return okTagged(await service.get(params.id));
    },
    async correctBay({ params, body, principal, headers }) {
      return okTagged(await service.correct(params.id, body, principal.subject, precondition(headers)));
    },
    setBayCapabilities: changeHandler(service.setCapabilities),
    async decommissionBay({ params, principal }) {
      return ok(await service.decommission(params.id, principal.subject));
    },
  };
}
