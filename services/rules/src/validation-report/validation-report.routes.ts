import { validationReportHandler, type Clock, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { RulesValidationReportService } from './validation-report.service.ts';

export function rulesValidationReportRoutes(
  service: RulesValidationReportService,
  clock: Clock,
): HandlerMap<Pick<Operations, 'getRulesValidationReport'>> {
  return {
    getRulesValidationReport: validationReportHandler(
      clock,
      'Validation report of the rules',
      (query, bounds) => service.report(query, bounds),
    ),
  };
}
