import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const eventsRoutes: FeatureRoutes = {
  protected: [
    { path: '/events', lazy: lazyPage(() => import('./pages/events-page'), 'EventsPage') },
    { path: '/events/new', lazy: lazyPage(() => import('./pages/new-event-page'), 'NewEventPage') },
    // The statistics page (and the charts library with it) loads only when opened.
    { path: '/events/stats', lazy: lazyPage(() => import('./pages/event-stats-page'), 'EventStatsPage') },
    { path: '/events/:id', lazy: lazyPage(() => import('./pages/event-detail-page'), 'EventDetailPage') },
    { path: '/events/:id/edit', lazy: lazyPage(() => import('./pages/edit-event-page'), 'EditEventPage') },
  ],
};
