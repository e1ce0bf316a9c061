import { Anchor, Stack } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@web/app/paths';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCreateDamageReport } from '../api/create-damage-report';
import {
  DamageReportForm,
  emptyDamageReportValues,
  type DamageReportFormValues,
} from '../components/damage-report-form';
import { toDamageReportInput } from '../components/to-input';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reports damage on one of the team's cars; `?carId=` picks the car. */
export function NewDamageReportPage() {
  useDocumentTitle('Report Damage');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateDamageReport();
  const carParam = params.get('carId');
  const initialValues: DamageReportFormValues = {
    ...emptyDamageReportValues(),
    carId: carParam && uuidPattern.test(carParam) ? carParam : null,
  };

  const save = async (values: DamageReportFormValues) => {
    const report = await create.mutateAsync(toDamageReportInput(values));
    notifySuccess('Damage reported');
    await navigate(paths.damageReport(report.id));
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.damageReports} size="sm">
        ← Back to Damage Reports
      </Anchor>
      <PageHeader title="Report Damage" subtitle="Record what was damaged, how badly, and where it happened." />
      <DamageReportForm
        mode="create"
        initialValues={initialValues}
        submitLabel="Report Damage"
        onSubmit={save}
        onCancel={() => void navigate(paths.damageReports)}
      />
    </Stack>
  );
}
