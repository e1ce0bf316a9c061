import { RedirectSignedInToDashboard } from '@web/app/guards';
import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const landingRoutes: FeatureRoutes = {
  public: [
    {
      path: '/',
      lazy: async () => {
        const { LandingPage } = await import('./pages/landing-page');
        return {
          element: (
            <RedirectSignedInToDashboard>
              <LandingPage />
            </RedirectSignedInToDashboard>
          ),
        };
      },
    },
    { path: '/terms', lazy: lazyPage(() => import('./pages/terms-page'), 'TermsPage') },
    { path: '/privacy', lazy: lazyPage(() => import('./pages/privacy-page'), 'PrivacyPage') },
  ],
};
