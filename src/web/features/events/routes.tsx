import type { FeatureRoutes } from '@web/app/route-types';

export const eventsRoutes: FeatureRoutes = { protected: [] };
