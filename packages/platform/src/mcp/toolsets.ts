/**
 * Toolsets: the subset of the tools a client asks for at `/mcp`, by module or family, and the
 * read-only mode (docs/adr/0027).
 */
import type { Request } from 'express';
import { AppError } from '../errors.ts';
import type { Operation } from '../openapi.ts';

/**
 * Which tools a client asked for (`/mcp?toolsets=referential.bays,siv&readOnly=true`): the
 * tools of the named toolsets only (all when none is named), and only those that change
 * nothing when `readOnly`.
 */
export interface ToolSelection {
  toolsets?: readonly string[];
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

/** Whether `selection` takes the tool of `operation`. */
export function selects(selection: ToolSelection, operation: Operation): boolean {
  if (selection.readOnly && !operation.readOnly) return false;
  if (!selection.toolsets || selection.toolsets.length === 0) return true;
  const family = toolsetOf(operation);
  return selection.toolsets.some((name) => family === name || family.startsWith(`${name}.`));
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

/** What a server tells its clients about choosing tools (its `instructions`). */
export function toolsetInstructions(toolsets: readonly string[]): string {
  return [
    'Every operation of the platform is a tool; tools/list shows those your token may call.',
    'To take fewer tools, connect to /mcp?toolsets=<names> (comma-separated) and/or /mcp?readOnly=true',
    '(only tools that change nothing). Toolsets are modules and their families:',
    `${toolsets.join(', ')}.`,
    'Every tool that changes something takes dryRun: true to try the change without making it.',
    "Resources: each module's OpenAPI document, and each rule domain's content schema.",
  ].join(' ');
}
