import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const onboardingRoutes: FeatureRoutes = {
  public: [{ path: '/onboarding', lazy: lazyPage(() => import('./pages/onboarding-page'), 'OnboardingPage') }],
};
