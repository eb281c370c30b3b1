import { describe, expect, it } from 'vitest';
import { addDays, weekDays, weekStart } from './dates';

describe('planner dates', () => {
  it('starts weeks on Monday, across months and years', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStart('2027-01-02')).toBe('2026-12-28');
  });

  it('adds days over month ends and daylight-saving changes', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30'); // Europe's clocks change on 29 March
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});
