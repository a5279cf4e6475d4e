import { arabicDays, englishDays, formatDate, type OfferLanguage } from './offer';
import { formatPlateArabic, formatPlateLatin, type Plate } from './plates';

/**
 * The message that brings a subscriber their QR credential, in English or Arabic: what it is for
 * (plan, area, dates, plates, reference) and how to use it. By mail the QR code travels beside the
 * text, an image; in a chat message, which carries no image, as a link to the page that shows it.
 */

export interface CredentialInput {
  subscriberName: string;
  reference: string;
  /** The plan's and area's names in the message's language. */
  planName: string;
  areaName: string;
  /** Local days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  durationDays: number;
  plates: Plate[];
  /** The page that shows the QR code, for a message that cannot carry the image. */
  qrLink?: string;
}

export interface CredentialMessage {
  subject: string;
  /** Paragraphs; the mail's plain text joins them with blank lines, its HTML puts the QR code after the first. */
  lines: string[];
}

function english(input: CredentialInput): CredentialMessage {
  return {
    subject: `Your parking QR code (${input.reference})`,
    lines: [
      `Dear ${input.subscriberName},`,
      input.qrLink
        ? `Your parking subscription is active. Open this link and show the QR code at the gate to enter and leave:\n${input.qrLink}`
        : 'Your parking subscription is active. Show the QR code in this message at the gate to enter and leave.',
      [
        `Plan: ${input.planName}`,
        `Area: ${input.areaName}`,
        `Valid: ${englishDays(input.durationDays)}, from ${formatDate(input.startDate, 'en')} to ${formatDate(input.endDate, 'en')}`,
        `${input.plates.length === 1 ? 'Vehicle' : 'Vehicles'}: ${input.plates.map(formatPlateLatin).join(', ')}`,
        `Reference: ${input.reference}`,
      ].join('\n'),
      'Keep the code to yourself: anyone holding it can use your subscription. If it is lost, ask us for a new one; the old one then stops working.',
    ],
  };
}

function arabic(input: CredentialInput): CredentialMessage {
  return {
    subject: `رمز الاستجابة السريعة (QR) لاشتراكك في المواقف (${input.reference})`,
    lines: [
      `مرحبًا ${input.subscriberName}،`,
      input.qrLink
        ? `اشتراكك في المواقف فعّال. افتح هذا الرابط واعرض رمز الاستجابة السريعة عند البوابة للدخول والخروج:\n${input.qrLink}`
        : 'اشتراكك في المواقف فعّال. اعرض رمز الاستجابة السريعة المرفق بهذه الرسالة عند البوابة للدخول والخروج.',
      [
        `الباقة: ${input.planName}`,
        `المنطقة: ${input.areaName}`,
        `الصلاحية: ${arabicDays(input.durationDays)}، من ${formatDate(input.startDate, 'ar')} إلى ${formatDate(input.endDate, 'ar')}`,
        `${input.plates.length === 1 ? 'المركبة' : 'المركبات'}: ${input.plates.map(formatPlateArabic).join('، ')}`,
        `المرجع: ${input.reference}`,
      ].join('\n'),
      'احتفظ بالرمز لنفسك، فكل من يحمله يستطيع استخدام اشتراكك. إن فقدته فاطلب منا رمزًا جديدًا، ويتوقف الرمز القديم عن العمل حينها.',
    ],
  };
}

/** The credential message in the language asked. */
export function composeCredential(input: CredentialInput, language: OfferLanguage): CredentialMessage {
  return language === 'ar' ? arabic(input) : english(input);
}

/** Where the page that shows a QR code finds it: after `#`, which the browser never sends to a server. */
export const CREDENTIAL_PAGE_PATH = '/my-qr';
