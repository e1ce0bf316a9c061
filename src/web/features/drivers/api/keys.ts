export const driverKeys = {
  all: ['drivers'] as const,
  /** The active drivers (the list), or the archived ones. */
  list: (archived = false) => [...driverKeys.all, 'list', { archived }] as const,
  detail: (id: string) => [...driverKeys.all, 'detail', id] as const,
  /** The pickers' searches. */
  options: () => [...driverKeys.all, 'options'] as const,
  /** Whether the driver's destructive action archives or deletes it. */
  removal: (id: string) => [...driverKeys.detail(id), 'removal'] as const,
  /** The cars that have the driver as their default driver. */
  cars: (id: string) => [...driverKeys.detail(id), 'cars'] as const,
  /** The events the driver is registered for or drove a session at. */
  events: (id: string) => [...driverKeys.detail(id), 'events'] as const,
};
