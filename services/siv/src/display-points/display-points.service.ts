/**
 * Display points: located at a station area (and optionally one of its bays) that the registry
 * confirms, corrected while active, given a profile that fits their kind and is active (the
 * compatibility table of `DisplayKind` in the contract), retired for good. The registry is asked before any transaction
 * opens, so a registry that does not answer leaves nothing stored and holds no lock.
 */
import { randomBytes } from 'node:crypto';
import {
  createCatalogRecords,
  type Database,
  type Precondition,
  type Propagation,
  type Transaction,
} from '@transport/platform';
import { displayPointErrors } from './display-points.errors.ts';
import { registryErrors } from '../referential-client/registry.errors.ts';
import type { DisplayProfilePort } from '../display-profiles/display-profiles.port.ts';
import type { ReferentialClient } from '../referential-client/referential-client.ts';
import { publishingTargetProblem, type PublishingTargetPolicy } from '../publishing-targets.ts';
import type { DisplayKind, Schemas } from '../types.ts';
import {
  patchColumns,
  pointColumns,
  type CheckedLocation,
  type DisplayPoint,
  type DisplayPointPatch,
  type DisplayPointRepository,
} from './display-points.repository.ts';

/**
 * The profile kinds a point of each kind accepts, as documented on `DisplayKind` in the
 * contract and held in the `display_kind_fits` table.
 */
export const ACCEPTED_PROFILE_KINDS: Record<DisplayKind, DisplayKind[]> = {
  DEPARTURE_BOARD: ['DEPARTURE_BOARD'],
  ARRIVAL_BOARD: ['ARRIVAL_BOARD'],
  BAY_DISPLAY: ['BAY_DISPLAY'],
  CONCOURSE_SCREEN: ['CONCOURSE_SCREEN', 'DEPARTURE_BOARD', 'ARRIVAL_BOARD'],
};

type Location = Schemas['Location'];

function sameLocation(current: DisplayPoint['location'], wanted: Location): boolean {
  return (
    current.stationAreaCode.toUpperCase() === wanted.stationAreaCode.toUpperCase() &&
    (current.bayCode ?? '').toUpperCase() === (wanted.bayCode ?? '').toUpperCase()
  );
}

