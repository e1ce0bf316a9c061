import { readsOnNavigation } from '@web/app/early-reads';
import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const eventsRoutes: FeatureRoutes = {
  protected: [
    {
      path: '/events',
      loader: readsOnNavigation('events'),
      lazy: lazyPage(() => import('./pages/events-page'), 'EventsPage'),
    },
    { path: '/events/new', lazy: lazyPage(() => import('./pages/new-event-page'), 'NewEventPage') },
    // The statistics page (and the charts library with it) loads only when opened.
    { path: '/events/stats', lazy: lazyPage(() => import('./pages/event-stats-page'), 'EventStatsPage') },
    // The detail (/events/:id) also shows event-cars' cards: it is composed in app/composed/routes.tsx.
    { path: '/events/:id/edit', lazy: lazyPage(() => import('./pages/edit-event-page'), 'EditEventPage') },
  ],
};
