import { expect } from 'chai';
import { newId } from '../../src/ids.ts';

describe('ids made in the process', () => {
  it('are random UUIDs of version 4, each one new', () => {
    const ids = Array.from({ length: 1_000 }, () => newId());
    for (const id of ids)
      expect(id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).to.equal(1_000);
  });
});
