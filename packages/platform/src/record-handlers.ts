/**
 * The handlers every record family answers the same way, whatever its records: creation (201
 * with `Location` under the family's path), search (the query's filters as criteria, the
 * family's default sort, paging), read (with `ETag` where the family corrects under `If-Match`)
 * and lifecycle moves (200 with the record). A family maps its operations onto them.
 */
import type { Principal } from './auth.ts';
import { created, ok, type Reply } from './http/replies.ts';
import { pageRequest, searchCriteria, type PageRequest } from './paging.ts';
import { okTagged, type Versioned } from './preconditions.ts';

/** A search query as the contracts name its parameters: the criteria, the sort optional, paging. */
type SearchQuery<Criteria extends { sort: unknown }> = Omit<Criteria, 'sort'> & {
  sort?: Criteria['sort'];
  page?: number;
  size?: number;
};

/** What record handlers ask of a family's service (its own types, checked per family). */
interface RecordService<Create, Criteria extends { sort: unknown }> {
  create(input: Create, actor: string): Promise<string>;
  search(criteria: Criteria, page: PageRequest): Promise<unknown>;
  /** `at`: the date the record is read as of, for families kept with valid time. */
  get(id: string, at?: string): Promise<unknown>;
}

interface RecordHandlerOptions<Criteria extends { sort: unknown }> {
  /** Where a created record is read: `Location` is `${path}/${id}`. */
  path: string;
  defaultSort: Criteria['sort'];
  /** The read answers an `ETag` (the family corrects under `If-Match`). */
  tagged?: boolean;
}

export function recordHandlers<Create, Criteria extends { sort: unknown }>(
  service: RecordService<Create, Criteria>,
  options: RecordHandlerOptions<Criteria>,
) {
  return {
    async create({ body, principal }: { body: Create; principal: Principal }): Promise<Reply> {
      const id = await service.create(body, principal.subject);
      return created(id, `${options.path}/${id}`);
    },
    async search({ query }: { query: SearchQuery<Criteria> }): Promise<Reply> {
      const criteria = searchCriteria(query, options.defaultSort as NonNullable<Criteria['sort']>);
      return ok(await service.search(criteria as unknown as Criteria, pageRequest(query)));
    },
    async get({ params, query }: { params: { id: string }; query?: unknown }): Promise<Reply> {
      const record = await service.get(params.id, (query as { at?: string } | undefined)?.at);
      return options.tagged ? okTagged(record as Versioned) : ok(record);
    },
  };
}

/**
 * A lifecycle move of the record named by the path (activation, reactivation): 200 with the
 * record. `effectiveFrom`, where the family's contract takes it, schedules the move.
 */
export function moveHandler(move: (id: string, actor: string, effectiveFrom?: string) => Promise<unknown>) {
  return async ({
    params,
    body,
    principal,
  }: {
    params: { id: string };
    body?: { effectiveFrom?: string };
    principal: Principal;
  }): Promise<Reply> => ok(await move(params.id, principal.subject, body?.effectiveFrom));
}

/** A lifecycle move that takes a reason (suspension, withdrawal, revocation, retirement). */
export function moveWithReasonHandler(
  move: (id: string, reason: string, actor: string, effectiveFrom?: string) => Promise<unknown>,
) {
  return async (request: {
    params: { id: string };
    body: { reason: string; effectiveFrom?: string };
    principal: Principal;
  }): Promise<Reply> =>
    ok(
      await move(
        request.params.id,
        request.body.reason,
        request.principal.subject,
        request.body.effectiveFrom,
      ),
    );
}

/** A change of the record named by the path, the body its whole input: 200 with the record. */
export function changeHandler<Body>(change: (id: string, body: Body, actor: string) => Promise<unknown>) {
  return async (request: { params: { id: string }; body: Body; principal: Principal }): Promise<Reply> =>
    ok(await change(request.params.id, request.body, request.principal.subject));
}
