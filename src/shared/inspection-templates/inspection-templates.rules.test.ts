import { describe, expect, it } from 'vitest';
import { createTemplateSchema, templateMessages } from './inspection-templates.contract';
import { chooseTemplate, templateTypeForInspection, templateTypeLabel } from './inspection-templates.rules';

describe('template for an inspection', () => {
  it('prefers the default template, else the newest', () => {
    const older = { id: 'a', isDefault: false, createdAt: '2026-01-01T00:00:00Z' };
    const newer = { id: 'b', isDefault: false, createdAt: '2026-02-01T00:00:00Z' };
    const def = { id: 'c', isDefault: true, createdAt: '2025-01-01T00:00:00Z' };
    expect(chooseTemplate([older, newer])?.id).toBe('b');
    expect(chooseTemplate([older, def, newer])?.id).toBe('c');
    expect(chooseTemplate([])).toBeNull();
  });

  it('breaks a tie in creation time by the greater id, whatever the order given', () => {
    const at = '2026-03-01T10:00:00Z';
    const low = { id: '0b1c2d3e-0000-4000-8000-000000000001', isDefault: false, createdAt: at };
    const high = { id: 'f0e1d2c3-0000-4000-8000-000000000002', isDefault: false, createdAt: new Date(at) };
    expect(chooseTemplate([low, high])?.id).toBe(high.id);
    expect(chooseTemplate([high, low])?.id).toBe(high.id);
  });

  it('maps inspection types to template types', () => {
    expect(templateTypeForInspection('pre_event')).toBe('pre_event');
    expect(templateTypeForInspection('tech')).toBe('pre_event');
    expect(templateTypeForInspection('post_event')).toBe('post_event');
    expect(templateTypeForInspection('damage')).toBe('damage');
  });

  it('labels types', () => {
    expect(templateTypeLabel('pre_event')).toBe('Pre event');
  });
});

describe('template creation', () => {
  it('needs a name and defaults to pre_event, base fee 0 and 30 minutes', () => {
    expect(createTemplateSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe(
      templateMessages.nameRequired,
    );
    expect(createTemplateSchema.parse({ name: 'Tech' })).toMatchObject({
      inspectionType: 'pre_event',
      baseFeeCents: 0,
      estimatedMinutes: 30,
      isDefault: false,
      items: [],
    });
  });

  it('refuses a fractional estimated minutes value', () => {
    expect(createTemplateSchema.safeParse({ name: 'Tech', estimatedMinutes: 12.5 }).success).toBe(false);
  });
});

describe('new template form', () => {
  it('reads blank fee as 0, blank minutes as 30 and blank repair time as none', async () => {
    const { templateFormSchema } = await import('./inspection-templates.contract');
    const parsed = templateFormSchema.parse({
      name: 'Tech',
      baseFee: '',
      estimatedMinutes: '',
      items: [{ category: 'Safety', itemName: 'Harness', estimatedRepairMinutes: '' }],
    });
    expect(parsed).toMatchObject({ baseFee: 0, estimatedMinutes: 30, items: [{ estimatedRepairMinutes: null }] });
    expect(templateFormSchema.safeParse({ name: '', items: [] }).error?.issues[0]?.message).toBe(
      templateMessages.nameRequired,
    );
  });
});
