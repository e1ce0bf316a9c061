import type { QueryClient } from '@tanstack/react-query';

/** A service item change shows on its car: the list, the car's detail and the fleet tiles. */
export async function invalidateServiceItems(queryClient: QueryClient, carId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['service-items', carId] });
  await queryClient.invalidateQueries({ queryKey: ['cars'] });
}
