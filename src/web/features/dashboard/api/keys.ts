export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (today: string) => [...dashboardKeys.all, today] as const,
};
