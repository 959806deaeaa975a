/** Contract types of the display service, from the generated OpenAPI types. */
import type { components, operations } from './generated/openapi.ts';

export type Schemas = components['schemas'];
export type Operations = operations;
export type DisplayKind = Schemas['DisplayKind'];
export type DisplayStatus = Schemas['DisplayStatus'];
