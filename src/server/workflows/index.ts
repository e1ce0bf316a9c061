import { carRemovalRoutes } from './car-removal.routes';
import { clientRemovalRoutes } from './client-removal.routes';
import { driverRemovalRoutes } from './driver-removal.routes';
import { trackRemovalRoutes } from './track-removal.routes';
import { useItemInOrderRoutes } from './use-item-in-order.routes';

/**
 * Route plugins of the workflows (writes and checks that span features); like the features'
 * routes they need a signed-in user. The features never import this layer: app.ts wires it.
 */
export const workflowRoutePlugins = [
  carRemovalRoutes,
  clientRemovalRoutes,
  driverRemovalRoutes,
  trackRemovalRoutes,
  useItemInOrderRoutes,
];
