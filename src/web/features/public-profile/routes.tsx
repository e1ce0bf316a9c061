import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const publicProfileRoutes: FeatureRoutes = {
  protected: [
    {
      path: '/settings/public-profile',
      lazy: lazyPage(() => import('./pages/public-profile-settings-page'), 'PublicProfileSettingsPage'),
    },
  ],
  public: [{ path: '/p/:publicId', lazy: lazyPage(() => import('./pages/public-profile-page'), 'PublicProfilePage') }],
};
