import { readsOnNavigation } from '@web/app/early-reads';
import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const clientsRoutes: FeatureRoutes = {
  protected: [
    {
      path: '/clients',
      loader: readsOnNavigation('clients'),
      lazy: lazyPage(() => import('./pages/clients-page'), 'ClientsPage'),
    },
    { path: '/clients/new', lazy: lazyPage(() => import('./pages/client-form-page'), 'ClientFormPage') },
    { path: '/clients/:id', lazy: lazyPage(() => import('./pages/client-profile-page'), 'ClientProfilePage') },
    { path: '/clients/:id/edit', lazy: lazyPage(() => import('./pages/client-form-page'), 'ClientFormPage') },
  ],
};
