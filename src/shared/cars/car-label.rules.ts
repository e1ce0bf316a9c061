/** A car's label: its name, else year make model, else 'Unknown Vehicle'. */
export function carLabel(
  car: { name?: string | null; year?: number | null; make?: string | null; model?: string | null } | null | undefined,
): string {
  if (!car) return 'Unknown Vehicle';
  const name = car.name?.trim();
  if (name) return name;
  const parts = [car.year ? String(car.year) : '', car.make?.trim() ?? '', car.model?.trim() ?? ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'Unknown Vehicle';
}
