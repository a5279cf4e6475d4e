import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../domain/api-errors';
import { VALIDATION } from '../../domain/validation-messages';
import { appArabic } from './ar';
import { appEnglish } from './en';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
  }
  return result;
}

const english = leaves(appEnglish as unknown as Tree);
const arabic = leaves(appArabic as unknown as Tree);
const placeholders = (text: string) =>
  new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).filter((name) => name !== 'smart_count'));

describe('the app message catalogs', () => {
  it('have the same keys in English and Arabic', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keep every placeholder of the English message in each Arabic form that shows a number', () => {
    for (const [key, text] of english) {
      const forms = arabic.get(key)!.split(' |||| ');
      const expected = placeholders(text);
      const numbered = forms.length === 6 ? forms.slice(3) : forms;
      for (const form of numbered) expect(placeholders(form), key).toEqual(expected);
    }
  });

  it('give every English plural its six Arabic forms', () => {
    for (const [key, text] of english) {
      if (text.includes(' |||| ')) expect(arabic.get(key)!.split(' |||| '), key).toHaveLength(6);
    }
  });

  it('write Arabic in Arabic', () => {
    const latinAllowed = /XXXX|\(\d|ر\.س|JSON|HTTPS/;
    for (const [key, text] of arabic) {
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
      const withoutPlaceholders = text.replace(/%\{\w+\}/g, '');
      if (!latinAllowed.test(withoutPlaceholders)) expect(withoutPlaceholders, key).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('translate every validation key and API error code the server can answer', () => {
    for (const key of Object.values(VALIDATION)) {
      expect(english.has(key), key).toBe(true);
      expect(arabic.has(key), key).toBe(true);
    }
    for (const code of Object.keys(API_ERRORS)) expect(arabic.has(`ps.errors.${code}`), code).toBe(true);
  });

  it('pick the right Arabic plural form for the low-quota warning', () => {
    const polyglot = new Polyglot({ locale: 'ar', phrases: appArabic as unknown as Record<string, unknown> });
    const say = (count: number) => polyglot.t('ps.quota.low', { smart_count: count, count: String(count) });
    expect(say(1)).toContain('اشتراك واحد');
    expect(say(2)).toContain('اشتراكان');
    expect(say(5)).toContain('5 اشتراكات');
    expect(say(11)).toContain('11 اشتراكًا');
    expect(say(100)).toContain('100 اشتراك فقط');
  });

  it('pick the right Arabic plural form for the waits of a lock-out', () => {
    const polyglot = new Polyglot({ locale: 'ar', phrases: appArabic as unknown as Record<string, unknown> });
    const say = (key: string, count: number) =>
      polyglot.t(`ps.auth.wait.${key}`, { smart_count: count, count: String(count) });
    expect(say('minutes', 1)).toBe('حاول مرة أخرى بعد دقيقة واحدة.');
    expect(say('minutes', 2)).toBe('حاول مرة أخرى بعد دقيقتين.');
    expect(say('minutes', 10)).toBe('حاول مرة أخرى بعد 10 دقائق.');
    expect(say('minutes', 15)).toBe('حاول مرة أخرى بعد 15 دقيقة.');
    expect(say('minutes', 120)).toBe('حاول مرة أخرى بعد 120 دقيقة.');
    expect(say('seconds', 2)).toBe('حاول مرة أخرى بعد ثانيتين.');
    expect(say('seconds', 5)).toBe('حاول مرة أخرى بعد 5 ثوانٍ.');
    expect(say('seconds', 45)).toBe('حاول مرة أخرى بعد 45 ثانية.');
  });

  it('pick the right Arabic plural form for the lines of a price', () => {
    const polyglot = new Polyglot({ locale: 'ar', phrases: appArabic as unknown as Record<string, unknown> });
    const hours = (count: number) =>
      polyglot.t('ps.tariff.lines.further_hours', { smart_count: count, hours: String(count), fee: '3.00 ر.س.' });
    expect(hours(1)).toBe('ساعة إضافية واحدة × 3.00 ر.س.');
    expect(hours(2)).toBe('ساعتان إضافيتان × 3.00 ر.س.');
    expect(hours(5)).toBe('5 ساعات إضافية × 3.00 ر.س.');
    expect(hours(15)).toBe('15 ساعة إضافية × 3.00 ر.س.');
    const cooldown = (count: number) =>
      polyglot.t('ps.tariff.lines.cooldown', { smart_count: count, minutes: String(count) });
    expect(cooldown(2)).toBe('عودة خلال دقيقتين من آخر خروج: بلا مدة مجانية');
    expect(cooldown(10)).toBe('عودة خلال 10 دقائق من آخر خروج: بلا مدة مجانية');
    expect(cooldown(60)).toBe('عودة خلال 60 دقيقة من آخر خروج: بلا مدة مجانية');
  });
});
