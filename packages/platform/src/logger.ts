/** JSON logs: one pino root logger per process; components take children with constant messages. */
import { trace } from '@opentelemetry/api';
import { pino } from 'pino';
import { tracingEnabled } from './tracing.ts';

export type Logger = pino.Logger;

const destinations = new WeakMap<Logger, { flush(cb?: (error?: Error) => unknown): void }>();

export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  // Asynchronous, batched writes: lines are written 4 KiB at a time (or every second, whichever
  // comes first), so that one log line per request does not cost one system call per request.
  // `flushLogger` runs at shutdown so that nothing is lost on a clean stop.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // A standard output whose reader is gone (the launcher killed) loses the lines, never the
  // process: unhandled, the error would end it before it drained.
  destination.on('error', () => undefined);
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // stdout closed
    }
  }, 1_000).unref();
  const logger = pino(
    {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // With tracing on, every line written while a request is handled carries the ids of its
      // trace and of the current span (off, the request's own line carries the caller's trace
      // id: see `requestIdentity`).
      ...(tracingEnabled ? { mixin: traceIds } : {}),
      // Bearer tokens and payout details never reach a log line, whatever a caller logs.
      redact: {
        paths: [
          'req.headers.authorization',
          'headers.authorization',
          '*.accountIdentifier',
          '*.iban',
          'body',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
  destinations.set(logger, destination);
  return logger;
}

function traceIds(): { traceId?: string; spanId?: string } {
  const span = trace.getActiveSpan();
  if (span === undefined) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

/**
 * Writes out what the logger still holds (before the process exits), waiting `timeoutMs` at
 * most. Asynchronous on purpose: the library's synchronous flush retries a write refused with
 * EPIPE for ever (a standard output whose reader is gone), which froze a stopping process,
 * deaf to every signal.
 */
export function flushLogger(logger: Logger, timeoutMs = 500): Promise<void> {
  const destination = destinations.get(logger);
  if (!destination) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      destination.flush(done);
    } catch {
      done(); // nothing buffered, or stdout already closed
    }
  });
}
