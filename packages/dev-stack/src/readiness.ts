/** Waiting for a process started here to say it is ready on its management port. */
import type { ChildProcess } from 'node:child_process';

export interface ReadinessOptions {
  /** Named in the error. */
  name: string;
  /** Stop waiting (with an error) as soon as this process has exited. */
  child?: ChildProcess;
  timeoutMs?: number;
}

/** Polls `url` (an `/actuator/health/readiness`) until it answers 2xx, or throws. */
export async function waitUntilReady(url: string, options: ReadinessOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const child = options.child;
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${options.name} exited (${child.signalCode ?? child.exitCode}) before it was ready`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${options.name} did not become ready within ${timeoutMs / 1000} s`);
}
