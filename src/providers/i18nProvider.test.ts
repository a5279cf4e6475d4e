import { describe, expect, it } from 'vitest';
import { arabicMessages } from '../i18n/ar';
import { englishMessages } from '../i18n/en';
import { createI18nProvider, withDisplayRules } from './i18nProvider';

describe('the i18n provider', () => {
  it('starts in the stored language', () => {
    const provider = createI18nProvider('ar', arabicMessages);
    expect(provider.getLocale()).toBe('ar');
    expect(provider.translate('ps.app.title')).toBe('نظام المواقف');
    expect(provider.translate('ra.action.save')).toBe('حفظ');
  });

  it('loads the Arabic catalog when switching to Arabic, and English back', async () => {
    const provider = createI18nProvider('en', englishMessages);
    expect(provider.translate('ps.menu.areas')).toBe('Areas (Land Lord)');
    await provider.changeLocale('ar');
    expect(provider.translate('ps.menu.areas')).toBe('المناطق');
    await provider.changeLocale('en');
    expect(provider.translate('ps.menu.areas')).toBe('Areas (Land Lord)');
  });

  it('uses the Arabic plural rule in Arabic', async () => {
    const provider = createI18nProvider('ar', arabicMessages);
    expect(provider.translate('ra.notification.deleted', { smart_count: 2 })).not.toBe(
      provider.translate('ra.notification.deleted', { smart_count: 5 }),
    );
  });

  it('falls back to the text given when a key has no message', () => {
    const provider = createI18nProvider('en', englishMessages);
    expect(provider.translate('ps.no.such.key', { _: 'Fallback' })).toBe('Fallback');
  });

  it('isolates user text of the other direction and writes digits in the chosen style', () => {
    const arabic = withDisplayRules(createI18nProvider('ar', arabicMessages), 'arab');
    expect(arabic.translate('ps.home.greeting', { name: 'Al Noor Trading Co.' })).toBe(
      'مرحبًا، \u2068Al Noor Trading Co.\u2069',
    );
    expect(arabic.translate('ps.gates.title_for_area', { area: 'Airport P3' })).toBe('بوابات \u2068Airport P3\u2069');
    expect(arabic.translate('ps.gates.title_for_area', { area: 'مواقف 3' })).toBe('بوابات مواقف ٣');
    expect(arabic.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 25 })).toBe(
      '١ إلى ١٠ · الإجمالي ٢٥',
    );
    const western = withDisplayRules(createI18nProvider('ar', arabicMessages), 'latn');
    expect(western.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 25 })).toBe(
      '1 إلى 10 · الإجمالي 25',
    );
    const english = withDisplayRules(createI18nProvider('en', englishMessages), 'arab');
    expect(english.translate('ps.gates.title_for_area', { area: 'كورنيش جدة 2' })).toBe(
      'Gates of \u2068كورنيش جدة 2\u2069',
    );
    expect(english.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 25 })).toBe(
      '1-10 · Total 25',
    );
  });
});
