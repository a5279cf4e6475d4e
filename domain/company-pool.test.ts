import { describe, expect, it } from 'vitest';
import { poolAdmission } from './company-pool';

describe('poolAdmission', () => {
  it('admits subscribers while the pool has room, and without a pool', () => {
    expect(poolAdmission({ size: 3, overflow: 'refuse' }, 2)).toBe('subscriber');
    expect(poolAdmission(null, 500)).toBe('subscriber');
  });

  it('treats the vehicle after the last space as the company chose', () => {
    expect(poolAdmission({ size: 3, overflow: 'refuse' }, 3)).toBe('refused');
    expect(poolAdmission({ size: 3, overflow: 'guest' }, 3)).toBe('guest');
    // A pool made smaller while more are inside still holds the next one back.
    expect(poolAdmission({ size: 1, overflow: 'refuse' }, 4)).toBe('refused');
  });
});
