export const driverKeys = {
  all: ['drivers'] as const,
  list: () => [...driverKeys.all, 'list'] as const,
  detail: (id: string) => [...driverKeys.all, 'detail', id] as const,
};
