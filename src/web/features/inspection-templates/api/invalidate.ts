import type { QueryClient } from '@tanstack/react-query';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { inspectionTemplateKeys } from './keys';

/** The template list and the checklists inspections use (both live under the templates' keys). */
export function invalidateInspectionTemplateDependents(queryClient: QueryClient) {
  return invalidateQueryKeys(queryClient, [inspectionTemplateKeys.all]);
}
