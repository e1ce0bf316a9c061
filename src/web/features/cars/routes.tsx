import { readsOnNavigation } from '@web/app/early-reads';
import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const carsRoutes: FeatureRoutes = {
  protected: [
    {
      path: '/cars',
      loader: readsOnNavigation('cars'),
      lazy: lazyPage(() => import('./pages/cars-list-page'), 'CarsListPage'),
    },
    { path: '/cars/new', lazy: lazyPage(() => import('./pages/car-form-page'), 'NewCarPage') },
    {
      path: '/cars/:id',
      loader: readsOnNavigation('car'),
      lazy: lazyPage(() => import('./pages/car-detail-page'), 'CarDetailPage'),
    },
    { path: '/cars/:id/edit', lazy: lazyPage(() => import('./pages/car-form-page'), 'EditCarPage') },
  ],
};
