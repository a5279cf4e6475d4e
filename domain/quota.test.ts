import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowQuotaThreshold, quotaFigures, quotaLevel, quotaStatus, type QuotaInput } from './quota';

const base: QuotaInput = {
  initialQuota: 50,
  used: 5,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  companyActive: true,
  today: '2026-06-15',
};

describe('quotaStatus', () => {
  it('is active inside the validity, bounds included', () => {
    expect(quotaStatus(base)).toBe('active');
    expect(quotaStatus({ ...base, today: '2026-01-01' })).toBe('active');
    expect(quotaStatus({ ...base, today: '2026-12-31' })).toBe('active');
  });

  it('is expired once the validity is over', () => {
    expect(quotaStatus({ ...base, today: '2027-01-01' })).toBe('expired');
  });

  it('has no active quota before the validity starts or for an inactive company', () => {
    expect(quotaStatus({ ...base, today: '2025-12-31' })).toBe('no_active_quota');
    expect(quotaStatus({ ...base, companyActive: false })).toBe('no_active_quota');
  });
});

describe('lowQuotaThreshold', () => {
  it.each([
    [50, 5],
    [100, 10],
    [15, 1],
    [9, 1],
    [1, 1],
    [0, 1],
  ])('is 10 %% of %i, at least 1: %i', (initial, threshold) => {
    expect(lowQuotaThreshold(initial)).toBe(threshold);
  });

  it('is the whole tenth of the quota, never under 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (initial) => {
        expect(lowQuotaThreshold(initial)).toBe(Math.max(1, (initial - (initial % 10)) / 10));
      }),
    );
  });
});

describe('quotaFigures', () => {
  it('counts the remaining quota and warns at the threshold, not above it', () => {
    expect(quotaFigures({ ...base, used: 44 })).toMatchObject({
      initial: 50,
      used: 44,
      remaining: 6,
      is_low: false,
      is_exhausted: false,
      low_threshold: 5,
    });
    expect(quotaFigures({ ...base, used: 45 })).toMatchObject({ remaining: 5, is_low: true, is_exhausted: false });
    expect(quotaFigures({ ...base, initialQuota: 5, used: 4 })).toMatchObject({
      remaining: 1,
      is_low: true,
      low_threshold: 1,
    });
  });

  it('is exhausted, not low, when nothing remains, and never goes below zero', () => {
    expect(quotaFigures({ ...base, used: 50 })).toMatchObject({ remaining: 0, is_exhausted: true, is_low: false });
    expect(quotaFigures({ ...base, used: 60 })).toMatchObject({ remaining: 0, is_exhausted: true });
  });

  it('carries the status and validity', () => {
    expect(quotaFigures({ ...base, today: '2027-02-01' })).toMatchObject({
      status: 'expired',
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
    });
  });

  it('keeps remaining, exhausted and low consistent for any figures', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 12_000 }), (initialQuota, used) => {
        const figures = quotaFigures({ ...base, initialQuota, used });
        expect(figures.remaining).toBe(Math.max(0, initialQuota - used));
        expect(figures.is_exhausted).toBe(figures.remaining === 0);
        expect(figures.is_low).toBe(figures.remaining > 0 && figures.remaining <= figures.low_threshold);
      }),
    );
  });
});

describe('quotaLevel', () => {
  it('is exhausted, low or healthy as the figures say', () => {
    expect(quotaLevel(quotaFigures({ ...base, used: 50 }))).toBe('exhausted');
    expect(quotaLevel(quotaFigures({ ...base, used: 45 }))).toBe('low');
    expect(quotaLevel(quotaFigures({ ...base, used: 44 }))).toBe('healthy');
  });
});
