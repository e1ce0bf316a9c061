import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppError } from '@shared/lib/app-error';
import { canCreateRepairFromReport, damageSeverityLabel } from '@shared/damage-reports/damage-reports.rules';
import { todayIso } from '@shared/lib/dates';
import { planLimitMessages } from '@shared/subscription/subscription.rules';
import { paths } from '@web/app/paths';
import { useDamageReport } from '@web/features/damage-reports/api/get-damage-report';
import { ErrorState } from '@web/ui/error-state';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { PlanLimitNotice } from '@web/ui/plan-limit-notice';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCreateRepair } from '../api/create-repair';
import { useRepairs } from '../api/get-repairs';
import { useUploadRepairImage } from '../api/upload-repair-image';
import { emptyRepairValues, RepairForm, type RepairFormValues } from '../components/repair-form';
import { uploadPhotos } from '../components/repair-images';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A new repair. `?carId=` picks the car; `?damageReportId=` fixes that report: the car,
 * title, description and estimate come from it, and saving links the two. At the free plan's
 * limit the limit notice takes the form's place.
 */
export function NewRepairPage() {
  useDocumentTitle('New Repair');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateRepair();
  const upload = useUploadRepairImage();
  const [limitReached, setLimitReached] = useState(false);
  const carParam = params.get('carId');
  const reportParam = params.get('damageReportId');
  const reportId = reportParam && uuidPattern.test(reportParam) ? reportParam : null;
  const report = useDamageReport(reportId);
  const [today] = useState(() => todayIso());
  // The list says whether the free plan's repairs are used up; then the notice takes the form's place.
  const limit = useRepairs({ page: 1, pageSize: 1, today });

  if (limit.isPending) return <PageLoader label="Loading..." />;
  if (limit.data?.atPlanLimit) {
    return (
      <Stack gap="md">
        <Anchor component={Link} to={paths.repairs} size="sm">
          ← Back to Repairs
        </Anchor>
        <PageHeader title="New Repair" subtitle="Plan the work, its cost and when it happens." />
        <PlanLimitNotice message={planLimitMessages.repairs}>
          <Button component={Link} to={paths.repairs} size="xs" variant="default">
            Back to Repairs
          </Button>
        </PlanLimitNotice>
      </Stack>
    );
  }
  if (reportId && report.isPending) return <PageLoader label="Loading damage report..." />;
  if (reportParam && (!reportId || report.isError)) {
    const missing = !reportId || (report.error instanceof AppError && report.error.status === 404);
    return (
      <ErrorState
        title={missing ? 'Damage report not found' : 'Something went wrong'}
        message={missing ? 'The damage report to repair does not exist.' : 'Failed to load damage reports'}
        onRetry={missing ? undefined : () => void report.refetch()}
      />
    );
  }
  const linked = report.data ?? null;

  const initialValues: RepairFormValues = linked
    ? {
        ...emptyRepairValues,
        carId: linked.carId,
        title: linked.title,
        description: linked.description ?? '',
        estimatedCostCents: linked.estimatedRepairCostCents,
      }
    : { ...emptyRepairValues, carId: carParam && uuidPattern.test(carParam) ? carParam : null };

  const save = async (values: RepairFormValues, photos: File[]) => {
    setLimitReached(false);
    try {
      const repair = await create.mutateAsync({
        ...values,
        carId: values.carId ?? '',
        damageReportId: linked?.id ?? null,
      });
      await uploadPhotos((file) => upload.mutateAsync({ id: repair.id, file }), photos);
      notifySuccess('Repair scheduled');
      await navigate(paths.repair(repair.id));
    } catch (err) {
      // The plan limit gets its own banner with the way to upgrade.
      if (err instanceof AppError && err.code === 'plan_limit') {
        setLimitReached(true);
        return;
      }
      throw err;
    }
  };

  const banner = (
    <>
      {limitReached ? (
        <Alert color="yellow" variant="light" icon={<IconLock />} title="Free plan limit reached" role="alert">
          {planLimitMessages.repairs}{' '}
          <Anchor component={Link} to={paths.subscription} fw={600}>
            View plans
          </Anchor>
        </Alert>
      ) : null}
      {linked ? (
        <Alert
          color={canCreateRepairFromReport(linked) ? 'blue' : 'red'}
          variant="light"
          icon={<IconAlertTriangle />}
          title="Repair for a damage report"
        >
          <Text size="sm">
            <Anchor component={Link} to={paths.damageReport(linked.id)}>
              {linked.title}
            </Anchor>{' '}
            ({damageSeverityLabel(linked.severity)}) on {linked.carLabel}.{' '}
            {canCreateRepairFromReport(linked)
              ? 'Saving links the repair to the report and marks the report Repair Scheduled.'
              : 'This report already has a repair or is closed.'}
          </Text>
        </Alert>
      ) : null}
    </>
  );

  return (
    <Stack gap="md">
      <Anchor component={Link} to={linked ? paths.damageReport(linked.id) : paths.repairs} size="sm">
        ← {linked ? 'Back to damage report' : 'Back to Repairs'}
      </Anchor>
      <PageHeader title="New Repair" subtitle="Plan the work, its cost and when it happens." />
      <RepairForm
        key={linked?.id ?? carParam ?? 'new'}
        mode="create"
        initialValues={initialValues}
        carLocked={linked !== null}
        carLockedReason="The car of the damage report"
        submitLabel="Schedule Repair"
        banner={banner}
        onSubmit={save}
        onCancel={() => void navigate(linked ? paths.damageReport(linked.id) : paths.repairs)}
      />
    </Stack>
  );
}
