import { RedirectSignedInToDashboard } from '@web/app/guards';
import { lazyPage, type FeatureRoutes } from '@web/app/route-types';
import { LandingPage } from './pages/landing-page';

export const landingRoutes: FeatureRoutes = {
  public: [
    {
      path: '/',
      element: (
        <RedirectSignedInToDashboard>
          <LandingPage />
        </RedirectSignedInToDashboard>
      ),
    },
    { path: '/terms', lazy: lazyPage(() => import('./pages/terms-page'), 'TermsPage') },
    { path: '/privacy', lazy: lazyPage(() => import('./pages/privacy-page'), 'PrivacyPage') },
  ],
};
