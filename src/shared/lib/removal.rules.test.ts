import { describe, expect, it } from 'vitest';
import {
  archivedMessage,
  countLabel,
  hasHistory,
  historyConflictMessage,
  listLabels,
  planRemoval,
  relationCounts,
} from './removal.rules';

const kinds = {
  repairs: { singular: 'repair', plural: 'repairs', history: true, references: ['repairs.car_id'] },
  notes: { singular: 'note', plural: 'notes', history: false, references: ['notes.car_id', 'note_lines.note_id'] },
};

describe('relationCounts', () => {
  it("adds up each kind's references and leaves out the references no kind names", () => {
    expect(
      relationCounts(kinds, { 'repairs.car_id': 2, 'notes.car_id': 1, 'note_lines.note_id': 3, 'other.car_id': 9 }),
    ).toEqual({ repairs: 2, notes: 4 });
  });

  it('counts 0 for a reference without rows or missing from the counts', () => {
    expect(relationCounts(kinds, { 'repairs.car_id': 0 })).toEqual({ repairs: 0, notes: 0 });
  });
});

describe('planRemoval', () => {
  it('deletes a record without history and lists what goes with it', () => {
    expect(planRemoval(kinds, { repairs: 0, notes: 2 })).toEqual({
      action: 'delete',
      history: [],
      goesWith: [{ kind: 'notes', count: 2, label: '2 notes' }],
    });
  });

  it('deletes a record with nothing related and nothing to list', () => {
    expect(planRemoval(kinds, { repairs: 0, notes: 0 })).toEqual({ action: 'delete', history: [], goesWith: [] });
  });

  it('archives a record with any history, whatever else it has', () => {
    expect(planRemoval(kinds, { repairs: 1, notes: 3 })).toEqual({
      action: 'archive',
      history: [{ kind: 'repairs', count: 1, label: '1 repair' }],
      goesWith: [{ kind: 'notes', count: 3, label: '3 notes' }],
    });
    expect(hasHistory(kinds, { repairs: 1, notes: 0 })).toBe(true);
    expect(hasHistory(kinds, { repairs: 0, notes: 5 })).toBe(false);
  });
});

describe('wording', () => {
  it('counts in the singular or plural, with thousands separators', () => {
    expect(countLabel(1, kinds.repairs)).toBe('1 repair');
    expect(countLabel(0, kinds.repairs)).toBe('0 repairs');
    expect(countLabel(1200, kinds.repairs)).toBe('1,200 repairs');
  });

  it('joins a list with commas and a final "and"', () => {
    expect(listLabels([])).toBe('');
    expect(listLabels([{ label: '1 repair' }])).toBe('1 repair');
    expect(listLabels([{ label: '1 repair' }, { label: '2 notes' }])).toBe('1 repair and 2 notes');
    expect(listLabels([{ label: 'a' }, { label: 'b' }, { label: 'c' }])).toBe('a, b and c');
  });

  it('says why a record is refused', () => {
    expect(archivedMessage('Car')).toBe('This car is archived');
    expect(historyConflictMessage('Car', [{ label: '2 repairs' }, { label: '1 event registration' }])).toBe(
      'This car has history (2 repairs and 1 event registration), so it cannot be deleted. Archive it instead.',
    );
  });
});
