import { clientMessages } from '@shared/clients/clients.rules';
import type { ClientVehicle } from '@shared/clients/clients.contract';
import { AppError } from '@shared/lib/app-error';
import { transaction, type RequestContext } from '../auth/request-context';
import { assignCarToClient, unassignCarFromClient } from '../features/cars/cars.service';
import { findClientRecord, toClientVehicle } from '../features/clients/clients.service';

const clientNotFound = () => new AppError('not_found', clientMessages.notFound);

/**
 * Assigning sets the car's client; a car that already has one is refused (409), and a car the
 * team does not have answers 400 naming the field. The client is kept (share lock) until the car
 * is its.
 */
export async function assignClientCar(ctx: RequestContext, clientId: string, carId: string): Promise<ClientVehicle> {
  return transaction(ctx, async (ctx) => {
    if (!(await findClientRecord(ctx, clientId, 'share'))) throw clientNotFound();
    const result = await assignCarToClient(ctx, carId, clientId);
    if (!result) throw AppError.validation('Car not found', { carId: 'Car not found' });
    if (result.assigned) return toClientVehicle(result.car);
    throw AppError.conflict(
      result.car.clientId === clientId ? clientMessages.carAlreadyThisClient : clientMessages.carHasClient,
    );
  });
}

/** Removing clears the car's client; the car itself stays. A car that is not the client's answers 404. */
export async function unassignClientCar(ctx: RequestContext, clientId: string, carId: string): Promise<void> {
  if (!(await findClientRecord(ctx, clientId))) throw clientNotFound();
  if (!(await unassignCarFromClient(ctx, carId, clientId))) throw AppError.notFound('Car');
}
