import { describe, expect, it } from 'vitest';
import { serviceItemFormSchema, serviceItemInputSchema } from './service-items.contract';

describe('serviceItemInputSchema', () => {
  it('requires a name and defaults category and priority', () => {
    expect(serviceItemInputSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Name is required');
    expect(serviceItemInputSchema.parse({ name: 'Oil change', hourInterval: 10 })).toMatchObject({
      name: 'Oil change',
      category: 'maintenance',
      priority: 'medium',
      hourInterval: 10,
      distanceInterval: null,
      lastServiceHours: null,
    });
  });

  it('refuses negative numbers and unknown categories', () => {
    const result = serviceItemInputSchema.safeParse({
      name: 'A',
      hourInterval: -1,
      lastServiceHours: -0.1,
      category: 'misc',
    });
    expect(Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))).toEqual({
      hourInterval: 'Hour interval must be at least 0',
      lastServiceHours: 'Hours at last service must be at least 0',
      category: 'Choose a category',
    });
  });

  it('keeps the parts cost in cents and in dollars on the form', () => {
    expect(serviceItemInputSchema.safeParse({ name: 'A', estimatedPartsCostCents: 10.5 }).success).toBe(false);
    expect(serviceItemFormSchema.parse({ name: 'A', estimatedPartsCost: 10.5 }).estimatedPartsCost).toBe(10.5);
  });
});
