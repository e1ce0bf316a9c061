import type { DamageReportListQuery } from '@shared/damage-reports/damage-reports.contract';

export const damageReportKeys = {
  all: ['damage-reports'] as const,
  list: (query: DamageReportListQuery) => [...damageReportKeys.all, 'list', query] as const,
  detail: (id: string) => [...damageReportKeys.all, 'detail', id] as const,
};
