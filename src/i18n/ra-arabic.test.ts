import { describe, it, expect } from 'vitest';
import Polyglot from 'node-polyglot';
import { reactAdminEnglish as englishMessages } from './en';
import { raArabicMessages } from './ra-arabic';

/** Separator node-polyglot uses between plural forms (it trims each form). */
const PLURAL_SEPARATOR = '||||';
/** Same token syntax as node-polyglot's default interpolation regex. */
const PLACEHOLDER = /%\{(.*?)\}/g;
/**
 * Messages allowed to contain Latin letters outside of %{...} placeholders,
 * as "dotted.key.path". None is expected.
 */
const LATIN_ALLOW_LIST = new Set<string>();

/** One count per Arabic plural form: zero, one, two, few, many, other. */
const ARABIC_SAMPLE_COUNTS = [0, 1, 2, 5, 11, 100];
const ARABIC_FORM_NAMES = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** Arabic forms in which the numeral may be left out ("عنصر واحد", "عنصران"). */
const FORMS_WITHOUT_NUMERAL = new Set([0, 1, 2]);

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

type Leaves = Map<string, unknown>;

const flatten = (tree: Record<string, unknown>, prefix = '', leaves: Leaves = new Map()): Leaves => {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      flatten(value as Record<string, unknown>, path, leaves);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
};

const getPath = (tree: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      tree,
    );

const splitForms = (message: string): string[] => message.split(PLURAL_SEPARATOR).map((form) => form.trim());

const isPlural = (message: string): boolean => message.includes(PLURAL_SEPARATOR);

const placeholders = (text: string): Set<string> =>
  new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? ''));

const withoutSmartCount = (names: Set<string>): string[] => [...names].filter((name) => name !== 'smart_count').sort();

const stripPlaceholders = (text: string): string => text.replace(PLACEHOLDER, '');

/** Index of the plural form node-polyglot picks for `count` in `locale`. */
const pluralFormIndex = (locale: string, count: number): number => {
  const probe = new Polyglot({
    locale,
    phrases: { probe: '0 |||| 1 |||| 2 |||| 3 |||| 4 |||| 5' },
  });
  return Number(probe.t('probe', { smart_count: count }));
};

const english = englishMessages as unknown as Record<string, unknown>;
const arabic = raArabicMessages as unknown as Record<string, unknown>;
const englishLeaves = flatten(english);
const arabicLeaves = flatten(arabic);
const englishStrings = [...englishLeaves].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
const englishPlurals = englishStrings.filter(([, message]) => isPlural(message));

/**
 * For each Arabic form, the English form rendered for the same count
 * (0 and 2+ are plural in English, 1 is singular).
 */
const englishFormFor = ARABIC_SAMPLE_COUNTS.map((count) => pluralFormIndex('en', count));

/** The English form matching Arabic form `arabicIndex` of the same message. */
const englishCounterpart = (message: string, arabicIndex: number): string => {
  const forms = splitForms(message);
  const englishIndex = isPlural(message) ? (englishFormFor[arabicIndex] ?? 0) : 0;
  return forms[englishIndex] ?? forms[0] ?? '';
};

const arabicString = (path: string): string => {
  const value = getPath(raArabicMessages, path);
  if (typeof value !== 'string') {
    throw new Error(`${path} is not a string in the Arabic catalog`);
  }
  return value;
};

