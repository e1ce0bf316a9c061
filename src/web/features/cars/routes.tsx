import type { FeatureRoutes } from '@web/app/route-types';

export const carsRoutes: FeatureRoutes = { protected: [] };