export function createDisplayPointService(
  db: Database,
  points: DisplayPointRepository,
  profiles: DisplayProfilePort,
  registry: ReferentialClient,
  /** What a publishing target's address may be: refused here rather than failing every delivery. */
  targets: PublishingTargetPolicy,
  /** Told the point a write changed, once it has committed. */
  changed: (id: string) => void = () => undefined,
) {
  /** `write`'s answer, once the point's cached copies are dropped (it has committed). */
  async function committed<T>(id: string, write: Promise<T>): Promise<T> {
    const answer = await write;
    changed(id);
    return answer;
  }

  const catalog = createCatalogRecords(db, points, 'display point', {
    notFound: displayPointErrors.displayPointNotFound,
    retired: displayPointErrors.displayPointNotActive,
  });

  /** Asks the registry whether the location exists and is in service. */
  async function checkLocation(location: Location, propagation: Propagation): Promise<CheckedLocation> {
    const area = await registry.findStationAreaByCode(location.stationAreaCode, propagation);
    if (!area) throw registryErrors.stationAreaUnknown(location.stationAreaCode);
    if (area.status !== 'ACTIVE') throw registryErrors.stationAreaRetired(area.code);
    if (location.bayCode === undefined) return { stationAreaCode: area.code, bayCode: null };
    const bay = await registry.findActiveBay(area.id, location.bayCode, propagation);
    if (!bay) throw registryErrors.bayNotInStationArea(location.bayCode, area.code);
    return { stationAreaCode: area.code, bayCode: bay.code };
  }

  /**
   * The profile, share-locked so that it cannot be retired before the assignment commits, once
   * it is known to fit a point of `pointKind` and to be active.
   */
  async function usableProfile(trx: Transaction, profileId: string, pointKind: DisplayKind) {
    const profile = await profiles.lockForAssignment(trx, profileId);
    const accepted = ACCEPTED_PROFILE_KINDS[pointKind];
    if (!accepted.includes(profile.kind))
      throw displayPointErrors.profileIncompatible(profile.code, profile.kind, pointKind, accepted);
    if (profile.status !== 'ACTIVE') throw displayPointErrors.profileRetired(profile.code);
    return { id: profile.id, kind: profile.kind };
  }

  function checkTarget(target: Schemas['PublishingTarget']): void {
    const problem = publishingTargetProblem(target, targets);
    if (problem !== undefined) throw displayPointErrors.publishingTargetInvalid(target.type, problem);
  }

  return {
    /** `propagation`: the identity of the request, passed on to the registry it asks. */
    async create(
      input: Schemas['DisplayPointCreate'],
      actor: string,
      propagation: Propagation,
    ): Promise<string> {
      checkTarget(input.publishingTarget);
      const location = await checkLocation(input.location, propagation);
      return catalog.create(actor, async (trx) => {
        const profile = input.profileId ? await usableProfile(trx, input.profileId, input.kind) : undefined;
        return pointColumns({
          code: input.code,
          name: input.name,
          kind: input.kind,
          location,
          publishingTarget: input.publishingTarget,
          ...(profile ? { profile } : {}),
        });
      });
    },

    ...catalog.reads,

    async correct(
      id: string,
      patch: Schemas['DisplayPointCorrection'],
      actor: string,
      propagation: Propagation,
      wanted?: Precondition,
    ): Promise<DisplayPoint> {
      if (patch.publishingTarget) checkTarget(patch.publishingTarget);
      const current = await catalog.get(id);
      if (current.status !== 'ACTIVE') throw displayPointErrors.displayPointNotActive(current.code);
      const { location, ...rest } = patch;
      const changes: DisplayPointPatch = { ...rest };
      if (location && !sameLocation(current.location, location))
        changes.location = await checkLocation(location, propagation);
      return committed(
        id,
        catalog.correct(id, actor, wanted, async () => patchColumns(changes)),
      );
    },

    assignProfile(id: string, profileId: string, actor: string): Promise<DisplayPoint> {
      return committed(
        id,
        db.transaction(async (trx) => {
          const point = await points.lock(trx, id);
          if (!point) throw displayPointErrors.displayPointNotFound(id);
          if (point.status !== 'ACTIVE') throw displayPointErrors.displayPointRetired(point.code);
          const profile = await usableProfile(trx, profileId, point.kind);
          if (point.profileId === profile.id) return point;
          await points.update(trx, id, { profile_id: profile.id, profile_kind: profile.kind }, actor);
          return (await points.findById(id, trx)) as DisplayPoint;
        }),
      );
    },

    retire: (id: string, reason: string, actor: string) => committed(id, catalog.retire(id, reason, actor)),

    /** A new key for the point's screen page (WEB_PAGE points only); the previous one stops working. */
    rotateScreenKey(id: string, actor: string): Promise<Schemas['ScreenKey']> {
      return committed(
        id,
        db.transaction(async (trx) => {
          const point = await points.lock(trx, id);
          if (!point) throw displayPointErrors.displayPointNotFound(id);
          if (point.status !== 'ACTIVE') throw displayPointErrors.displayPointNotActive(point.code);
          if (point.publishingTarget.type !== 'WEB_PAGE')
            throw displayPointErrors.displayPointNotWebPage(point.code, point.publishingTarget.type);
          const key = randomBytes(24).toString('base64url');
          const rotatedAt = await points.setScreenKey(trx, id, key, actor);
          return { key, url: `/siv/screens/${id}?key=${key}`, rotatedAt };
        }),
      );
    },
  };
}

export type DisplayPointService = ReturnType<typeof createDisplayPointService>;
