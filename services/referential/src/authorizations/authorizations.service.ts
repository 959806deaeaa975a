/**
 * Transport authorizations: declared under a dossier (created on first use), suspended,
 * reactivated, withdrawn, expired by date. The stored status is effective-dated
 * (`transport_authorization_states`): a move applies from a date, today or later, reads answer
 * any date, a move still to come can be cancelled, and the history is corrected only by the
 * correction modes. Held by one carrier per date (assigning from D
 * closes the holder in place at D - 1, serialised on the authorization row, with an exclusion
 * constraint as the last guard); covering vehicles and lines over effective-dated periods. The
 * holder, vehicles and lines are dated rows too (ADR 0036): scheduled, cancelled and corrected
 * as the status is, and a withdrawal bounds them from its first day only.
 */
import {
  dayBefore,
  pageOf,
  recordReason,
  periodReading,
  periodShape,
  stateMachine,
  type Database,
  type Page,
  type PageRequest,
  type Transaction,
  type Clock,
} from '@transport/platform';
import type { CarrierPort } from '../carriers/carriers.port.ts';
import { authorizationErrors } from './authorizations.errors.ts';
import { historyRefusals, periodErrors } from '../period.errors.ts';
import type { LinePort } from '../lines/lines.port.ts';
import type { Schemas } from '../types.ts';
import type { VehiclePort } from '../vehicles/vehicles.port.ts';
import type {
  AuthorizationState,
  AuthorizationCriteria,
  AuthorizationDossier,
  AuthorizationRepository,
  StateInForce,
  StoredAuthorization,
  TransportAuthorization,
  TransportAuthorizationDeclaration,
  TransportAuthorizationStatus,
} from './authorizations.repository.ts';
import type { AuthorizationLinks, HolderState } from './authorization-links.repository.ts';

export type AuthorizationHolder = Schemas['AuthorizationHolder'];
export type AuthorizedVehicle = Schemas['AuthorizedVehicle'];
export type AuthorizedLine = Schemas['AuthorizedLine'];
export type AuthorizationEligibility = Schemas['AuthorizationEligibility'];
type Reason = AuthorizationEligibility['reasons'][number];

/** The status shown today: the stored state, else the validity window against `today`. */
export function authorizationStatus(
  authorization: StoredAuthorization,
  today: string,
): TransportAuthorizationStatus {
  if (authorization.state !== 'ACTIVE') return authorization.state;
  if (today > authorization.validUntil) return 'EXPIRED';
  if (today < authorization.validFrom) return 'UPCOMING';
  return 'ACTIVE';
}

/**
 * Why the authorization is not usable on `date` (empty when it is): the validity window, the
 * suspension or withdrawal in force that day (`statesOn`), and the holder that day.
 */
export function authorizationRefusals(
  authorization: StoredAuthorization,
  date: string,
  holderCarrierId: string | null,
  inForce: StateInForce | undefined,
): Reason[] {
  const { number } = authorization;
  const reasons: Reason[] = [];
  if (date < authorization.validFrom)
    reasons.push({
      code: 'AUTHORIZATION_NOT_YET_VALID',
      detail: `The authorization ${number} is valid from ${authorization.validFrom}.`,
    });
  if (date > authorization.validUntil)
    reasons.push({
      code: 'AUTHORIZATION_EXPIRED',
      detail: `The authorization ${number} expired after ${authorization.validUntil}.`,
    });
  if (inForce && inForce.state !== 'ACTIVE')
    reasons.push({
      code: inForce.state === 'WITHDRAWN' ? 'AUTHORIZATION_WITHDRAWN' : 'AUTHORIZATION_SUSPENDED',
      detail: `The authorization ${number} is ${inForce.state} since ${inForce.since}: ${inForce.reason ?? ''}.`,
    });
  if (!holderCarrierId)
    reasons.push({
      code: 'AUTHORIZATION_WITHOUT_HOLDER',
      detail: `No carrier holds the authorization ${number} on ${date}.`,
    });
  return reasons;
}

const owner = 'transportAuthorizationId';
const toHolder = periodShape<AuthorizationHolder>({ owner, subject: 'carrierId', first: 'owner' });
const toVehicle = periodShape<AuthorizedVehicle>({ owner, subject: 'vehicleId', first: 'owner' });
const toLine = periodShape<AuthorizedLine>({ owner, subject: 'lineId', first: 'owner' });

/**
 * The moves of an authorization, from the status shown today (an ACTIVE one may be UPCOMING or
 * EXPIRED by date); each leads to the state stored.
 */
