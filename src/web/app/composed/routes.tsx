import { readsOnNavigation } from '../early-reads';
import { lazyPage, type FeatureRoutes } from '../route-types';

/**
 * Screens built from more than one feature. A feature reaches another only through its api/
 * folder, so a page showing another feature's components is put together here, in the app layer.
 */
export const composedRoutes: FeatureRoutes = {
  protected: [
    {
      path: '/events/:id',
      loader: readsOnNavigation('event'),
      lazy: lazyPage(() => import('./event-detail-route'), 'EventDetailRoute'),
    },
  ],
};
