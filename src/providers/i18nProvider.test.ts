import { describe, expect, it } from 'vitest';
import { arabicMessages } from '../i18n/ar';
import { englishMessages } from '../i18n/en';
import { createI18nProvider } from './i18nProvider';

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
    expect(provider.translate('ps.menu.areas')).toBe('المناطق (الملّاك)');
    await provider.changeLocale('en');
    expect(provider.translate('ps.menu.areas')).toBe('Areas (Land Lord)');
  });

  it('uses the Arabic plural rule in Arabic', async () => {
    const provider = createI18nProvider('ar', arabicMessages);
    expect(provider.translate('ra.notification.deleted', { smart_count: 2 })).not.toBe(provider.translate('ra.notification.deleted', { smart_count: 5 }));
  });

  it('falls back to the text given when a key has no message', () => {
    const provider = createI18nProvider('en', englishMessages);
    expect(provider.translate('ps.no.such.key', { _: 'Fallback' })).toBe('Fallback');
  });
});
