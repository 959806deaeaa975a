/**
 * A scenario's targets, judged where it measures them: `judge` prints one line per target (what
 * it asks, `met` or `NOT MET`, the figure it was judged on) and hands the verdict to `pnpm bench`
 * (./run.ts), which lists every verdict of every scenario in its summary. A tiny run's figures
 * say nothing about performance: its verdicts are printed as `not judged` and not counted.
 */
import { TINY } from './size.ts';

/** What `pnpm bench` is sent, over the child's IPC channel, for each target judged. */
export interface Verdict {
  kind: 'verdict';
  target: string;
  figure: string;
  met: boolean;
}

/** Prints `target` met or not, with the `figure` it was judged on, and reports it. */
export function judge(target: string, figure: string, met: boolean): void {
  const mark = TINY ? 'not judged' : met ? 'met' : 'NOT MET';
  console.log(`  target: ${target.padEnd(52)} ${mark.padEnd(10)} ${figure}`);
  if (TINY) return;
  const verdict: Verdict = { kind: 'verdict', target, figure, met };
  process.send?.(verdict);
}

export function isVerdict(message: unknown): message is Verdict {
  return typeof message === 'object' && message !== null && (message as Verdict).kind === 'verdict';
}
