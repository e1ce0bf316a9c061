import type { DamageReportInput } from '@shared/damage-reports/damage-reports.contract';
import type { DamageReportFormValues } from './damage-report-form';

/** Form values (validated by the same schema) as the API's input. */
export function toDamageReportInput(values: DamageReportFormValues): DamageReportInput {
  return {
    ...values,
    carId: values.carId ?? '',
    severity: (values.severity ?? '') as DamageReportInput['severity'],
    discoveredDate: values.discoveredDate ?? '',
    sourceType: values.sourceType as DamageReportInput['sourceType'],
    driveability: values.driveability as DamageReportInput['driveability'],
  };
}
