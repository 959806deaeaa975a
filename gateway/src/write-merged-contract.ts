/**
 * Writes the merged OpenAPI document the gateway serves (`/openapi.json`) to the file named as
 * the first argument, so that the API linters and the mock server can read it:
 * `pnpm run lint:security` lints it beside the three contracts.
 *
 *   node gateway/src/write-merged-contract.ts <file>
 */
import { writeMergedContract } from './merged-contract-file.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: node gateway/src/write-merged-contract.ts <file>');
  process.exit(2);
}
console.log(`${target}: ${await writeMergedContract(target)} paths`);
