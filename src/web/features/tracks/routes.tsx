import type { FeatureRoutes } from '@web/app/route-types';

export const tracksRoutes: FeatureRoutes = { protected: [] };
