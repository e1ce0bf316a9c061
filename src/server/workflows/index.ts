import { acceptInvitationRoutes } from './accept-invitation.routes';
import { accrueSessionTimeRoutes } from './accrue-session-time.routes';
import { recordMeterReadingRoutes } from './record-meter-reading.routes';
import { carRemovalRoutes } from './car-removal.routes';
import { clientCarAssignmentRoutes } from './client-car-assignment.routes';
import { clientRemovalRoutes } from './client-removal.routes';
import { completeOnboardingRoutes } from './complete-onboarding.routes';
import { countSessionLapsRoutes } from './count-session-laps.routes';
import { driverRemovalRoutes } from './driver-removal.routes';
import { eventRemovalRoutes } from './event-removal.routes';
import { installComponentRoutes } from './install-component.routes';
import { invoicingRoutes } from './invoicing.routes';
import { rebuildComponentRoutes } from './rebuild-component.routes';
import { sendDocumentRoutes } from './send-document.routes';
import { recordInspectionRoutes } from './record-inspection.routes';
import { repairOfDamageReportRoutes } from './repair-of-damage-report.routes';
import { trackRemovalRoutes } from './track-removal.routes';
import { useItemInOrderRoutes } from './use-item-in-order.routes';
import { importRecordsRoutes } from './import-records.routes';

/**
 * Route plugins of the workflows (writes and checks that span features); like the features'
 * routes they need a signed-in user. The features never import this layer: app.ts wires it.
 */
export const workflowRoutePlugins = [
  completeOnboardingRoutes,
  carRemovalRoutes,
  clientRemovalRoutes,
  driverRemovalRoutes,
  trackRemovalRoutes,
  eventRemovalRoutes,
  useItemInOrderRoutes,
  recordInspectionRoutes,
  invoicingRoutes,
  clientCarAssignmentRoutes,
  repairOfDamageReportRoutes,
  acceptInvitationRoutes,
  recordMeterReadingRoutes,
  accrueSessionTimeRoutes,
  countSessionLapsRoutes,
  installComponentRoutes,
  rebuildComponentRoutes,
  sendDocumentRoutes,
  importRecordsRoutes,
];
