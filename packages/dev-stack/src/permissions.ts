/** Every permission named by an `x-permission` in the contract files: what `pnpm run token` grants by default. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_SCHEMA, load } from 'js-yaml';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const OPENAPI_DIR = path.join(REPO_ROOT, 'openapi');

/** What siv's client may ask: the location checks of display points, the boards' calls (and the feed of their changes) and boarding closures. */
export const SIV_CLIENT_PERMISSIONS: readonly string[] = [
  'referential.station-areas:read',
  'referential.bays:read',
  'referential.schedules:read',
  'referential.stations:read',
  // The registry's change feed, and the families of the records a board's calls are made of
  // whose events it serves (BOARD_CALLS_FOLLOW=feed, ADR 0159).
  'referential.events:read',
  'referential.lines:read',
  'referential.destinations:read',
  'referential.calendars:read',
  'rules.rules:read',
  'rules.rules:resolve',
];

export function allPermissions(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(OPENAPI_DIR).filter((f) => f.endsWith('.yaml'))) {
    const doc = load(readFileSync(path.join(OPENAPI_DIR, file), 'utf8'), { schema: CORE_SCHEMA }) as {
      paths?: Record<string, Record<string, { 'x-permission'?: string }>>;
    };
    for (const item of Object.values(doc.paths ?? {})) {
      for (const op of Object.values(item)) {
        if (op && typeof op === 'object' && typeof op['x-permission'] === 'string')
          found.add(op['x-permission']);
      }
    }
  }
  return [...found].sort();
}
