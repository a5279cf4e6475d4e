import { formatIban } from './iban';
import { localSaudiPhone } from './phone';
import { formatPlateArabic, formatPlateLatin, type Plate } from './plates';

/**
 * The subscription offer of SPEC section 1: the message sent to an applicant as a chat message,
 * in English or Arabic. The domain has no i18n runtime, so both texts are written here; numbers
 * use Western digits in both languages (DESIGN section 5), the plate shows its own script.
 */

export type OfferLanguage = 'en' | 'ar';

export interface OfferVehicle {
  plate: Plate;
  model: string | null;
  colour: string | null;
}

/** Where the applicant pays: from the configuration (OFFER_*). */
export interface OfferBankDetails {
  bankName: string;
  accountNumber: string;
  beneficiaryName: string;
  /** Electronic form (`SA03…`); printed in groups of four. */
  iban: string;
  swiftCode: string;
}

export interface OfferContact {
  /** E.164. */
  phone: string;
  email: string;
}

export interface OfferInput {
  applicantName: string;
  /** The plan's name in the offer's language. */
  planName: string;
  durationDays: number;
  /** Local days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** Halalas. */
  originalPrice: number;
  /** 0 to 100, at most two decimals. */
  discountPercent: number;
  /** Halalas. */
  finalPrice: number;
  vehicles: OfferVehicle[];
  /** The area's and gate's names in the offer's language; a plan may have no gate of its own. */
  areaName: string;
  gateName: string | null;
  bank: OfferBankDetails;
  contact: OfferContact;
}

const LOCALE: Record<OfferLanguage, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-latn-ca-gregory' };

/** A local day (YYYY-MM-DD) as the messages to subscribers write it: `5 March 2026`, Gregorian, Western digits. */
export function formatDate(date: string, language: OfferLanguage): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** SAR with two decimals and Western digits: `1,250.50`. */
export function formatSar(halalas: number): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(halalas / 100);
}

function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

const ARABIC_DAYS: Record<Intl.LDMLPluralRule, (count: number) => string> = {
  zero: (count) => `${count} يوم`,
  one: () => 'يوم واحد',
  two: () => 'يومان',
  few: (count) => `${count} أيام`,
  many: (count) => `${count} يومًا`,
  other: (count) => `${count} يوم`,
};

/** A count of days in Arabic, the noun agreeing with the number: يوم واحد، يومان، 3 أيام، 11 يومًا، 100 يوم. */
export function arabicDays(count: number): string {
  return ARABIC_DAYS[new Intl.PluralRules('ar').select(count)](count);
}

export function englishDays(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

function vehicleLine({ plate, model, colour }: OfferVehicle, language: OfferLanguage): string {
  const shownPlate = language === 'ar' ? formatPlateArabic(plate) : formatPlateLatin(plate);
  const description = [model, colour].filter(Boolean).join(language === 'ar' ? '، ' : ', ');
  return `• ${shownPlate}${description ? `: ${description}` : ''}`;
}

function composeEnglish(offer: OfferInput): string {
  const vehicles = offer.vehicles.map((vehicle) => vehicleLine(vehicle, 'en'));
  return [
    `Dear ${offer.applicantName},`,
    '',
    'Thank you for your parking subscription request. We are pleased to offer you the following:',
    '',
    `Plan: ${offer.planName}`,
    `Duration: ${englishDays(offer.durationDays)}, from ${formatDate(offer.startDate, 'en')} to ${formatDate(offer.endDate, 'en')}`,
    `Original price: SAR ${formatSar(offer.originalPrice)}`,
    `Discount: ${formatPercent(offer.discountPercent)}`,
    `Final price: SAR ${formatSar(offer.finalPrice)}`,
    '',
    offer.vehicles.length === 1 ? 'Vehicle:' : 'Vehicles:',
    ...vehicles,
    '',
    `Area: ${offer.areaName}`,
    ...(offer.gateName ? [`Gate: ${offer.gateName}`] : []),
    '',
    'To confirm your subscription, please transfer the final price to the bank account below and send us the transfer receipt:',
    `Bank: ${offer.bank.bankName}`,
    `Account number: ${offer.bank.accountNumber}`,
    `Beneficiary: ${offer.bank.beneficiaryName}`,
    `IBAN: ${formatIban(offer.bank.iban)}`,
    `SWIFT code: ${offer.bank.swiftCode}`,
    '',
    `For any question, call us on ${localSaudiPhone(offer.contact.phone)} or write to ${offer.contact.email}.`,
    '',
    'We look forward to serving you.',
  ].join('\n');
}

function composeArabic(offer: OfferInput): string {
  const vehicles = offer.vehicles.map((vehicle) => vehicleLine(vehicle, 'ar'));
  return [
    `مرحبًا ${offer.applicantName}،`,
    '',
    'نشكرك على طلب الاشتراك في مواقفنا، ويسعدنا أن نقدّم لك العرض التالي:',
    '',
    `الباقة: ${offer.planName}`,
    `المدة: ${arabicDays(offer.durationDays)}، من ${formatDate(offer.startDate, 'ar')} إلى ${formatDate(offer.endDate, 'ar')}`,
    `السعر الأصلي: ${formatSar(offer.originalPrice)} ريال`,
    `الخصم: ${formatPercent(offer.discountPercent)}`,
    `السعر النهائي: ${formatSar(offer.finalPrice)} ريال`,
    '',
    offer.vehicles.length === 1 ? 'المركبة:' : 'المركبات:',
    ...vehicles,
    '',
    `المنطقة: ${offer.areaName}`,
    ...(offer.gateName ? [`البوابة: ${offer.gateName}`] : []),
    '',
    'لتأكيد اشتراكك، يُرجى تحويل السعر النهائي إلى الحساب البنكي التالي وإرسال إيصال التحويل إلينا:',
    `البنك: ${offer.bank.bankName}`,
    `رقم الحساب: ${offer.bank.accountNumber}`,
    `اسم المستفيد: ${offer.bank.beneficiaryName}`,
    `رقم الآيبان: ${formatIban(offer.bank.iban)}`,
    `رمز السويفت: ${offer.bank.swiftCode}`,
    '',
    `لأي استفسار، يسعدنا تواصلك على الرقم ${localSaudiPhone(offer.contact.phone)} أو عبر البريد الإلكتروني ${offer.contact.email}.`,
    '',
    'نتطلع إلى خدمتك.',
  ].join('\n');
}

/** The offer message in the language asked. */
export function composeOffer(offer: OfferInput, language: OfferLanguage): string {
  return language === 'ar' ? composeArabic(offer) : composeEnglish(offer);
}

/**
 * The chat link that opens `text` as a message to a stored E.164 mobile number
 * (`https://wa.me/9665…?text=…`), or null when there is no number: the browser then says
 * "Phone number not provided".
 */
export function chatLink(phone: string | null | undefined, text: string): string | null {
  const digits = phone?.match(/^\+(\d{8,15})$/)?.[1];
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}
