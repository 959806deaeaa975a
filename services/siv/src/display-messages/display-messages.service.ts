/**
 * Display messages: created by station staff with a scope, a validity, a priority and texts,
 * retired to take them off the boards. Boards read the messages in force (`inForce`) from
 * memory, kept until a write to any message commits (the group `messages` of the displays'
 * notified cache).
 */
import { createCatalogRecords, type Database, type NotifiedCache } from '@transport/platform';
import { displayMessageErrors as Errors } from './display-messages.errors.ts';
import type { BoardPlace } from './display-messages.port.ts';
import type { Schemas } from '../types.ts';
import {
  messageColumns,
  type DisplayMessage,
  type DisplayMessageRepository,
} from './display-messages.repository.ts';

/** The group (and key) under which the boards keep the messages, announced by the table's trigger. */
export const MESSAGES_GROUP = 'messages';

/** How far back the boards keep ended messages, for a board asked for a recent past instant. */
const KEPT_AFTER_END_MS = 24 * 3_600_000;

const URGENCY: Record<DisplayMessage['priority'], number> = { EMERGENCY: 0, WARNING: 1, INFO: 2 };

const same = (a: string | undefined, b: string | null) =>
  a !== undefined && b !== null && a.toUpperCase() === b.toUpperCase();

/** Whether a message's scope covers a board (a bay's message also shows on its area's whole-area boards). */
export function covers(scope: Schemas['DisplayMessageScope'], place: BoardPlace): boolean {
  const { subjects } = scope;
  switch (scope.type) {
    case 'NETWORK':
      return true;
    case 'STATION_AREA':
      return same(subjects.stationArea, place.stationAreaCode);
    case 'BAY':
      return (
        same(subjects.stationArea, place.stationAreaCode) &&
        (place.bayCode === null || same(subjects.bay, place.bayCode))
      );
    case 'LINE':
      return [...place.lineCodes].some((line) => same(subjects.line, line));
  }
}

export function createDisplayMessageService(
  db: Database,
  messages: DisplayMessageRepository,
  cache: Pick<NotifiedCache<unknown>, 'get' | 'invalidate'>,
  now: () => number,
) {
  const catalog = createCatalogRecords(db, messages, 'display message', {
    notFound: Errors.displayMessageNotFound,
    retired: Errors.displayMessageNotActive,
  });
  const changed = () => cache.invalidate(MESSAGES_GROUP);

  return {
    ...catalog.reads,

    async create(input: Schemas['DisplayMessageCreate'], actor: string): Promise<string> {
      if (input.validTo != null && Date.parse(input.validTo) <= Date.parse(input.validFrom))
        throw Errors.messageValidityEmpty();
      const languages = input.texts.map((t) => t.language);
      const twice = languages.findIndex((l, i) => languages.indexOf(l) !== i);
      if (twice >= 0)
        throw Errors.messageLanguageTwice(`body.texts[${twice}].language`, languages[twice] ?? '');
      const id = await catalog.create(actor, () => messageColumns(input));
      changed();
      return id;
    },

    async retire(id: string, reason: string, actor: string): Promise<DisplayMessage> {
      const retired = await catalog.retire(id, reason, actor);
      changed();
      return retired;
    },

    /** The messages in force at `instant` for a board at `place`, the most urgent first. */
    async inForce(instant: number, place: BoardPlace): Promise<DisplayMessage[]> {
      const active = (await cache.get(MESSAGES_GROUP, MESSAGES_GROUP, () =>
        messages.activeSince(new Date(now() - KEPT_AFTER_END_MS)),
      )) as DisplayMessage[];
      return active
        .filter(
          (m) =>
            Date.parse(m.validFrom) <= instant &&
            (m.validTo === null || instant < Date.parse(m.validTo)) &&
            covers(m.scope, place),
        )
        .sort(
          (a, b) =>
            URGENCY[a.priority] - URGENCY[b.priority] ||
            Date.parse(b.validFrom) - Date.parse(a.validFrom) ||
            a.code.localeCompare(b.code),
        );
    },
  };
}

export type DisplayMessageService = ReturnType<typeof createDisplayMessageService>;
