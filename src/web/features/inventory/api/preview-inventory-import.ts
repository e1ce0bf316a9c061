import { useMutation } from '@tanstack/react-query';
import type { ImportInput, ImportPreview } from '@shared/inventory/inventory.contract';
import { api } from '@web/lib/api-client';

/** Checks every row of a CSV file and saves nothing. */
export const previewInventoryImport = (input: ImportInput) =>
  api.post<ImportPreview>('/api/inventory/import/preview', input);

export const usePreviewInventoryImport = () => useMutation({ mutationFn: previewInventoryImport });
