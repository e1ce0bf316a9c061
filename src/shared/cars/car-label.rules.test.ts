import { describe, expect, it } from 'vitest';
import { carLabel } from './car-label.rules';

describe('carLabel', () => {
  it('uses the name, else year make model', () => {
    expect(carLabel({ name: ' GT3 Cup ', year: 2019, make: 'Porsche', model: '911' })).toBe('GT3 Cup');
    expect(carLabel({ name: '', year: 2019, make: 'Porsche', model: '911' })).toBe('2019 Porsche 911');
    expect(carLabel({ name: null, year: null, make: 'Mazda', model: null })).toBe('Mazda');
    expect(carLabel({})).toBe('Unknown Vehicle');
    expect(carLabel(null)).toBe('Unknown Vehicle');
  });
});
