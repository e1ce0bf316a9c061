import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const carsRoutes: FeatureRoutes = {
  protected: [
    { path: '/cars', lazy: lazyPage(() => import('./pages/cars-list-page'), 'CarsListPage') },
    { path: '/cars/new', lazy: lazyPage(() => import('./pages/car-form-page'), 'NewCarPage') },
    { path: '/cars/:id', lazy: lazyPage(() => import('./pages/car-detail-page'), 'CarDetailPage') },
    { path: '/cars/:id/edit', lazy: lazyPage(() => import('./pages/car-form-page'), 'EditCarPage') },
  ],
};
