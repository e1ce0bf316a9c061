import type { FeatureRoutes } from '@web/app/route-types';

export const repairsRoutes: FeatureRoutes = { protected: [] };
