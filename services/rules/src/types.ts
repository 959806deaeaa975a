/** Contract types of the rules service, from the generated OpenAPI types. */
import type { components, operations } from './generated/openapi.ts';

export type Schemas = components['schemas'];
export type Operations = operations;
