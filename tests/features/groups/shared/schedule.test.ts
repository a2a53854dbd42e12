import { describe, expect, test } from 'vitest';
import { scheduleDays } from '../../../../src/features/groups/shared/schedule.ts';

describe('scheduleDays', () => {
  test('reads the days a schedule names, in week order', () => {
    expect(scheduleDays('Sundays at 9:30am')).toEqual(['sunday']);
    expect(scheduleDays('Thursdays and Tuesdays, 7pm')).toEqual(['tuesday', 'thursday']);
    expect(scheduleDays('Tue & Thu evenings')).toEqual(['tuesday', 'thursday']);
    expect(scheduleDays('First Saturday of the month at 7:30am')).toEqual(['saturday']);
    expect(scheduleDays('Every other Wednesday')).toEqual(['wednesday']);
  });
  test('finds no day in words that only start like one', () => {
    expect(scheduleDays('Monthly, on sunny afternoons')).toEqual([]);
    expect(scheduleDays('')).toEqual([]);
  });
});