describe('raArabicMessages', () => {
  it('reads a non-trivial English catalog', () => {
    expect(englishStrings.length).toBe(englishLeaves.size);
    expect(englishStrings.length).toBeGreaterThan(150);
    expect(englishPlurals.length).toBeGreaterThan(0);
  });

  it('defines every English key as a string, with the same nesting', () => {
    const missing = englishStrings
      .map(([path]) => path)
      .filter((path) => typeof getPath(raArabicMessages, path) !== 'string');
    expect(missing).toEqual([]);
  });

  it('defines no key that the English catalog lacks', () => {
    const extra = [...arabicLeaves.keys()].filter((path) => !englishLeaves.has(path));
    expect(extra).toEqual([]);
    for (const [path, value] of arabicLeaves) {
      expect(typeof value, path).toBe('string');
    }
  });

  it('agrees with node-polyglot on the six Arabic plural forms', () => {
    // index = n < 3 ? n : n % 100 in 3..10 ? 3 : n % 100 >= 11 ? 4 : 5
    const expected = (n: number): number => {
      if (n < 3) return n;
      const lastTwo = n % 100;
      if (lastTwo >= 3 && lastTwo <= 10) return 3;
      return lastTwo >= 11 ? 4 : 5;
    };
    for (let n = 0; n <= 1000; n++) {
      expect(pluralFormIndex('ar', n), `n = ${n}`).toBe(expected(n));
    }
    expect(ARABIC_SAMPLE_COUNTS.map((n) => pluralFormIndex('ar', n))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('has exactly six Arabic forms for each message plural in English', () => {
    for (const [path, message] of englishPlurals) {
      const translation = arabicString(path);
      expect(message.split(PLURAL_SEPARATOR)).toHaveLength(message.split(` ${PLURAL_SEPARATOR} `).length);
      expect(translation.split(` ${PLURAL_SEPARATOR} `), path).toHaveLength(6);
      const forms = splitForms(translation);
      expect(forms, path).toHaveLength(6);
      forms.forEach((form, index) => expect(form, `${path} [${ARABIC_FORM_NAMES[index]}]`).not.toBe(''));
    }
  });

  it('has no plural forms where English has none', () => {
    const unexpected = englishStrings
      .filter(([, message]) => !isPlural(message))
      .map(([path]) => path)
      .filter((path) => isPlural(arabicString(path)));
    expect(unexpected).toEqual([]);
  });

  it('uses the same placeholders as English in single messages', () => {
    for (const [path, message] of englishStrings) {
      if (isPlural(message)) continue;
      expect([...placeholders(arabicString(path))].sort(), path).toEqual([...placeholders(message)].sort());
    }
  });

  it('uses the same placeholders as English in each plural form', () => {
    for (const [path, message] of englishPlurals) {
      const arabicForms = splitForms(arabicString(path));
      arabicForms.forEach((form, index) => {
        const label = `${path} [${ARABIC_FORM_NAMES[index]}]`;
        const englishForm = englishCounterpart(message, index);
        const arabicNames = placeholders(form);
        const englishNames = placeholders(englishForm);
        expect(withoutSmartCount(arabicNames), label).toEqual(withoutSmartCount(englishNames));
        if (FORMS_WITHOUT_NUMERAL.has(index)) {
          // The numeral may be omitted, but not invented.
          if (arabicNames.has('smart_count')) {
            expect(message, label).toContain('%{smart_count}');
          }
        } else {
          expect(arabicNames.has('smart_count'), label).toBe(englishNames.has('smart_count'));
        }
      });
    }
  });

  it('renders distinct Arabic plural forms through node-polyglot', () => {
    const polyglot = new Polyglot({
      locale: 'ar',
      phrases: { ra: raArabicMessages.ra },
    });
    const options = {
      name: 'المركبات',
      recordRepresentation: 'أ ب ج ١٢٣٤',
    };
    for (const [path] of englishPlurals) {
      const rendered = ARABIC_SAMPLE_COUNTS.map((smart_count) => polyglot.t(path, { ...options, smart_count }));
      expect(new Set(rendered).size, path).toBe(ARABIC_SAMPLE_COUNTS.length);
      for (const text of rendered) {
        expect(text, path).toMatch(ARABIC_LETTER);
        expect(text, path).not.toContain(PLURAL_SEPARATOR);
        expect(text, path).not.toMatch(PLACEHOLDER);
      }
    }

    const deleted = ARABIC_SAMPLE_COUNTS.map((smart_count) => polyglot.t('ra.notification.deleted', { smart_count }));
    expect(deleted).toEqual([
      'لم يُحذف أي عنصر',
      'تم حذف العنصر',
      'تم حذف عنصرين',
      'تم حذف 5 عناصر',
      'تم حذف 11 عنصرًا',
      'تم حذف 100 عنصر',
    ]);
    expect(polyglot.t('ra.notification.deleted', { smart_count: 103 })).toBe('تم حذف 103 عناصر');
    expect(polyglot.t('ra.notification.deleted', { smart_count: 111 })).toBe('تم حذف 111 عنصرًا');
    expect(polyglot.t('ra.notification.deleted', { smart_count: 200 })).toBe('تم حذف 200 عنصر');
  });

  it('contains no Latin letters outside placeholders', () => {
    const offending = [...arabicLeaves]
      .filter(([path]) => !LATIN_ALLOW_LIST.has(path))
      .filter(([, value]) => LATIN_LETTER.test(stripPlaceholders(String(value))))
      .map(([path, value]) => `${path}: ${String(value)}`);
    expect(offending).toEqual([]);
  });

  it('translates every message that has words in English', () => {
    for (const [path, message] of englishStrings) {
      const arabicForms = splitForms(arabicString(path));
      arabicForms.forEach((form, index) => {
        const englishForm = englishCounterpart(message, index);
        if (LATIN_LETTER.test(stripPlaceholders(englishForm))) {
          expect(stripPlaceholders(form), path).toMatch(ARABIC_LETTER);
        } else {
          // Placeholder-only or blank messages stay as they are.
          expect(form, path).toBe(englishForm);
        }
      });
    }
  });
});
