import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportInput, ImportKind, ImportPreview, ImportResult } from '@shared/imports/imports.contract';
import { api } from '@web/lib/api-client';

/** Checks every row of a CSV file with its mapping and saves nothing. */
export const previewImport = ({ kind, ...input }: ImportInput & { kind: ImportKind }) =>
  api.post<ImportPreview>(`/api/imports/${kind}/preview`, input);

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

/** Imports every new row of the file, or nothing. */
export const importRecords = ({ kind, ...input }: ImportInput & { kind: ImportKind }) =>
  api.post<ImportResult>(`/api/imports/${kind}`, input);

/** An import adds records of several features (clients and cars, a car's repairs and readings): every read refreshes. */
export function useImportRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRecords,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
