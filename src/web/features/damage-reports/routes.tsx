import type { FeatureRoutes } from '@web/app/route-types';

export const damageReportsRoutes: FeatureRoutes = { protected: [] };