const LIFECYCLE = stateMachine<TransportAuthorizationStatus, 'suspension' | 'reactivation' | 'withdrawal'>({
  suspension: { from: ['ACTIVE', 'UPCOMING'], to: 'SUSPENDED' },
  reactivation: { from: ['SUSPENDED'], to: 'ACTIVE' },
  withdrawal: { from: ['ACTIVE', 'UPCOMING', 'EXPIRED', 'SUSPENDED'], to: 'WITHDRAWN' },
});

/** A stored status as a correction gives it: SUSPENDED and WITHDRAWN keep or take a reason. */
export interface AuthorizationStateCorrection {
  status?: AuthorizationState['status'];
  statusReason?: string | null;
}

/** The stored status as a correction leaves it, refused when a suspension or withdrawal has no reason. */
export function correctedAuthorizationStatus(input: AuthorizationStateCorrection) {
  return (current: AuthorizationState): Partial<AuthorizationState> => {
    const status = input.status ?? current.status;
    const reason = status === 'ACTIVE' ? null : (input.statusReason ?? current.statusReason ?? null);
    if (status !== 'ACTIVE' && !reason) throw authorizationErrors.authorizationStatusReasonMissing();
    return { status, statusReason: reason };
  };
}

/** A correction of a holder's period: the carrier holding it. */
export function correctedHolder(body: { carrierId?: string; effectiveFrom?: string }) {
  return (): Partial<HolderState> => (body.carrierId === undefined ? {} : { carrierId: body.carrierId });
}

