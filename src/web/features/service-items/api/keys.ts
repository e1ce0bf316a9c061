export const serviceItemKeys = {
  all: ['service-items'] as const,
  forCar: (carId: string) => [...serviceItemKeys.all, carId] as const,
  list: (carId: string) => [...serviceItemKeys.forCar(carId), 'list'] as const,
  detail: (carId: string, itemId: string) => [...serviceItemKeys.forCar(carId), 'detail', itemId] as const,
};
