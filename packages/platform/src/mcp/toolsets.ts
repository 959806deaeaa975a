/**
 * Toolsets: the subsets of the tools an MCP client works with, by module or family, the `core`
 * a session starts with, and the read-only mode (docs/adr/0027, 0071). A session's toolsets
 * are held by the process serving `/mcp`, by the session id it gave at `initialize`.
 */
import type { Request } from 'express';
import { AppError } from '../errors.ts';
import { newId } from '../ids.ts';
import type { ApiSpec, Operation } from '../openapi.ts';

/** The toolset a session starts with: the discovery tools and the most used reads (`x-mcp-core`). */
export const CORE_TOOLSET = 'core';
/** The name that takes every toolset. */
export const ALL_TOOLSETS = 'all';

/**
 * Which tools a client works with: those of its enabled `toolsets` (the `core` when none is
 * given), and only those that change nothing when `readOnly`. A session's `toolsets` is the
 * list its toolset tools change.
 */
export interface ToolSelection {
  toolsets?: string[];
  readOnly?: boolean;
}

/**
 * The toolset of an operation: its family, the resource part of its permission
 * (`referential.bays` for `referential.bays:write`); a module's name (`referential`) names the
 * toolsets of all its families.
 */
export function toolsetOf(operation: Operation): string {
  return operation.permission.split(':')[0] as string;
}

/** Whether the toolset `name` (a module, a family, `core` or `all`) holds the tool of `operation`. */
export function holds(name: string, operation: Operation): boolean {
  if (name === ALL_TOOLSETS) return true;
  if (name === CORE_TOOLSET) return operation.mcpCore;
  const family = toolsetOf(operation);
  return family === name || family.startsWith(`${name}.`);
}

/** Whether `selection` takes the tool of `operation`. */
export function selects(selection: ToolSelection, operation: Operation): boolean {
  if (selection.readOnly && !operation.readOnly) return false;
  return (selection.toolsets ?? [CORE_TOOLSET]).some((name) => holds(name, operation));
}

/**
 * Whether the read-only mode, alone, takes the tool of `operation`: a tool it leaves out is
 * unknown to the client, one only outside the enabled toolsets is refused naming its toolset.
 */
export function readOnlyTakes(selection: ToolSelection, operation: Operation): boolean {
  return !selection.readOnly || operation.readOnly;
}

/**
 * The tools a client asked for in the query of `/mcp`: `toolsets` (comma-separated, or
 * repeated) and `readOnly` (`true` or `false`). A name no toolset has, or another value of
 * `readOnly`, is a 400 problem naming the parameter and what it takes.
 */
export function toolSelectionOf(query: Request['query'], toolsets: readonly string[]): ToolSelection {
  const values = (name: string) =>
    ([] as unknown[]).concat(query[name] ?? []).flatMap((value) => String(value).split(','));
  const names = values('toolsets')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !toolsets.includes(name));
  const readOnly = values('readOnly');
  const errors = [
    ...(unknown.length > 0
      ? [
          {
            field: 'query.toolsets',
            message: `no toolset named ${unknown.join(', ')}; toolsets are ${toolsets.join(', ')}`,
          },
        ]
      : []),
    ...(readOnly.length > 1 || (readOnly[0] !== undefined && !['true', 'false'].includes(readOnly[0]))
      ? [{ field: 'query.readOnly', message: 'is true or false' }]
      : []),
    ...Object.keys(query)
      .filter((name) => name !== 'toolsets' && name !== 'readOnly')
      .map((name) => ({
        field: `query.${name}`,
        message: 'unknown parameter; /mcp takes toolsets and readOnly',
      })),
  ];
  if (errors.length > 0) {
    throw new AppError(
      400,
      'invalid-request',
      'The tool selection in the query of /mcp is not one this server offers.',
      {
        errors,
      },
    );
  }
  return { ...(names.length > 0 ? { toolsets: names } : {}), readOnly: readOnly[0] === 'true' };
}

