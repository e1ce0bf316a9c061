import { Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { driverMessages } from '@shared/drivers/drivers.contract';
import { AppError } from '@shared/lib/app-error';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCreateDriver } from '../api/create-driver';
import { useDriver } from '../api/get-driver';
import { useUpdateDriver } from '../api/update-driver';
import { DriverForm, driverFormValues } from '../components/driver-form';
import { BackToDrivers, DriverNotFound } from './driver-page';

export function NewDriverPage() {
  useDocumentTitle('Add Driver');
  const navigate = useNavigate();
  const create = useCreateDriver();
  return (
    <Stack gap="md">
      <BackToDrivers />
      <PageHeader title="Add Driver" />
      <DriverForm
        initialValues={driverFormValues()}
        submitLabel="Add Driver"
        onCancel={() => void navigate(paths.drivers)}
        onSubmit={async (input) => {
          const driver = await create.mutateAsync(input);
          notifySuccess('Driver added');
          await navigate(paths.driver(driver.id));
        }}
      />
    </Stack>
  );
}

export function EditDriverPage() {
  useDocumentTitle('Edit Driver');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const driver = useDriver(id);
  const update = useUpdateDriver();

  if (driver.isPending) return <PageLoader label="Loading driver..." />;
  if (driver.isError) {
    if (driver.error instanceof AppError && driver.error.code === 'not_found') return <DriverNotFound />;
    return (
      <ErrorState
        message={errorMessage(driver.error, driverMessages.fetchFailed)}
        onRetry={() => void driver.refetch()}
      />
    );
  }

  return (
    <Stack gap="md">
      <BackToDrivers />
      <PageHeader title="Edit Driver" />
      <DriverForm
        key={driver.data.id}
        initialValues={driverFormValues(driver.data)}
        submitLabel="Update Driver"
        onCancel={() => void navigate(paths.driver(id))}
        onSubmit={async (input) => {
          await update.mutateAsync({ id, input });
          notifySuccess('Driver updated');
          await navigate(paths.driver(id));
        }}
      />
    </Stack>
  );
}
