import { BarChart } from '@mantine/charts';
import type { EventStats } from '@shared/events/event-stats.contract';

/** Events per type as bars. Only the statistics page (a lazily loaded route) imports this. */
export function EventsByTypeChart({ byType }: { byType: EventStats['byType'] }) {
  return (
    <BarChart
      h={240}
      data={byType}
      dataKey="type"
      orientation="vertical"
      series={[{ name: 'count', label: 'Events', color: 'red.6' }]}
      tickLine="x"
      gridAxis="x"
      xAxisProps={{ allowDecimals: false }}
      yAxisProps={{ width: 90, interval: 0 }}
      role="img"
      aria-label={`Events by type: ${byType.map((r) => `${r.type} ${r.count}`).join(', ')}`}
    />
  );
}
