import {
  currentRequestContext,
  propagationHeaders,
  validationReportReply,
  type Clock,
  type HandlerMap,
} from '@transport/platform';
import type { Operations } from '../types.ts';
import type { SivValidationReportService } from './validation-report.service.ts';

export function sivValidationReportRoutes(
  service: SivValidationReportService,
  clock: Clock,
): HandlerMap<Pick<Operations, 'getSivValidationReport'>> {
  return {
    async getSivValidationReport(request) {
      const { query, headers } = request;
      const knownAt = currentRequestContext()?.asKnownAt ?? clock.now().toISOString();
      const report = await service.report(
        query,
        clock.dayOf(new Date(knownAt)),
        knownAt,
        propagationHeaders(request),
      );
      return validationReportReply(report, query.format, headers.accept, 'Validation report of the displays');
    },
  };
}
