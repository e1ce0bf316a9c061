import { describe, expect, it } from 'vitest';
import { defaultChecklist } from './default-checklist';
import {
  cleanIssues,
  inspectionStatus,
  inspectionStatusColor,
  inspectionStatusLabel,
  itemMarkLabel,
  markUnansweredAsPass,
  overallConditionLabel,
} from './inspection-status.rules';

const required = (result: 'pass' | 'fail' | 'na' | null) => ({ isRequired: true, result });
const optional = (result: 'pass' | 'fail' | 'na' | null) => ({ isRequired: false, result });

describe('inspection result status', () => {
  it('fails when any required item is marked fail, even with others unanswered', () => {
    expect(inspectionStatus([required('pass'), required('fail'), required(null)], [])).toBe('fail');
  });

  it('is pending when no required item failed but one is unanswered', () => {
    expect(inspectionStatus([required('pass'), required(null)], ['Loose mirror'])).toBe('pending');
    expect(inspectionStatus([required(undefined as unknown as null)], [])).toBe('pending');
  });

  it('ignores optional items: a failed or unanswered optional item does not fail or hold it', () => {
    expect(inspectionStatus([required('pass'), optional('fail'), optional(null)], [])).toBe('pass');
  });

  it('counts n/a as an answer', () => {
    expect(inspectionStatus([required('na'), required('pass')], [])).toBe('pass');
  });

  it('is conditional when everything required is answered and a non-blank issue is listed', () => {
    expect(inspectionStatus([required('pass')], ['Worn rear pads'])).toBe('conditional');
  });

  it('is pass when blank issues are the only ones listed', () => {
    expect(inspectionStatus([required('pass')], ['', '   '])).toBe('pass');
  });

  it('passes an empty checklist with no issues', () => {
    expect(inspectionStatus([], [])).toBe('pass');
  });

  it('on the built-in 12-item checklist: all ten required passing passes without rollbar and numbers', () => {
    const items = defaultChecklist.map((i) => ({
      isRequired: i.isRequired,
      result: i.isRequired ? ('pass' as const) : null,
    }));
    expect(inspectionStatus(items, [])).toBe('pass');
    expect(defaultChecklist).toHaveLength(12);
    expect(defaultChecklist.filter((i) => !i.isRequired).map((i) => i.itemName)).toEqual(['Rollbar', 'Numbers']);
  });
});

describe('issues found', () => {
  it('keeps non-blank issues, trimmed', () => {
    expect(cleanIssues([' Oil leak ', '', '  ', 'Cracked mirror'])).toEqual(['Oil leak', 'Cracked mirror']);
  });
});

describe('inspection labels', () => {
  it('reads results, marks and conditions as words', () => {
    expect(['pass', 'fail', 'conditional', 'pending'].map(inspectionStatusLabel)).toEqual([
      'Pass',
      'Fail',
      'Conditional',
      'Pending',
    ]);
    expect(['pass', 'fail', 'na', null].map(itemMarkLabel)).toEqual(['Pass', 'Fail', 'N/A', 'Not checked']);
    expect(overallConditionLabel('excellent')).toBe('Excellent');
    expect(overallConditionLabel('mint')).toBe('mint');
  });

  it('colours each result and leaves an unknown one neutral', () => {
    expect(new Set(['pass', 'fail', 'conditional', 'pending'].map(inspectionStatusColor)).size).toBe(4);
    expect(inspectionStatusColor('maybe')).toBe('gray');
  });
});

describe('mark all as pass', () => {
  it('marks every unanswered item pass and keeps the marks already given', () => {
    const marked = markUnansweredAsPass(['harness', 'brakes', 'tires', 'mirrors'], {
      brakes: 'fail',
      tires: 'na',
      mirrors: null,
    });
    expect(marked).toEqual({ harness: 'pass', brakes: 'fail', tires: 'na', mirrors: 'pass' });
  });

  it('passes the built-in checklist whole: its 12 items pass', () => {
    const ids = defaultChecklist.map((item) => item.id);
    const marked = markUnansweredAsPass(ids, {});
    expect(ids.map((id) => marked[id])).toEqual(Array(12).fill('pass'));
    expect(
      inspectionStatus(
        defaultChecklist.map((i) => ({ isRequired: i.isRequired, result: marked[i.id] })),
        [],
      ),
    ).toBe('pass');
  });
});
