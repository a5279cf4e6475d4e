import { describe, expect, it } from 'vitest';
import { fittingCount } from './fittingCount';

describe('how many navigation entries fit in the top bar', () => {
  it('keeps every entry when the row fits, without a "More" button', () => {
    expect(fittingCount([100, 120, 80], 70, 300)).toBe(3);
    expect(fittingCount([], 70, 0)).toBe(0);
  });

  it('keeps room for the "More" button once any entry overflows', () => {
    expect(fittingCount([100, 120, 80], 70, 299)).toBe(2);
    expect(fittingCount([100, 120, 80], 70, 289)).toBe(1);
    expect(fittingCount([100, 120, 80], 70, 169)).toBe(0);
  });
});
