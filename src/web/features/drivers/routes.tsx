import type { FeatureRoutes } from '@web/app/route-types';

export const driversRoutes: FeatureRoutes = { protected: [] };
