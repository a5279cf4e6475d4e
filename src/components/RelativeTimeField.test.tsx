import { describe, expect, it } from 'vitest';
import { intlLocaleOf } from '../i18n/digits';
import { timeAgo } from './RelativeTimeField';

const now = new Date('2026-03-10T12:00:00Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('how long ago a sign-in was', () => {
  it('says it in the largest whole unit under a month', () => {
    const english = intlLocaleOf('en');
    expect(timeAgo(before(0.5), now, english)).toBe('this minute');
    expect(timeAgo(before(59), now, english)).toBe('59 minutes ago');
    expect(timeAgo(before(60 * 3 + 59), now, english)).toBe('3 hours ago');
    expect(timeAgo(before(60 * 24), now, english)).toBe('yesterday');
    expect(timeAgo(before(60 * 24 * 29), now, english)).toBe('29 days ago');
    expect(timeAgo(before(60 * 24 * 30), now, english)).toBeUndefined();
  });

  it('says it in Arabic, in the digits of the screen', () => {
    expect(timeAgo(before(60 * 3), now, intlLocaleOf('ar', 'latn'))).toBe('قبل 3 ساعات');
    expect(timeAgo(before(60 * 3), now, intlLocaleOf('ar', 'arab'))).toBe('قبل ٣ ساعات');
    expect(timeAgo(before(60 * 48), now, intlLocaleOf('ar', 'latn'))).toBe('أول أمس');
    expect(timeAgo(before(60 * 24 * 5), now, intlLocaleOf('ar', 'latn'))).toBe('قبل 5 أيام');
  });
});
