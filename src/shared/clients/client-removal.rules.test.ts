import { describe, expect, it } from 'vitest';
import { clientRemoval } from './client-removal.rules';

describe('clientRemoval', () => {
  it('deletes a client without cars or registrations, taking nothing along', () => {
    expect(clientRemoval({ cars: 0, registrations: 0, workOrders: 0, invoices: 0, inventoryItems: 0 })).toEqual({
      action: 'delete',
      history: [],
      goesWith: [],
    });
  });

  it('archives a client with cars, event registrations, work orders or invoices', () => {
    expect(clientRemoval({ cars: 2, registrations: 1, workOrders: 0, invoices: 0, inventoryItems: 0 })).toEqual({
      action: 'archive',
      history: [
        { kind: 'cars', count: 2, label: '2 cars' },
        { kind: 'registrations', count: 1, label: '1 event registration' },
      ],
      goesWith: [],
    });
    expect(clientRemoval({ cars: 0, registrations: 1, workOrders: 0, invoices: 0, inventoryItems: 0 }).action).toBe(
      'archive',
    );
    expect(clientRemoval({ cars: 0, registrations: 0, workOrders: 1, invoices: 0, inventoryItems: 0 }).action).toBe(
      'archive',
    );
    expect(clientRemoval({ cars: 0, registrations: 0, workOrders: 0, invoices: 3, inventoryItems: 0 }).history).toEqual(
      [{ kind: 'invoices', count: 3, label: '3 invoices' }],
    );
  });

  it('archives a client with inventory items assigned to it', () => {
    expect(clientRemoval({ cars: 0, registrations: 0, workOrders: 0, invoices: 0, inventoryItems: 1 })).toEqual({
      action: 'archive',
      history: [{ kind: 'inventoryItems', count: 1, label: '1 inventory item assigned to it' }],
      goesWith: [],
    });
  });
});
