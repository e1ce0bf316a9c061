import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const subscriptionRoutes: FeatureRoutes = {
  protected: [
    { path: '/settings/subscription', lazy: lazyPage(() => import('./pages/subscription-page'), 'SubscriptionPage') },
  ],
};
