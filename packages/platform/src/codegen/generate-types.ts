/**
 * Generates each service's TypeScript types from its OpenAPI file (openapi-typescript), so the
 * handlers are typed by the contract and never by hand. `--check` fails when a generated file
 * differs from what the contract gives (drift).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TARGETS = [
  { spec: 'openapi/referential.yaml', out: 'services/referential/src/generated/openapi.ts' },
  { spec: 'openapi/rules.yaml', out: 'services/rules/src/generated/openapi.ts' },
  { spec: 'openapi/siv.yaml', out: 'services/siv/src/generated/openapi.ts' },
  { spec: 'openapi/gateway.yaml', out: 'gateway/src/generated/openapi.ts' },
];
const HEADER = '// DO NOT EDIT: generated from the OpenAPI file by `pnpm generate`.\n\n';

const check = process.argv.includes('--check');
let drift = false;
for (const target of TARGETS) {
  const ast = await openapiTS(pathToFileURL(path.join(root, target.spec)));
  const source = HEADER + astToString(ast);
  const formatted = await prettier.format(source, {
    ...(await prettier.resolveConfig(path.join(root, 'package.json'))),
    parser: 'typescript',
  });
  const out = path.join(root, target.out);
  const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
  if (current === formatted) continue;
  if (check) {
    drift = true;
    process.stderr.write(`${target.out} is out of date with ${target.spec}: run pnpm generate\n`);
  } else {
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, formatted);
    process.stdout.write(`wrote ${target.out}\n`);
  }
}
if (drift) process.exit(1);
