import { halalasToDecimalText } from '../../../../domain/money';
import type { InvoicePage } from './moyasar-simulator';
import { TEST_CARDS } from './test-sources';

export type PageLanguage = 'ar' | 'en';

/** The simulator's hosted page speaks both languages, as Moyasar's does (`?lang=`). */
const WORDS = {
  en: {
    title: 'Test payment',
    banner: 'Payment gateway simulator: test mode, no money moves',
    amount: 'Amount',
    card: 'Card',
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    applePay: 'Pay with Apple Pay',
    stcPay: 'STC Pay',
    mobile: 'Mobile',
    otp: 'One-time code',
    payStc: 'Pay with STC Pay',
    testCards: 'Test cards',
    back: 'Back',
    declined: 'The payment was declined',
    paid: 'This invoice is paid.',
    expired: 'This invoice has expired.',
    canceled: 'This invoice was canceled.',
    verification: 'Card verification (3-D Secure)',
    verificationText: 'Your bank asks you to confirm that this card is yours before it is saved.',
    authenticate: 'Authenticate',
    fail: 'Fail authentication',
  },
  ar: {
    title: 'دفع تجريبي',
    banner: 'محاكي بوابة الدفع: وضع الاختبار، لا تنتقل أي أموال',
    amount: 'المبلغ',
    card: 'البطاقة',
    name: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز التحقق',
    pay: 'ادفع',
    applePay: 'الدفع عبر Apple Pay',
    stcPay: 'STC Pay',
    mobile: 'رقم الجوال',
    otp: 'رمز التحقق لمرة واحدة',
    payStc: 'الدفع عبر STC Pay',
    testCards: 'بطاقات الاختبار',
    back: 'رجوع',
    declined: 'رُفضت عملية الدفع',
    paid: 'دُفعت هذه الفاتورة.',
    expired: 'انتهت صلاحية هذه الفاتورة.',
    canceled: 'أُلغيت هذه الفاتورة.',
    verification: 'التحقق من البطاقة (3-D Secure)',
    verificationText: 'يطلب منك البنك تأكيد أن هذه البطاقة لك قبل حفظها.',
    authenticate: 'تأكيد',
    fail: 'إفشال التحقق',
  },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24}
main{max-width:420px;margin:0 auto;padding:16px}
.banner{background:#fff4e5;border:1px solid #f0b35a;padding:8px 12px;border-radius:8px;font-size:14px}
section{background:#fff;border-radius:12px;padding:16px;margin-top:12px;box-shadow:0 1px 3px #0002}
label{display:block;margin:10px 0 4px;font-size:14px}
input{box-sizing:border-box;width:100%;padding:10px;font-size:16px;border:1px solid #b8bec6;border-radius:8px}
.row{display:flex;gap:8px}.row>div{flex:1}
button{width:100%;margin-top:14px;padding:12px;font-size:16px;border:0;border-radius:8px;background:#1565c0;color:#fff;cursor:pointer}
button.black{background:#000}button.stc{background:#4f008c}
.error{background:#fdecea;color:#8a1c1c;padding:10px;border-radius:8px;margin-top:12px}
.amount{font-size:28px;font-weight:600;direction:ltr;unicode-bidi:isolate}
code{direction:ltr;unicode-bidi:isolate}`;

/** The hosted page of an invoice: what it pays, the test card form, Apple Pay and STC Pay; or why it cannot be paid. */
export function hostedPageHtml(
  { invoice, closed }: InvoicePage,
  language: PageLanguage,
  action: string,
  declined: string | null,
): string {
  const words = WORDS[language];
  const amount = `${halalasToDecimalText(invoice.amount)} ${invoice.currency}`;
  const head = `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${words.title}</title><style>${STYLE}</style></head><body><main>`;
  const summary = `<p class="banner">${words.banner}</p><section><div>${escape(invoice.description)}</div><div>${words.amount}</div><div class="amount">${amount}</div></section>`;
  const back = invoice.back_url ? `<p><a href="${escape(invoice.back_url)}">${words.back}</a></p>` : '';
  if (closed) return `${head}${summary}<section><p>${words[closed]}</p></section>${back}</main></body></html>`;
  const error = declined ? `<p class="error" role="alert">${words.declined}: ${escape(declined)}</p>` : '';
  const field = (name: string, label: string, extra = '') =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" ${extra}>`;
  const card = `<section><h2>${words.card}</h2><form method="post" action="${action}"><input type="hidden" name="type" value="creditcard">${field('name', words.name, 'autocomplete="cc-name" required')}${field('number', words.number, 'inputmode="numeric" autocomplete="cc-number" dir="ltr" required')}<div class="row"><div>${field('expiry', words.expiry, 'dir="ltr" placeholder="12/30" required')}</div><div>${field('cvc', words.cvc, 'inputmode="numeric" dir="ltr" required')}</div></div><button type="submit">${words.pay} ${amount}</button></form><details><summary>${words.testCards}</summary><ul>${TEST_CARDS.map((number) => `<li><code>${number}</code></li>`).join('')}</ul></details></section>`;
  const applePay = `<section><form method="post" action="${action}"><input type="hidden" name="type" value="applepay"><button class="black" type="submit">${words.applePay}</button></form></section>`;
  const stcPay = `<section><h2>${words.stcPay}</h2><form method="post" action="${action}"><input type="hidden" name="type" value="stcpay">${field('mobile', words.mobile, 'inputmode="tel" dir="ltr" placeholder="05XXXXXXXX" required')}${field('otp', words.otp, 'inputmode="numeric" dir="ltr" placeholder="123456" required')}<button class="stc" type="submit">${words.payStc}</button></form></section>`;
  return `${head}${summary}${error}${card}${applePay}${stcPay}${back}</main></body></html>`;
}

/** The 3-D Secure page of a card being saved: pass or fail it, as a tester chooses. */
export function verificationPageHtml(
  card: { brand: string; lastFour: string },
  language: PageLanguage,
  action: string,
): string {
  const words = WORDS[language];
  const form = (passed: boolean, label: string, style: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="passed" value="${passed}"><button class="${style}" type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${words.verification}</title><style>${STYLE}</style></head><body><main><p class="banner">${words.banner}</p><section><h2>${words.verification}</h2><p>${words.verificationText}</p><p><code>${escape(card.brand)} •••• ${escape(card.lastFour)}</code></p>${form(true, words.authenticate, '')}${form(false, words.fail, 'black')}</section></main></body></html>`;
}
