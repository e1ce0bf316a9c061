import { eventRemovalRoutes } from './event-removal.routes';

/**
 * Route plugins of the workflows (writes and checks that span features); like the features'
 * plugins they need a signed-in user. Registered by the app, never by a feature.
 */
export const workflowRoutePlugins = [eventRemovalRoutes];
