import { describe, expect, it } from 'vitest';
import { trackRemoval } from './track-removal.rules';

describe('trackRemoval', () => {
  it('deletes a track without events or results, with the setup notes for it', () => {
    expect(trackRemoval({ events: 0, results: 0, setupNotes: 2 })).toEqual({
      action: 'delete',
      history: [],
      goesWith: [{ kind: 'setupNotes', count: 2, label: '2 car setup notes' }],
    });
  });

  it('archives a track with events or race results', () => {
    expect(trackRemoval({ events: 1, results: 0, setupNotes: 0 })).toEqual({
      action: 'archive',
      history: [{ kind: 'events', count: 1, label: '1 event' }],
      goesWith: [],
    });
    expect(trackRemoval({ events: 0, results: 4, setupNotes: 1 }).action).toBe('archive');
  });
});
