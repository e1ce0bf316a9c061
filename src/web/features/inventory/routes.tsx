import { readsOnNavigation } from '@web/app/early-reads';
import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const inventoryRoutes: FeatureRoutes = {
  protected: [
    {
      path: '/inventory',
      loader: readsOnNavigation('inventory'),
      lazy: lazyPage(() => import('./pages/inventory-page'), 'InventoryPage'),
    },
    { path: '/inventory/new', lazy: lazyPage(() => import('./pages/inventory-form-page'), 'InventoryFormPage') },
    { path: '/inventory/import', lazy: lazyPage(() => import('./pages/inventory-import-page'), 'InventoryImportPage') },
    { path: '/inventory/:id/edit', lazy: lazyPage(() => import('./pages/inventory-form-page'), 'InventoryFormPage') },
    { path: '/inventory/locations', lazy: lazyPage(() => import('./pages/locations-page'), 'LocationsPage') },
    { path: '/inventory/suppliers', lazy: lazyPage(() => import('./pages/suppliers-page'), 'SuppliersPage') },
  ],
};
