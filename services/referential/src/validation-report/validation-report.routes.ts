import { Readable } from 'node:stream';
import { currentRequestContext, ok, okStream, type Clock, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import { validationReportHtml } from './validation-report-html.ts';
import type { ValidationReportService } from './validation-report.service.ts';

export function validationReportRoutes(
  service: ValidationReportService,
  clock: Clock,
): HandlerMap<Pick<Operations, 'getValidationReport'>> {
  return {
    async getValidationReport({ query, headers }) {
      const knownAt = currentRequestContext()?.asKnownAt ?? clock.now().toISOString();
      const report = await service.report(query, knownAt);
      const accept = headers.accept ?? '';
      const html =
        query.format === undefined
          ? accept.includes('text/html') && !accept.includes('application/json')
          : query.format === 'html';
      if (!html) return ok(report);
      return okStream('text/html; charset=utf-8', Readable.from([validationReportHtml(report)]));
    },
  };
}
