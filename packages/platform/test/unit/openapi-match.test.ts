import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { loadApiSpec, type ApiSpec } from '../../src/index.ts';

const REFERENTIAL = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../openapi/referential.yaml',
);

describe('matching a request to its operation', () => {
  let spec: ApiSpec;
  before(async () => {
    spec = await loadApiSpec(REFERENTIAL);
  });
  const match = (method: string, url: string) => {
    const found = spec.match(method, url);
    return found && { operationId: found.operation.operationId, params: found.params };
  };

  it('finds the operation of a path, with its decoded parameters, with or without a trailing slash', () => {
    expect(match('GET', '/referential/v1/bays/a%20b')).to.deep.equal({
      operationId: 'getBay',
      params: { id: 'a b' },
    });
    expect(match('get', '/referential/v1/bays/b1/')).to.deep.equal({
      operationId: 'getBay',
      params: { id: 'b1' },
    });
    expect(match('GET', '/referential/v1/bays')?.operationId).to.equal('searchBays');
    expect(match('POST', '/referential/v1/bays/b1/decommissioning')).to.deep.equal({
      operationId: 'decommissionBay',
      params: { id: 'b1' },
    });
  });

  it('prefers a literal segment to a parameter', () => {
    expect(match('GET', '/referential/v1/vehicle-permits/expiry-worklist')?.operationId).to.equal(
      'getPermitExpiryWorklist',
    );
    expect(match('GET', '/referential/v1/vehicle-permits/p1')?.operationId).to.equal('getVehiclePermit');
    // The paths a linter calls ambiguous (docs/developing.md): `by-code` is read as fixed.
    expect(match('GET', '/referential/v1/carriers/by-code/changes')).to.deep.equal({
      operationId: 'getCarrierByCode',
      params: { code: 'changes' },
    });
  });

  it('gives a literal path its requests whatever their method: GET on the POST-only imports is no permit read', () => {
    expect(match('GET', '/referential/v1/vehicle-permits/imports')).to.equal(undefined);
    expect(spec.methodsOf('/referential/v1/vehicle-permits/imports')).to.deep.equal(['POST']);
    expect(spec.methodsOf('/referential/v1/vehicle-permits/p1')).to.deep.equal(['GET']);
    expect(spec.methodsOf('/referential/v1/vehicle-permits')).to.deep.equal(['GET', 'POST']);
  });

  it('matches nothing for another method, another depth or an empty segment', () => {
    expect(match('DELETE', '/referential/v1/bays/b1')).to.equal(undefined);
    expect(match('GET', '/referential/v1/bays/b1/x/y')).to.equal(undefined);
    expect(match('GET', '/referential/v1/bays//decommissioning')).to.equal(undefined);
    expect(match('GET', '/referential/v2/bays/b1')).to.equal(undefined);
  });
});
