/**
 * The set a long-lived owner keeps its short-lived objects in (a server's requests being
 * answered, its connections): a set's operations, and members that die young once deleted even
 * when the set itself is old (ADR 0185).
 */
import { expect } from 'chai';
import { ShortLivedSet } from '../../src/short-lived-set.ts';
import { countScavenges, promoteWhatLives } from '../../src/testing/young-collections.ts';

/** Each member's block: 8,192 doubles, 64 KiB on the V8 heap. */
const BLOCK_BYTES = 8192 * 8;
const MEMBERS = 1600;

describe('ShortLivedSet', () => {
  it('holds each member added until it is deleted, in no particular order', () => {
    const set = new ShortLivedSet<string>();
    for (const member of ['a', 'b', 'c', 'd']) set.add(member);
    expect(set.delete('b')).to.equal(true);
    expect(set.delete('b')).to.equal(false);
    expect(set.delete('z')).to.equal(false);
    expect([...set].sort()).to.deep.equal(['a', 'c', 'd']);
  });

  it('iterates over the members as they were when the iteration began', () => {
    const set = new ShortLivedSet<number>();
    for (const member of [1, 2, 3]) set.add(member);
    const seen: number[] = [];
    for (const member of set) {
      seen.push(member);
      set.delete(member);
    }
    expect(seen.sort()).to.deep.equal([1, 2, 3]);
    expect([...set]).to.deep.equal([]);
  });

  it('lets the scavenges free its members once deleted, the set itself old', () => {
    const set = new ShortLivedSet<{ block: number[] }>();
    // A server's sets live as long as it does: made at its start, old by its first requests.
    set.add({ block: [] });
    promoteWhatLives();
    // 1,600 members of 64 KiB each, four held at a time, as requests are while answered: the
    // scavenges must not find the deleted ones alive. A `Set` in its place kept them all: about
    // twice their bytes found alive (each copied once, then promoted).
    const held: { block: number[] }[] = [];
    const counted = countScavenges();
    for (let i = 0; i < MEMBERS; i += 1) {
      const member = { block: new Array<number>(8192).fill(i) };
      set.add(member);
      held.push(member);
      if (held.length > 4) set.delete(held.shift() as { block: number[] });
    }
    const { scavenges, survivedBytes } = counted.stop();
    expect(scavenges, 'the members made the scavenges run').to.be.greaterThan(1);
    expect(survivedBytes / 1024, `KiB found alive by ${scavenges} scavenges`).to.be.below(
      (MEMBERS * BLOCK_BYTES) / 1024 / 10,
    );
    expect([...set]).to.have.length(5);
  });
});
