/**
 * Writes the merged OpenAPI document the gateway serves (`/openapi.json`) to the file named as
 * the first argument, built from `openapi/*.yaml` as the gateway builds it, so that the API
 * linters can read it: `pnpm run lint:security` lints it beside the three contracts.
 *
 *   tsx gateway/src/write-merged-contract.ts <file>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiSpec } from '@transport/platform';
import { mergeApiDocs, MODULES, PLATFORM_INFO } from './merged-api-docs.ts';

const OPENAPI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi');

const target = process.argv[2];
if (!target) {
  console.error('usage: tsx gateway/src/write-merged-contract.ts <file>');
  process.exit(2);
}
const modules = await Promise.all(
  (Object.keys(MODULES) as (keyof typeof MODULES)[]).map(async (name) => ({
    module: MODULES[name],
    document: (await loadApiSpec(path.join(OPENAPI_DIR, `${name}.yaml`))).document,
  })),
);
const merged = mergeApiDocs(modules, { ...PLATFORM_INFO, version: 'merged' });
mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
writeFileSync(target, JSON.stringify(merged, null, 2));
console.log(`${target}: ${Object.keys(merged.paths as object).length} paths`);
