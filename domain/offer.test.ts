import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arabicDays, chatLink, composeOffer, type OfferInput } from './offer';

const OFFER: OfferInput = {
  applicantName: 'Sara Al-Qahtani',
  planName: 'Monthly Parking',
  durationDays: 30,
  startDate: '2026-12-01',
  endDate: '2026-12-30',
  originalPrice: 50_000,
  discountPercent: 10,
  finalPrice: 45_000,
  vehicles: [
    { plate: { letters: 'ABJ', number: '1234' }, model: 'Toyota Camry', colour: 'White' },
    { plate: { letters: 'H', number: '7' }, model: null, colour: null },
  ],
  areaName: 'Olaya Business District',
  gateName: 'Olaya North',
  bank: {
    bankName: 'Example Bank',
    accountNumber: '608010167519',
    beneficiaryName: 'Parking Operator Co.',
    iban: 'SA0380000000608010167519',
    swiftCode: 'EXBKSARI',
  },
  contact: { phone: '+966112345678', email: 'subscriptions@parking.example' },
};

const ARABIC_OFFER: OfferInput = {
  ...OFFER,
  applicantName: 'سارة القحطاني',
  planName: 'الباقة الشهرية',
  vehicles: [{ plate: { letters: 'ABJ', number: '1234' }, model: 'تويوتا كامري', colour: 'أبيض' }],
  areaName: 'حي العليا التجاري',
  gateName: null,
  durationDays: 1,
  endDate: '2026-12-01',
  discountPercent: 12.5,
  finalPrice: 43_750,
};

describe('the offer message', () => {
  it('reads in English with every detail of the offer and the request to pay and send the receipt', () => {
    expect(composeOffer(OFFER, 'en')).toBe(
      [
        'Dear Sara Al-Qahtani,',
        '',
        'Thank you for your parking subscription request. We are pleased to offer you the following:',
        '',
        'Plan: Monthly Parking',
        'Duration: 30 days, from 1 December 2026 to 30 December 2026',
        'Original price: SAR 500.00',
        'Discount: 10%',
        'Final price: SAR 450.00',
        '',
        'Vehicles:',
        '• 1234 ABJ: Toyota Camry, White',
        '• 7 H',
        '',
        'Area: Olaya Business District',
        'Gate: Olaya North',
        '',
        'To confirm your subscription, please transfer the final price to the bank account below and send us the transfer receipt:',
        'Bank: Example Bank',
        'Account number: 608010167519',
        'Beneficiary: Parking Operator Co.',
        'IBAN: SA03 8000 0000 6080 1016 7519',
        'SWIFT code: EXBKSARI',
        '',
        'For any question, call us on 0112345678 or write to subscriptions@parking.example.',
        '',
        'We look forward to serving you.',
      ].join('\n'),
    );
  });

  it('reads in Arabic, the plate in Arabic letters and digits, without a gate line when there is no gate', () => {
    expect(composeOffer(ARABIC_OFFER, 'ar')).toBe(
      [
        'مرحبًا سارة القحطاني،',
        '',
        'نشكرك على طلب الاشتراك في مواقفنا، ويسعدنا أن نقدّم لك العرض التالي:',
        '',
        'الباقة: الباقة الشهرية',
        'المدة: يوم واحد، من 1 ديسمبر 2026 إلى 1 ديسمبر 2026',
        'السعر الأصلي: 500.00 ريال',
        'الخصم: 12.5%',
        'السعر النهائي: 437.50 ريال',
        '',
        'المركبة:',
        '• ح ب ا ١٢٣٤: تويوتا كامري، أبيض',
        '',
        'المنطقة: حي العليا التجاري',
        '',
        'لتأكيد اشتراكك، يُرجى تحويل السعر النهائي إلى الحساب البنكي التالي وإرسال إيصال التحويل إلينا:',
        'البنك: Example Bank',
        'رقم الحساب: 608010167519',
        'اسم المستفيد: Parking Operator Co.',
        'رقم الآيبان: SA03 8000 0000 6080 1016 7519',
        'رمز السويفت: EXBKSARI',
        '',
        'لأي استفسار، يسعدنا تواصلك على الرقم 0112345678 أو عبر البريد الإلكتروني subscriptions@parking.example.',
        '',
        'نتطلع إلى خدمتك.',
      ].join('\n'),
    );
  });

  it('counts days in English as one day or n days', () => {
    expect(composeOffer({ ...OFFER, durationDays: 1 }, 'en')).toContain('Duration: 1 day, from');
    expect(composeOffer({ ...OFFER, durationDays: 365 }, 'en')).toContain('Duration: 365 days, from');
  });
});

describe('a count of days in Arabic', () => {
  it.each([
    [1, 'يوم واحد'],
    [2, 'يومان'],
    [3, '3 أيام'],
    [10, '10 أيام'],
    [11, '11 يومًا'],
    [30, '30 يومًا'],
    [99, '99 يومًا'],
    [100, '100 يوم'],
    [102, '102 يوم'],
    [103, '103 أيام'],
    [111, '111 يومًا'],
    [365, '365 يومًا'],
  ])('says %i as %s', (count, said) => {
    expect(arabicDays(count)).toBe(said);
  });
});

describe('the chat link', () => {
  it('opens the message to the stored mobile number', () => {
    expect(chatLink('+966551234567', 'Hello & welcome?')).toBe(
      'https://wa.me/966551234567?text=Hello%20%26%20welcome%3F',
    );
  });

  it('carries any message whole, Arabic and line breaks included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.constantFrom(composeOffer(OFFER, 'en'), composeOffer(ARABIC_OFFER, 'ar'), ''),
        (text, offer) => {
          const link = new URL(chatLink('+966551234567', offer + text)!);
          expect(link.origin + link.pathname).toBe('https://wa.me/966551234567');
          expect(link.searchParams.get('text')).toBe(offer + text);
        },
      ),
    );
  });

  it.each([null, undefined, '', '0551234567'])('is null without a stored number (%s)', (phone) => {
    expect(chatLink(phone, 'Hello')).toBeNull();
  });
});
