/**
 * The merged OpenAPI document the gateway serves (`/openapi.json`), built from `openapi/*.yaml`
 * as the gateway builds it and written to a file, for the tools that read a file: the API
 * linters (`pnpm run lint:security`) and the mock server (`docs/testing.md`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiSpec } from '@transport/platform';
import { mergeApiDocs, MODULES, PLATFORM_INFO } from './merged-api-docs.ts';

const OPENAPI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi');

/** Writes the merged document to `target` (its folder made if missing); answers its path count. */
export async function writeMergedContract(target: string): Promise<number> {
  const modules = await Promise.all(
    (Object.keys(MODULES) as (keyof typeof MODULES)[]).map(async (name) => ({
      module: MODULES[name],
      document: (await loadApiSpec(path.join(OPENAPI_DIR, `${name}.yaml`))).document,
    })),
  );
  const merged = mergeApiDocs(modules, { ...PLATFORM_INFO, version: 'merged' });
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  writeFileSync(target, JSON.stringify(merged, null, 2));
  return Object.keys(merged.paths as object).length;
}
