import type { FeatureRoutes } from '@web/app/route-types';

export const clientsRoutes: FeatureRoutes = { protected: [] };
