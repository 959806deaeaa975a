import {
  changeHandler,
  created,
  datedHistoryHandlers,
  moveHandler,
  type HandlerMap,
  okJsonText,
  okTagged,
  pageRequest,
  precondition,
} from '@transport/platform';
import type { Operations, Schemas } from '../types.ts';
import type { BayService } from './bays.service.ts';

type BayOperations = Pick<
  Operations,
  | 'createBay'
  | 'searchBays'
  | 'getBay'
  | 'correctBay'
  | 'decommissionBay'
  | 'setBayCapabilities'
  | 'getBayTimeline'
  | 'cancelBayChange'
  | 'correctBayPeriod'
  | 'insertBayPeriod'
  | 'endBayPeriod'
>;

/** A correction of a bay's period: the fields given, the others as they were. */
function correctedBay(body: Partial<Schemas['BayState']> & { effectiveFrom?: string }) {
  const { effectiveFrom: _from, ...fields } = body;
  return (): Partial<Schemas['BayState']> => fields;
}

export function bayRoutes(service: BayService): HandlerMap<BayOperations> {
  const history = datedHistoryHandlers(service.dated, {
    path: (id) => `/referential/v1/bays/${id}/timeline`,
    change: correctedBay,
  });
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
        at: query.at,
        sort: query.sort ?? 'codeAsc',
      };
      return okJsonText(await service.search(criteria, pageRequest(query)));
    },
    async getBay({ params, query }) {
      return okTagged(await service.get(params.id, query.at));
    },
    async correctBay({ params, body, principal, headers }) {
      return okTagged(await service.correct(params.id, body, principal.subject, precondition(headers)));
    },
    setBayCapabilities: changeHandler(service.setCapabilities),
    decommissionBay: moveHandler(service.decommission),
    getBayTimeline: history.timeline,
    cancelBayChange: history.cancel,
    correctBayPeriod: history.correct,
    insertBayPeriod: history.insert,
    endBayPeriod: history.end,
  };
}
