import { Anchor, Stack } from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { carMessages } from '@shared/cars/cars.contract';
import { AppError } from '@shared/lib/app-error';
import { imageMessages } from '@shared/lib/images.rules';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/form';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCar } from '../api/get-car';
import { useCars } from '../api/get-cars';
import { useCreateCar } from '../api/create-car';
import { useDeleteCarImage } from '../api/delete-car-image';
import { useUpdateCar } from '../api/update-car';
import { useUploadCarImage } from '../api/upload-car-image';
import { CarForm, type CarFormSubmit } from '../components/car-form';
import { CarPlanLimitNotice } from '../components/plan-limit-notice';

/** Uploads or removes the image after the car is saved; a failure is reported but keeps the car. */
function useImageChange() {
  const upload = useUploadCarImage();
  const remove = useDeleteCarImage();
  return async (carId: string, image: CarFormSubmit['image']) => {
    try {
      if (image.file) await upload.mutateAsync({ id: carId, file: image.file });
      else if (image.remove) await remove.mutateAsync(carId);
    } catch (err) {
      notifyError(errorMessage(err, imageMessages.uploadFailed));
    }
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Add New Vehicle; `?clientId=` (from a client's profile) preselects the client. */
export function NewCarPage() {
  useDocumentTitle('Add New Vehicle');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const clientParam = uuidPattern.test(params.get('clientId') ?? '') ? params.get('clientId') : null;
  const create = useCreateCar();
  const changeImage = useImageChange();
  const limit = useCars({ pageSize: 1 });

  const submit = async ({ input, image }: CarFormSubmit, form: { setErrors(e: Record<string, string>): void }) => {
    try {
      const car = await create.mutateAsync(input);
      await changeImage(car.id, image);
      notifySuccess('Vehicle added');
      await navigate(paths.car(car.id));
      return null;
    } catch (err) {
      return applyServerErrors(form, err, 'Failed to save vehicle');
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Add New Vehicle" />
      {limit.isPending ? (
        <PageLoader />
      ) : limit.data?.atPlanLimit ? (
        <CarPlanLimitNotice />
      ) : (
        <CarForm
          car={null}
          initialClientId={clientParam}
          submitLabel="Add Vehicle"
          onSubmit={submit}
          onCancel={() => void navigate(clientParam ? paths.client(clientParam) : paths.cars)}
        />
      )}
    </Stack>
  );
}

export function EditCarPage() {
  useDocumentTitle('Edit Vehicle');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useCar(id);
  const update = useUpdateCar();
  const changeImage = useImageChange();

  if (query.isPending) return <PageLoader label="Loading vehicle..." />;
  if (query.isError) {
    if (query.error instanceof AppError && query.error.code === 'not_found') {
      return (
        <EmptyState
          title={carMessages.notFound}
          action={
            <Anchor component={Link} to={paths.cars}>
              Back to Cars
            </Anchor>
          }
        />
      );
    }
    return <ErrorState message="The vehicle could not be loaded" onRetry={() => void query.refetch()} />;
  }
  const car = query.data;

  const submit = async ({ input, image }: CarFormSubmit, form: { setErrors(e: Record<string, string>): void }) => {
    try {
      await update.mutateAsync({ id: car.id, input });
      await changeImage(car.id, image);
      notifySuccess('Vehicle saved');
      await navigate(paths.car(car.id));
      return null;
    } catch (err) {
      return applyServerErrors(form, err, 'Failed to save vehicle');
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Edit Vehicle" subtitle={car.name} />
      <CarForm
        key={car.updatedAt}
        car={car}
        submitLabel="Save Changes"
        onSubmit={submit}
        onCancel={() => void navigate(paths.car(car.id))}
      />
    </Stack>
  );
}
