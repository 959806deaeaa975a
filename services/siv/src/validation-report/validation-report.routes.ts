import { validationReportHandler, type Clock, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { SivValidationReportService } from './validation-report.service.ts';

export function sivValidationReportRoutes(
  service: SivValidationReportService,
  clock: Clock,
): HandlerMap<Pick<Operations, 'getSivValidationReport'>> {
  return {
    getSivValidationReport: validationReportHandler(
      clock,
      'Validation report of the displays',
      (query, bounds) => service.report(query, bounds),
    ),
  };
}
