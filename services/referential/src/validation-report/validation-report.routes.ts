import { currentRequestContext, validationReportReply, type Clock, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { ValidationReportService } from './validation-report.service.ts';

export function validationReportRoutes(
  service: ValidationReportService,
  clock: Clock,
): HandlerMap<Pick<Operations, 'getValidationReport'>> {
  return {
    async getValidationReport({ query, headers }) {
      const knownAt = currentRequestContext()?.asKnownAt ?? clock.now().toISOString();
      const report = await service.report(query, knownAt);
      return validationReportReply(report, query.format, headers.accept, 'Validation report of the registry');
    },
  };
}
