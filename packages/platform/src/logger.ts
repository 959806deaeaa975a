/** JSON logs: one pino root logger per process; components take children with constant messages. */
import { trace } from '@opentelemetry/api';
import { pino } from 'pino';
import { tracingEnabled } from './tracing.ts';

export type Logger = pino.Logger;

const destinations = new WeakMap<Logger, { flush(cb?: (error?: Error) => unknown): void }>();

export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  const destination = logDestination(1);
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // stdout closed
    }
  }, 1_000).unref();
  const logger = loggerOn(destination, service, level);
  destinations.set(logger, destination);
  return logger;
}

/**
 * Where a process's lines go (`fd`: its standard output): asynchronous, batched writes, lines
 * written 4 KiB at a time (or every second, whichever comes first: `createLogger`), so that one
 * log line per request does not cost one system call per request. `flushLogger` runs at
 * shutdown so that nothing is lost on a clean stop. The library (sonic-boom) is patched to keep
 * the byte length of the text it is batching rather than measure it again at every line, which
 * copied the batch each time (ADR 0139).
 */
export function logDestination(fd: number) {
  const destination = pino.destination({ dest: fd, sync: false, minLength: 4096 });
  // A standard output whose reader is gone (the launcher killed) loses the lines, never the
  // process: unhandled, the error would end it before it drained.
  destination.on('error', () => undefined);
  return destination;
}

/**
 * A logger of the platform's options (`loggerOptions`) writing to `destination`, whose
 * children's bindings go through the same censoring as its lines' (pino gives a child no
 * `bindings` formatter; the root's own bindings are the service's name alone).
 */
export function loggerOn(destination: pino.DestinationStream, service: string, level: string): Logger {
  const logger = pino(loggerOptions(service, level), destination);
  const child = logger.child;
  // On the root; every child (made from it, or from a child) has it as its prototype.
  logger.child = function boundTo(this: Logger, bindings, options) {
    return child.call(this, withoutPayoutDetails(bindings), options);
  } as typeof logger.child;
  return logger;
}

/**
 * The options of every process's logger (`createLogger`): the service's name on each line, the
 * time, the level as its name, the trace's ids with tracing on, and what is never logged.
 *
 * Bearer tokens and payout details never reach a log line, whatever a caller logs: a `body` at
 * the top of a line, the `authorization` of its `headers` (or of its `req`'s) are censored by
 * pino's `redact`; the payout details (`accountIdentifier`, `iban`) of any object at the top of
 * a line or of a child's bindings by `withoutPayoutDetails` (children: see `loggerOn`). As
 * `*.iban` paths of `redact` they made pino run its redaction on every field of every line (the
 * request's id, its route, its status ...), parsing the paths anew each time, where only an
 * object can hold them (ADR 0132).
 */
function loggerOptions(service: string, level: string): pino.LoggerOptions {
  return {
    level,
    base: { service },
    timestamp: isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: withoutPayoutDetails,
    },
    // With tracing on, every line written while a request is handled carries the ids of its
    // trace and of the current span (off, the request's own line carries the caller's trace
    // id: see `requestIdentity`).
    ...(tracingEnabled ? { mixin: traceIds } : {}),
    redact: { paths: ['req.headers.authorization', 'headers.authorization', 'body'], censor: CENSOR },
  };
}

const CENSOR = '[redacted]';
const PAYOUT_KEYS = ['accountIdentifier', 'iban'];
const isListed = (object: object, key: string) => Object.prototype.propertyIsEnumerable.call(object, key);

/**
 * `fields` with the payout details of each object among them censored, in a copy of that
 * object (of the same prototype, with the same properties: an error stays one for pino's
 * serializer); `fields` itself when none holds any. Only what a line shows is censored: an
 * object's own enumerable properties, one level down (an array's named properties never show).
 */
function withoutPayoutDetails<T extends Record<string, unknown>>(fields: T): T {
  let censored: Record<string, unknown> | undefined;
  for (const name in fields) {
    const value = fields[name];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    if (!PAYOUT_KEYS.some((key) => isListed(value, key))) continue;
    // Each property's value read from the original: an error's `stack` is an accessor that
    // answers only on the error itself.
    const copy = Object.create(Object.getPrototypeOf(value) as object | null) as object;
    for (const key of Reflect.ownKeys(value)) {
      Object.defineProperty(copy, key, {
        value: PAYOUT_KEYS.includes(key as string) ? CENSOR : (value as Record<PropertyKey, unknown>)[key],
        enumerable: isListed(value, key as string),
        writable: true,
        configurable: true,
      });
    }
    censored ??= { ...fields };
    censored[name] = copy;
  }
  return (censored ?? fields) as T;
}

let stampedAt = Number.NaN;
let stamp = '';
/** pino's `isoTime` (`,"time":"<ISO 8601>"`), its text made once a millisecond. */
function isoTime(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
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
