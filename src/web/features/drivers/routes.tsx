import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const driversRoutes: FeatureRoutes = {
  protected: [
    { path: '/drivers', lazy: lazyPage(() => import('./pages/drivers-page'), 'DriversPage') },
    { path: '/drivers/new', lazy: lazyPage(() => import('./pages/driver-form-page'), 'NewDriverPage') },
    { path: '/drivers/:id', lazy: lazyPage(() => import('./pages/driver-page'), 'DriverPage') },
    { path: '/drivers/:id/edit', lazy: lazyPage(() => import('./pages/driver-form-page'), 'EditDriverPage') },
  ],
};
