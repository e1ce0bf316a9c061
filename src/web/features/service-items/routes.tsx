import type { FeatureRoutes } from '@web/app/route-types';

export const serviceItemsRoutes: FeatureRoutes = { protected: [] };
