import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Supplier, SupplierInput, SupplierListParams } from '@shared/inventory/suppliers.contract';
import { api } from '@web/lib/api-client';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';

/** The list's filters as a query key holds them: a blank search and an unticked box are left out. */
function normalizedParams(params: SupplierListParams): { search?: string; preferred?: true } {
  const search = params.search?.trim();
  return { ...(search ? { search } : {}), ...(params.preferred ? { preferred: true as const } : {}) };
}

export const supplierKeys = {
  /** Every inventory query: item lists show supplier names. */
  inventory: ['inventory'] as const,
  lists: () => ['inventory', 'suppliers'] as const,
  list: (params: SupplierListParams = {}) => ['inventory', 'suppliers', normalizedParams(params)] as const,
};

const invalidateSupplierDependents = (queryClient: QueryClient) =>
  invalidateQueryKeys(queryClient, [supplierKeys.inventory]);

/** The team's active suppliers, preferred first, then by rating and name; searched and filtered on the server. */
export const getSuppliers = (params: SupplierListParams = {}, signal?: AbortSignal) =>
  api.get<Supplier[]>('/api/inventory/suppliers', normalizedParams(params), signal);

export const suppliersQuery = (params: SupplierListParams = {}) =>
  queryOptions({
    queryKey: supplierKeys.list(params),
    queryFn: ({ signal }) => getSuppliers(params, signal),
  });

export const useSuppliers = (params: SupplierListParams = {}) => useQuery(suppliersQuery(params));

export const createSupplier = (input: SupplierInput) => api.post<Supplier>('/api/inventory/suppliers', input);
export const updateSupplier = ({ id, input }: { id: string; input: SupplierInput }) =>
  api.put<Supplier>(`/api/inventory/suppliers/${id}`, input);

/** Creates the supplier, or saves it with its full record when `id` is given. */
export function useSaveSupplier(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInput) => (id ? updateSupplier({ id, input }) : createSupplier(input)),
    onSuccess: () => invalidateSupplierDependents(queryClient),
  });
}

/** Removes the supplier from the lists; parts bought from it keep pointing at it. */
export const deleteSupplier = (id: string) => api.delete(`/api/inventory/suppliers/${id}`);

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: () => invalidateSupplierDependents(queryClient),
  });
}
