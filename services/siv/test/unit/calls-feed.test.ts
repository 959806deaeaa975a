/**
 * siv's follower of the registry's change feed (ADR 0159) against a registry of its own: where it
 * starts reading, and what it hands the boards.
 */
import { expect } from 'chai';
import { followCallsFeed } from '../../src/boards/calls-feed.ts';
import type { RegistryEvents } from '../../src/referential-client/referential-client.ts';

/** A feed of events `1` … `count`, each naming `station/<n>`, read as the registry serves it. */
function registryOf(count: number, options: { down?: boolean } = {}) {
  const asked: (string | undefined)[] = [];
  return {
    asked,
    async events(after: string | undefined, size: number): Promise<RegistryEvents> {
      asked.push(after);
      if (options.down) throw new Error('the registry is down');
      const from = after ? Number(after) : 0;
      const data = [];
      for (let n = from + 1; n <= Math.min(count, from + size); n += 1)
        data.push({ subject: `station/${n}` });
      return {
        data,
        next: data.length > 0 ? String(from + data.length) : (after ?? null),
        newest: count > 0 ? String(count) : null,
      };
    },
  };
}

describe('the follower of the registry’s change feed', () => {
  const quiet = { warn() {} };

  it('begins after the feed’s newest event: the boards are told only what comes next', async () => {
    const registry = registryOf(2500);
    const told: string[][] = [];
    const feed = followCallsFeed({
      registry,
      changed: (s) => told.push([...s]),
      pollMs: 60_000,
      logger: quiet,
    });
    expect(await feed.begin()).to.equal(true);
    await feed.poll();
    expect(told).to.deep.equal([[]]);
    expect(registry.asked).to.deep.equal([undefined, '2500']);
  });

  it('reads from the oldest event kept when the registry could not say its newest at the start', async () => {
    const down = registryOf(1500, { down: true });
    const up = registryOf(1500);
    const told: string[][] = [];
    const warned: unknown[] = [];
    const feed = followCallsFeed({
      // Down for the start's question, up afterwards.
      registry: { events: (after, size) => (down.asked.length === 0 ? down : up).events(after, size) },
      changed: (s) => told.push([...s]),
      pollMs: 60_000,
      logger: { warn: (entry: unknown) => warned.push(entry) },
    });
    expect(await feed.begin()).to.equal(false);
    expect(warned).to.have.length(1);
    await feed.poll();
    expect(told[0]).to.have.length(1500);
    expect(up.asked).to.deep.equal([undefined, '1000']);
  });
});
