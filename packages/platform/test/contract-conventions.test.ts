import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { loadApiSpec } from '../src/index.ts';

const OPENAPI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi');

// The document as written, $refs unresolved.
type Doc = Record<string, any>;

describe('the contracts follow the correction convention (ADR 0008)', () => {
  for (const service of ['referential', 'rules', 'siv']) {
    it(`${service}: every PATCH takes If-Match and may answer 409, and its record's reads send ETag`, async () => {
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const paths = (spec.document as Doc).paths as Doc;
      const corrections = spec.operations.filter((o) => o.method === 'patch');
      for (const operation of corrections) {
        const item = paths[operation.path] as Doc;
        const refs = ((item.patch.parameters ?? []) as Doc[]).map((p) => p.$ref);
        expect(refs, operation.operationId).to.include('#/components/parameters/IfMatch');
        expect(item.patch.responses, operation.operationId).to.have.property('409');
        const tagged = [item.get?.responses?.['200'], item.patch.responses['200']].filter(Boolean) as Doc[];
        expect(item.get?.responses?.['200'], `GET ${operation.path}`).to.not.equal(undefined);
        for (const response of tagged)
          expect(response.headers?.ETag, operation.operationId).to.deep.equal({
            $ref: '#/components/headers/ETag',
          });
      }
      // Rules are never corrected in place: a change is a new version.
      if (service !== 'rules') expect(corrections.length).to.be.greaterThan(0);
    });
  }
});
