/**
 * Display profiles: created with defaults for the settings left out, corrected while active
 * (never their code or kind: the contract refuses those fields), retired once no active display
 * point uses them.
 */
import {
  assertPrecondition,
  pageOf,
  type Database,
  type Page,
  type PageRequest,
  type Precondition,
} from '@transport/platform';
import { Errors } from '../errors.ts';
import type { DisplayPointPort } from '../display-points/display-points.port.ts';
import type { Schemas } from '../types.ts';
import type {
  DisplayProfile,
  DisplayProfileCriteria,
  DisplayProfilePatch,
  DisplayProfileRepository,
  FallbackContent,
} from './display-profiles.repository.ts';

/** The settings a profile takes when its creation leaves them out (documented in the contract). */
export const PROFILE_DEFAULTS = {
  horizonMinutes: 60,
  lineCount: 10,
  sort: 'ANNOUNCED_TIME',
  cancellationGraceMinutes: 5,
  pageSeconds: 10,
  fallbackContent: { type: 'CLOCK' },
} as const satisfies Partial<Schemas['DisplayProfileCreate']>;

/** TEXT needs its text; the other types show no text. */
function checkFallback(content: FallbackContent | undefined): void {
  if (!content) return;
  const field = 'body.fallbackContent.text';
  if (content.type === 'TEXT' && content.text === undefined) throw Errors.fallbackTextRequired(field);
  if (content.type !== 'TEXT' && content.text !== undefined)
    throw Errors.fallbackTextNotAllowed(field, content.type);
}

export function createDisplayProfileService(
  db: Database,
  profiles: DisplayProfileRepository,
  points: DisplayPointPort,
) {
  return {
    create(input: Schemas['DisplayProfileCreate'], actor: string): Promise<string> {
      checkFallback(input.fallbackContent);
      return profiles.insert({ ...PROFILE_DEFAULTS, ...input }, actor);
    },

    async get(id: string): Promise<DisplayProfile> {
      const profile = await profiles.findById(id);
      if (!profile) throw Errors.displayProfileNotFound(id);
      return profile;
    },

    async search(criteria: DisplayProfileCriteria, page: PageRequest): Promise<Page<DisplayProfile>> {
      const { rows, total } = await profiles.search(criteria, page);
      return pageOf(page, rows, total);
    },

    async correct(
      id: string,
      patch: DisplayProfilePatch,
      actor: string,
      wanted?: Precondition,
    ): Promise<DisplayProfile> {
      checkFallback(patch.fallbackContent);
      return db.transaction(async (trx) => {
        const profile = await profiles.lock(trx, id, 'update');
        if (!profile) throw Errors.displayProfileNotFound(id);
        if (profile.status === 'RETIRED') throw Errors.displayProfileNotActive(profile.code);
        assertPrecondition(wanted, profile, 'display profile');
        await profiles.update(trx, id, patch, actor);
        return (await profiles.findById(id, trx)) as DisplayProfile;
      });
    },

    async retire(id: string, reason: string, actor: string): Promise<DisplayProfile> {
      return db.transaction(async (trx) => {
        // The update lock waits for assignments holding a share lock on the profile, so no
        // point can take it between the count and the retirement.
        const profile = await profiles.lock(trx, id, 'update');
        if (!profile) throw Errors.displayProfileNotFound(id);
        if (profile.status === 'RETIRED') throw Errors.displayProfileNotActive(profile.code);
        const users = await points.countActiveWithProfile(trx, id);
        if (users > 0) throw Errors.displayProfileInUse(profile.code, users);
        await profiles.retire(trx, id, reason, actor);
        return (await profiles.findById(id, trx)) as DisplayProfile;
      });
    },
  };
}

export type DisplayProfileService = ReturnType<typeof createDisplayProfileService>;
