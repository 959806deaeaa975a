/** JSON logs: one pino root logger per process; components take children with constant messages. */
import { pino } from 'pino';

export type Logger = pino.Logger;

export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Bearer tokens and payout details never reach a log line, whatever a caller logs.
    redact: {
      paths: ['req.headers.authorization', 'headers.authorization', '*.accountIdentifier', '*.iban', 'body'],
      censor: '[redacted]',
    },
  });
}
