/**
 * The HTTP handlers of valid time: a record's timeline with its cancellation and corrections
 * (`datedHistoryHandlers`), and links under their owner (`ownedPeriodHandlers`).
 */
import type { Principal } from '../auth.ts';
import { created, noContent, ok } from '../http/replies.ts';
import { pageRequest, type PageRequest } from '../paging.ts';
import type { DatedHistory } from './history.ts';
import type { DatedKey, Period, PeriodReading } from './types.ts';

/** The reading a request asks for: `history=true`, else what is in force `at` (today by default). */
export function periodReading(query: { at?: string; history?: boolean }, today: string): PeriodReading {
  return { history: query.history === true, at: query.at ?? today };
}

/**
 * How a family shows its links' periods: the names it gives the owner and the subject, the first
 * of the two right after the id and the other last (`{ id, carrierId, effectiveFrom, ...,
 * coordinationId }`).
 */
export function periodShape<T>(names: { owner: string; subject: string; first: 'owner' | 'subject' }) {
  return ({ id, ownerId, subjectId, ...dates }: Period): T => {
    const [firstName, firstValue, lastName, lastValue] =
      names.first === 'owner'
        ? [names.owner, ownerId, names.subject, subjectId]
        : [names.subject, subjectId, names.owner, ownerId];
    return { id, [firstName]: firstValue, ...dates, [lastName]: lastValue } as T;
  };
}

type PageQuery = { page?: number; size?: number };

/** What the handlers of links under their owner ask of a family's service. */
interface OwnedLinkService<Input> {
  add(ownerId: string, input: Input, actor: string): Promise<string>;
  list(ownerId: string, reading: PeriodReading, page: PageRequest): Promise<unknown>;
  end(ownerId: string, id: string, effectiveTo: string, actor: string): Promise<unknown>;
}

/**
 * The handlers of links under an owner (`/{id}/members`): adding one (201, `Location` the
 * owner's history under `path`), reading them (history, or in force `at`, today by default) and
 * ending one named by the path parameter `periodParam`.
 */
export function ownedPeriodHandlers<Input, Param extends string>(
  service: OwnedLinkService<Input>,
  options: { path: (ownerId: string) => string; periodParam: Param; today: () => string },
) {
  return {
    async add({ params, body, principal }: { params: { id: string }; body: Input; principal: Principal }) {
      const id = await service.add(params.id, body, principal.subject);
      return created(id, `${options.path(params.id)}?history=true`);
    },
    async list({
      params,
      query,
    }: {
      params: { id: string };
      query: PageQuery & { at?: string; history?: boolean };
    }) {
      return ok(await service.list(params.id, periodReading(query, options.today()), pageRequest(query)));
    },
    async end(request: {
      params: { id: string } & Record<Param, string>;
      body: { effectiveTo: string };
      principal: Principal;
    }) {
      const { params, body, principal } = request;
      return ok(
        await service.end(params.id, params[options.periodParam], body.effectiveTo, principal.subject),
      );
    },
  };
}

/**
 * The handlers of a record's timeline (`/{id}/timeline`): reading it, cancelling a change to
 * come, and the corrections, `change` reading a correction's body as the fields it sets. A
 * link's timeline (`/{id}/operators/{carrierId}/timeline`) reads its key from the path (`key`).
 */
export function datedHistoryHandlers<
  S extends object,
  Body extends { effectiveFrom?: string; effectiveTo?: string },
  K extends DatedKey = string,
  P extends { id: string } = { id: string },
>(
  history: DatedHistory<S, K>,
  options: {
    path: (id: string, params: P) => string;
    change: (body: Body) => (current: S) => Partial<S>;
    key?: (params: P) => K;
  },
) {
  const keyOf = options.key ?? ((params: P) => params.id as K);
  type PeriodParams = P & { periodId: string };
  return {
    async timeline({ params, query }: { params: P; query: PageQuery }) {
      return ok(await history.timeline(keyOf(params), pageRequest(query)));
    },
    async cancel({ params, principal }: { params: PeriodParams; principal: Principal }) {
      await history.cancel(keyOf(params), params.periodId, principal.subject);
      return noContent();
    },
    async correct({ params, body, principal }: { params: PeriodParams; body: Body; principal: Principal }) {
      const { effectiveFrom, effectiveTo } = body;
      const state = options.change(body);
      return ok(
        await history.correct(
          keyOf(params),
          params.periodId,
          { effectiveFrom, effectiveTo, state },
          principal.subject,
        ),
      );
    },
    async insert({
      params,
      body,
      principal,
    }: {
      params: P;
      body: Body & { effectiveFrom: string };
      principal: Principal;
    }) {
      const period = await history.insert(
        keyOf(params),
        body.effectiveFrom,
        options.change(body),
        principal.subject,
        body.effectiveTo,
      );
      return created(period.id, options.path(params.id, params));
    },
    async end({
      params,
      body,
      principal,
    }: {
      params: PeriodParams;
      body: { effectiveTo: string };
      principal: Principal;
    }) {
      return ok(await history.end(keyOf(params), params.periodId, body.effectiveTo, principal.subject));
    },
  };
}
