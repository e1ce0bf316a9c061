import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const tracksRoutes: FeatureRoutes = {
  protected: [
    { path: '/tracks', lazy: lazyPage(() => import('./pages/tracks-page'), 'TracksPage') },
    { path: '/tracks/new', lazy: lazyPage(() => import('./pages/new-track-page'), 'NewTrackPage') },
    { path: '/tracks/:id', lazy: lazyPage(() => import('./pages/track-detail-page'), 'TrackDetailPage') },
    { path: '/tracks/:id/edit', lazy: lazyPage(() => import('./pages/edit-track-page'), 'EditTrackPage') },
  ],
};
