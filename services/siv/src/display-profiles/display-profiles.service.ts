/**
 * Display profiles: created with defaults for the settings left out, corrected while active
 * (never their code or kind: the contract refuses those fields), retired once no active display
 * point uses them.
 */
import { createCatalogRecords, type Database, type Precondition } from '@transport/platform';
import { displayProfileErrors } from './display-profiles.errors.ts';
import type { DisplayPointPort } from '../display-points/display-points.port.ts';
import type { Schemas } from '../types.ts';
import {
  settingColumns,
  type DisplayProfile,
  type DisplayProfilePatch,
  type DisplayProfileRepository,
  type FallbackContent,
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
  if (content.type === 'TEXT' && content.text === undefined)
    throw displayProfileErrors.fallbackTextRequired(field);
  if (content.type !== 'TEXT' && content.text !== undefined)
    throw displayProfileErrors.fallbackTextNotAllowed(field, content.type);
}

export function createDisplayProfileService(
  db: Database,
  profiles: DisplayProfileRepository,
  points: DisplayPointPort,
  /** Told the profile a write changed, once it has committed. */
  changed: (id: string) => void = () => undefined,
) {
  const catalog = createCatalogRecords(db, profiles, 'display profile', {
    notFound: displayProfileErrors.displayProfileNotFound,
    retired: displayProfileErrors.displayProfileNotActive,
  });

  return {
    ...catalog.reads,

    create(input: Schemas['DisplayProfileCreate'], actor: string): Promise<string> {
      checkFallback(input.fallbackContent);
      const settings = { ...PROFILE_DEFAULTS, ...input };
      return catalog.create(actor, () => ({
        code: input.code,
        kind: input.kind,
        ...settingColumns(settings),
      }));
    },

    async correct(
      id: string,
      patch: DisplayProfilePatch,
      actor: string,
      wanted?: Precondition,
    ): Promise<DisplayProfile> {
      checkFallback(patch.fallbackContent);
      const corrected = await catalog.correct(id, actor, wanted, async () => settingColumns(patch));
      changed(id);
      return corrected;
    },

    /**
     * The update lock the retirement takes waits for assignments holding a share lock on the
     * profile, so no point can take it between the count and the retirement.
     */
    async retire(id: string, reason: string, actor: string) {
      const retired = await catalog.retire(id, reason, actor, async (trx, profile) => {
        const users = await points.countActiveWithProfile(trx, id);
        if (users > 0) throw displayProfileErrors.displayProfileInUse(profile.code, users);
      });
      changed(id);
      return retired;
    },
  };
}

export type DisplayProfileService = ReturnType<typeof createDisplayProfileService>;