/**
 * What each toolset is, for `listToolsets`: a module by its contract's title, a family by the
 * description of its operations' tag, `core` and `all` by what they take.
 */
export function toolsetDescriptions(specs: readonly { name: string; spec: ApiSpec }[]): Map<string, string> {
  const descriptions = new Map<string, string>([
    [CORE_TOOLSET, 'The tools a session starts with: the toolset tools and the most used reads.'],
    [ALL_TOOLSETS, 'Every tool of every module.'],
  ]);
  for (const { name, spec } of specs) {
    const info = spec.document.info as { title?: string } | undefined;
    descriptions.set(name, `Every tool of ${info?.title ?? name}.`);
    const tags = new Map(
      ((spec.document.tags ?? []) as { name: string; description?: string }[]).map((t) => [
        t.name,
        t.description,
      ]),
    );
    for (const operation of spec.operations) {
      const family = toolsetOf(operation);
      const tag = operation.tags.map((t) => tags.get(t)).find(Boolean);
      if (!descriptions.has(family) && tag) descriptions.set(family, tag);
    }
  }
  return descriptions;
}

/** A session's toolsets, as held between its requests. */
interface HeldSession {
  toolsets: string[];
  usedAt: number;
}

/**
 * The toolsets of the MCP sessions of this process, by session id and subject (an id another
 * subject presents names a session of its own, never the first one's): at most `max` sessions, a
 * session unused for `idleMs` forgotten. A request naming a session this process does not hold
 * (forgotten, begun at another replica or before a restart, or another subject's) starts it
 * again from the toolsets of its URL: the tools it enabled must be enabled again, and a call of
 * one of them is refused naming its toolset, so an agent can tell.
 */
export function toolsetSessions(options: { max?: number; idleMs?: number; now?: () => number } = {}) {
  const max = options.max ?? 10_000;
  const idleMs = options.idleMs ?? 60 * 60 * 1000;
  // Idle time is elapsed time, not the business clock's: a monotonic reading.
  const now = options.now ?? (() => performance.now());
  const held = new Map<string, HeldSession>();
  const forgetIdle = () => {
    const before = now() - idleMs;
    for (const [id, session] of held) {
      if (session.usedAt >= before && held.size <= max) break;
      held.delete(id);
    }
  };
  return {
    /** A new session's id, starting with `toolsets`. */
    begin(subject: string, toolsets: readonly string[]): string {
      const id = newId();
      held.set(`${subject}\n${id}`, { toolsets: [...toolsets], usedAt: now() });
      forgetIdle();
      return id;
    },
    /** The live list of toolsets of session `id` (changed in place by the toolset tools). */
    toolsets(id: string, subject: string, initial: readonly string[]): string[] {
      const key = `${subject}\n${id}`;
      const session = held.get(key) ?? { toolsets: [...initial], usedAt: 0 };
      held.delete(key);
      session.usedAt = now();
      held.set(key, session); // last in the map: the map is in order of use
      forgetIdle();
      return session.toolsets;
    },
    get size() {
      return held.size;
    },
  };
}

/** What a server tells its clients about choosing tools (its `instructions`). */
export function toolsetInstructions(toolsets: readonly string[]): string {
  return [
    'Every operation of the platform is a tool. A session starts with the core toolset: the toolset tools',
    'and the most used reads. listToolsets names every toolset with its tool count; enableToolsets and',
    'disableToolsets change the tools this session lists (the server then sends notifications/tools/list_changed).',
    'A tool outside the enabled toolsets is refused, naming its toolset. /mcp?toolsets=<names> (comma-separated)',
    'starts the session with those toolsets instead of core (all: every tool); /mcp?readOnly=true takes only tools',
    `that change nothing. Toolsets: ${toolsets.join(', ')}.`,
    'Every tool that changes something takes dryRun: true to try the change without making it.',
    "Resources: each module's OpenAPI document, and each rule domain's content schema. Through the gateway, resources/subscribe",
    'to a record (transport://<service>/<record>/<id>, as the subject of its events) sends notifications/resources/updated on its changes.',
  ].join(' ');
}
