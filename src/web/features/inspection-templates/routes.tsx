import type { FeatureRoutes } from '@web/app/route-types';

export const inspectionTemplatesRoutes: FeatureRoutes = { protected: [] };
