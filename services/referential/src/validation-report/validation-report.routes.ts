import { validationReportHandler, type Clock, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { ValidationReportService } from './validation-report.service.ts';

export function validationReportRoutes(
  service: ValidationReportService,
  clock: Clock,
): HandlerMap<Pick<Operations, 'getValidationReport'>> {
  return {
    getValidationReport: validationReportHandler(
      clock,
      'Validation report of the registry',
      (query, bounds) => service.report(query, bounds),
    ),
  };
}