export function createAuthorizationService(
  db: Database,
  authorizations: AuthorizationRepository,
  periods: AuthorizationLinks,
  registry: { carriers: CarrierPort; vehicles: VehiclePort; lines: LinePort },
  clock: Clock,
) {
  const today = () => clock.today();
  const linkRefusals = {
    notFound: authorizationErrors.authorizedPeriodNotFound,
    ended: authorizationErrors.authorizedPeriodEnded,
    history: historyRefusals,
  };
  /** The authorization as the owner of a dated history, locked in `mode` to change it. */
  const owner = (mode: 'share' | 'update') => ({
    async lock(trx: Transaction, id: string): Promise<StoredAuthorization> {
      const authorization = await authorizations.lock(trx, id, mode);
      if (!authorization) throw authorizationErrors.transportAuthorizationNotFound(id);
      return authorization;
    },
    get: (id: string) => requireAuthorization(id),
  });
  /** The authorization locked so that links are added side by side while a withdrawal waits. */
  const shared = owner('share');
  const vehicles = periods.vehicles.links(
    { ...shared, what: (a, vehicleId) => `the vehicle ${vehicleId} under the authorization ${a.number}` },
    { ...linkRefusals, show: toVehicle },
  );
  const lines = periods.lines.links(
    { ...shared, what: (a, lineId) => `the line ${lineId} covered by the authorization ${a.number}` },
    { ...linkRefusals, show: toLine },
  );
  /** The holder over time: one carrier at a time, a state of the authorization. */
  const holderHistory = periods.holders.history({
    ...owner('update'),
    refusals: (authorization) => historyRefusals(`the holder of the authorization ${authorization.number}`),
  });

  /**
   * What the authorization's withdrawal means for a link from `from`: refused when it is
   * withdrawn that day (409 when withdrawn already, 422 naming the day when the withdrawal is
   * still to come); when a withdrawal is recorded after `from`, the day before it, on which the
   * link ends (ADR 0036).
   */
  async function withdrawalBound(
    trx: Transaction,
    authorization: StoredAuthorization,
    from: string,
  ): Promise<string | undefined> {
    const rows = await authorizations.states.rows(trx, authorization.id);
    const inForce = rows.find(
      (row) => row.effectiveFrom <= from && (row.effectiveTo === null || row.effectiveTo >= from),
    );
    // Withdrawn already: refused as it always was; withdrawn from a later day: naming the day.
    if (inForce?.state.status === 'WITHDRAWN')
      throw inForce.effectiveFrom <= today()
        ? authorizationErrors.authorizationWithdrawn(authorization.number)
        : periodErrors.historyRecordRetired(`the authorization ${authorization.number}`, from, 'WITHDRAWN');
    const withdrawal = rows.find((row) => row.effectiveFrom > from && row.state.status === 'WITHDRAWN');
    return withdrawal ? dayBefore(withdrawal.effectiveFrom) : undefined;
  }

  /** The authorization as shown on `on`: its status derived that day. */
  const shown = (authorization: StoredAuthorization, on = today()): TransportAuthorization => {
    const { state: _state, ...fields } = authorization;
    return { ...fields, status: authorizationStatus(authorization, on) };
  };

  async function requireAuthorization(id: string, on = today()): Promise<StoredAuthorization> {
    const found = await authorizations.findById(id, db, on);
    if (!found) throw authorizationErrors.transportAuthorizationNotFound(id);
    return found;
  }

  const readingOf = (query: { at?: string; history?: boolean }) => periodReading(query, today());

  /** The stored status over time: its timeline, cancellations and corrections. */
  const history = authorizations.states.history({
    ...owner('update'),
    refusals: (authorization) => historyRefusals(`the authorization ${authorization.number}`),
  });

  /** A move of the stored status from `effectiveFrom` (today by default, never before). */
  function transition(
    id: string,
    move: keyof typeof LIFECYCLE.moves,
    reason: string | null,
    actor: string,
    effectiveFrom?: string,
  ): Promise<TransportAuthorization> {
    const from = effectiveFrom ?? today();
    return history.write(id, async (trx, authorization, dated) => {
      await recordReason(trx, reason);
      await dated.change(
        trx,
        id,
        { from, today: today() },
        (current) => {
          const to = LIFECYCLE.next(
            authorizationStatus({ ...authorization, state: current.status }, from),
            move,
            (status) =>
              authorizationErrors.authorizationTransitionRefused(authorization.number, status, move),
          ) as StoredAuthorization['state'];
          return { status: to, statusReason: to === 'ACTIVE' ? null : reason };
        },
        actor,
      );
      const after = (await authorizations.findById(id, trx, from)) as StoredAuthorization;
      return shown(after, from);
    });
  }

  return {
    /** The dated history of the stored status: timeline, cancellations and corrections. */
    dated: history,

    declare(input: TransportAuthorizationDeclaration, actor: string): Promise<string> {
      if (input.validUntil < input.validFrom)
        throw periodErrors.periodInvalid(input.validFrom, input.validUntil, 'body.validUntil');
      const { dossier, ...fields } = input;
      return db.transaction(async (trx) => {
        const unknown = await authorizations.unknownCategoryCodes(trx, input.categories);
        if (unknown.length > 0) throw authorizationErrors.authorizationCategoryUnknown(unknown);
        const dossierId = await authorizations.dossierFor(trx, dossier.trim(), actor);
        return authorizations.insert(trx, dossierId, fields, today(), actor);
      });
    },

    /** The authorization as it stood on `at` (today by default). */
    async get(id: string, at?: string): Promise<TransportAuthorization> {
      const on = at ?? today();
      return shown(await requireAuthorization(id, on), on);
    },

    async search(
      criteria: AuthorizationCriteria & { at?: string },
      page: PageRequest,
    ): Promise<Page<TransportAuthorization>> {
      const on = criteria.at ?? today();
      const { rows, total, totalIsExact } = await authorizations.search(criteria, on, page);
      return pageOf(
        page,
        rows.map((row) => shown(row, on)),
        total,
        totalIsExact,
      );
    },

    suspend: (id: string, reason: string, actor: string, effectiveFrom?: string) =>
      transition(id, 'suspension', reason, actor, effectiveFrom),
    reactivate: (id: string, actor: string, effectiveFrom?: string) =>
      transition(id, 'reactivation', null, actor, effectiveFrom),
    withdraw: (id: string, reason: string, actor: string, effectiveFrom?: string) =>
      transition(id, 'withdrawal', reason, actor, effectiveFrom),

    async getDossier(id: string): Promise<AuthorizationDossier> {
      const dossier = await authorizations.findDossier(id);
      if (!dossier) throw authorizationErrors.dossierNotFound(id);
      return dossier;
    },

    async searchDossiers(search: string | undefined, page: PageRequest): Promise<Page<AuthorizationDossier>> {
      const { rows, total, totalIsExact } = await authorizations.searchDossiers(search, page);
      return pageOf(page, rows, total, totalIsExact);
    },

    /**
     * Makes the carrier the holder from `effectiveFrom` (today or later), the holder in place
     * ending the day before; up to the day before a withdrawal recorded after it.
     */
    assignHolder(
      input: { transportAuthorizationId: string; carrierId: string; effectiveFrom: string },
      actor: string,
    ): Promise<string> {
      const from = input.effectiveFrom;
      // The authorization's row lock serialises assignments of one authorization.
      return holderHistory.write(input.transportAuthorizationId, async (trx, authorization, dated) => {
        const until = await withdrawalBound(trx, authorization, from);
        if (from > authorization.validUntil)
          throw authorizationErrors.authorizationHolderOutsideValidity(
            authorization.number,
            authorization.validUntil,
          );
        if (from < today())
          throw historyRefusals(`the holder of the authorization ${authorization.number}`).inPast(
            from,
            today(),
          );
        await registry.carriers.lockForUse(trx, input.carrierId, 'share');
        const latest = (await periods.holders.rows(trx, authorization.id)).at(-1);
        if (latest && from <= latest.effectiveFrom)
          throw authorizationErrors.authorizationHolderConflict(authorization.number, latest.effectiveFrom);
        const { id } = await dated.change(
          trx,
          authorization.id,
          { from, today: today() },
          () => ({ carrierId: input.carrierId }),
          actor,
        );
        if (until !== undefined) await dated.end(trx, authorization.id, id, until, actor);
        return id;
      });
    },

    async holders(
      query: { transportAuthorizationId?: string; carrierId?: string; at?: string; history?: boolean },
      page: PageRequest,
    ): Promise<Page<AuthorizationHolder>> {
      const filter = { ownerId: query.transportAuthorizationId, subjectId: query.carrierId };
      const { rows, total } = await periods.holders.list({ ...readingOf(query), ...filter }, page);
      return pageOf(page, rows.map(toHolder), total);
    },

    /** The vehicle under the authorization from `effectiveFrom` (today or later), to `effectiveTo`. */
    authorizeVehicle(
      input: {
        transportAuthorizationId: string;
        vehicleId: string;
        effectiveFrom: string;
        effectiveTo?: string;
      },
      actor: string,
    ): Promise<string> {
      const key = { ownerId: input.transportAuthorizationId, subjectId: input.vehicleId };
      return vehicles.add(key, input, actor, async (trx, authorization) => {
        const until = await withdrawalBound(trx, authorization, input.effectiveFrom);
        await registry.vehicles.lockForUse(trx, input.vehicleId, input.effectiveFrom);
        return until;
      });
    },

    async vehicles(
      query: { transportAuthorizationId?: string; vehicleId?: string; at?: string; history?: boolean },
      page: PageRequest,
    ): Promise<Page<AuthorizedVehicle>> {
      const filter = { ownerId: query.transportAuthorizationId, subjectId: query.vehicleId };
      return vehicles.list(filter, readingOf(query), page);
    },

    endVehicle: (id: string, effectiveTo: string, actor: string): Promise<AuthorizedVehicle> =>
      vehicles.end(id, effectiveTo, actor),

    /** The line covered by the authorization from `effectiveFrom` (today or later), open-ended. */
    authorizeLine(
      input: { lineId: string; transportAuthorizationId: string; effectiveFrom: string },
      actor: string,
    ): Promise<string> {
      const key = { ownerId: input.transportAuthorizationId, subjectId: input.lineId };
      return lines.add(key, input, actor, async (trx, authorization) => {
        const until = await withdrawalBound(trx, authorization, input.effectiveFrom);
        await registry.lines.lockForUse(trx, input.lineId, input.effectiveFrom);
        return until;
      });
    },

    async lines(
      query: { lineId?: string; transportAuthorizationId?: string; at?: string; history?: boolean },
      page: PageRequest,
    ): Promise<Page<AuthorizedLine>> {
      const filter = { ownerId: query.transportAuthorizationId, subjectId: query.lineId };
      return lines.list(filter, readingOf(query), page);
    },

    endLine: (id: string, effectiveTo: string, actor: string): Promise<AuthorizedLine> =>
      lines.end(id, effectiveTo, actor),

    /** The holder's timeline, its cancellations and corrections. */
    holderHistory,
    /** Each vehicle's and each line's timeline under the authorization, with theirs. */
    vehicleHistory: vehicles.history,
    lineHistory: lines.history,

    /** Whether the authorization is usable on `at` (today by default), covering `lineId` when given. */
    async eligibility(
      id: string,
      at: string | undefined,
      lineId?: string | undefined,
    ): Promise<AuthorizationEligibility> {
      const date = at ?? today();
      const authorization = await requireAuthorization(id, date);
      const [[holder], states, covering] = await Promise.all([
        periods.holders.inForce({ ownerId: id }, date),
        authorizations.statesOn([id], date),
        lineId === undefined ? [] : periods.lines.inForce({ ownerId: id, subjectId: lineId }, date),
      ]);
      const reasons = authorizationRefusals(authorization, date, holder?.subjectId ?? null, states.get(id));
      if (lineId !== undefined && covering.length === 0)
        reasons.push({
          code: 'AUTHORIZATION_LINE_NOT_COVERED',
          detail: `The authorization ${authorization.number} does not cover the line ${lineId} on ${date}.`,
        });
      return {
        transportAuthorizationId: id,
        at: date,
        usable: reasons.length === 0,
        holderCarrierId: holder?.subjectId ?? null,
        reasons,
      };
    },
  };
}

export type AuthorizationService = ReturnType<typeof createAuthorizationService>;
