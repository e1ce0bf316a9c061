import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const rateCardsRoutes: FeatureRoutes = {
  protected: [{ path: '/billing/pricing', lazy: lazyPage(() => import('./pages/pricing-page'), 'PricingPage') }],
};
