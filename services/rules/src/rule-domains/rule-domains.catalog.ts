/**
 * The rule domains shipped with the service. Each names the JSON Schema (draft 2020-12) that
 * the content of its rule versions must satisfy, the version of that schema (bumped with any
 * change to it, and recorded by every version checked against it), and the scope types its
 * rules may take. The codes are also an enum of the contract and a check of the database.
 */
import type { Schemas } from '../types.ts';

export type RuleDomainCode = Schemas['RuleDomainCode'];
export type ScopeType = Schemas['ScopeType'];

export interface RuleDomainDefinition {
  code: RuleDomainCode;
  name: string;
  description: string;
  schemaVersion: number;
  scopeTypes: readonly ScopeType[];
  schema: Record<string, unknown>;
}

const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

export const RULE_DOMAINS: readonly RuleDomainDefinition[] = [
  {
    code: 'BAY_DWELL_TIME',
    name: 'Dwell time at a bay',
    description:
      'How long a bus may stand at a bay to board and alight, the grace given before it overstays, and what the station does then.',
    schemaVersion: 1,
    scopeTypes: ['NETWORK', 'STATION', 'STATION_AREA', 'BAY'],
    schema: {
      $schema: DRAFT_2020_12,
      title: 'Dwell time at a bay',
      type: 'object',
      additionalProperties: false,
      required: ['minutes', 'overstayAction'],
      properties: {
        minutes: {
          type: 'integer',
          minimum: 1,
          maximum: 240,
          description: 'Longest time a bus may stand at the bay, in minutes.',
        },
        graceMinutes: {
          type: 'integer',
          minimum: 0,
          maximum: 60,
          default: 0,
          description: 'Tolerance after `minutes` before the bus counts as overstaying.',
        },
        overstayAction: {
          enum: ['WARN_DRIVER', 'NOTIFY_CONTROL_ROOM', 'REQUEST_DEPARTURE'],
          description: 'What the station does when a bus overstays.',
        },
      },
    },
  },
  {
    code: 'BOARDING_CLOSURE',
    name: 'Boarding closure before departure',
    description:
      'When boarding closes before a departure, when the final call is announced, and whether displays show it.',
    schemaVersion: 1,
    scopeTypes: ['NETWORK', 'LINE', 'STATION', 'STATION_AREA', 'BAY'],
    schema: {
      $schema: DRAFT_2020_12,
      title: 'Boarding closure before departure',
      type: 'object',
      additionalProperties: false,
      required: ['minutesBeforeDeparture'],
      properties: {
        minutesBeforeDeparture: {
          type: 'integer',
          minimum: 0,
          maximum: 60,
          description: 'Boarding closes this many minutes before the scheduled departure.',
        },
        finalCallMinutesBeforeDeparture: {
          type: 'integer',
          minimum: 0,
          maximum: 120,
          description: 'The final boarding call is announced this many minutes before departure.',
        },
        showOnDisplays: {
          type: 'boolean',
          default: true,
          description: 'Whether passenger displays show the closure.',
        },
      },
    },
  },
  {
    code: 'CONNECTION_TIME',
    name: 'Minimum connection time',
    description:
      'The minimum time guaranteed between an arrival and a connecting departure, and how long a departure may be held for a late connection.',
    schemaVersion: 1,
    scopeTypes: ['NETWORK', 'LINE', 'STATION', 'STATION_AREA'],
    schema: {
      $schema: DRAFT_2020_12,
      title: 'Minimum connection time',
      type: 'object',
      additionalProperties: false,
      required: ['minimumMinutes'],
      properties: {
        minimumMinutes: {
          type: 'integer',
          minimum: 0,
          maximum: 120,
          description: 'Minimum minutes between an arrival and a connecting departure.',
        },
        holdDepartureMaxMinutes: {
          type: 'integer',
          minimum: 0,
          maximum: 30,
          default: 0,
          description: 'A departure may wait this long for a late connecting arrival.',
        },
      },
    },
  },
];
