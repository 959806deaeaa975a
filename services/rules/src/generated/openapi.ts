// DO NOT EDIT: generated from the OpenAPI file by `pnpm generate`.

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
