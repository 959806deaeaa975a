/**
 * The pacing of work asked for often (ADR 0129): the webhook rounds and the announcements of the
 * outbox's commits run at once when the last run is older than the gap, otherwise once at the
 * gap's end for every ask made meanwhile. The clock is the test's; the timers are real, short.
 */
import { expect } from 'chai';
import { paced } from '../../src/paced.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('paced work', () => {
  it('runs at once when idle, then once at the gap’s end for every ask made within it', async () => {
    let now = 1_000;
    let runs = 0;
    const work = paced(
      40,
      () => void (runs += 1),
      () => now,
    );
    work.ask();
    expect(runs, 'the first ask runs at once').to.equal(1);
    now += 10;
    for (let i = 0; i < 50; i += 1) work.ask();
    expect(runs, 'asks within the gap wait').to.equal(1);
    now += 30;
    await sleep(60);
    expect(runs, 'the asks within the gap run once, at its end').to.equal(2);
    // Long after the last run: at once again.
    now += 1_000;
    work.ask();
    expect(runs).to.equal(3);
  });

  it('drops a waiting run once stopped', async () => {
    let runs = 0;
    const work = paced(20, () => void (runs += 1));
    work.ask();
    work.ask();
    work.stop();
    await sleep(50);
    expect(runs).to.equal(1);
  });
});
