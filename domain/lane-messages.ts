import type { LaneAction } from './lane-devices';
import type { GateEventKind } from './schemas/gate-operations';

/** A text for the lane's own display, in both languages: the driver reads whichever is theirs. */
export interface LaneText {
  en: string;
  ar: string;
}

/**
 * What a lane shows the driver, short enough for a barrier's display: not the back office's
 * explanations (api-errors), which speak to staff. A refusal the list does not name shows the
 * generic one, and the gate staff read its code on the console.
 */
const LANE_TEXTS = {
  welcome: { en: 'Welcome', ar: 'أهلًا وسهلًا' },
  goodbye: { en: 'Thank you, drive safely', ar: 'شكرًا لكم، قيادة آمنة' },
  pay: { en: 'Please pay %{amount}', ar: 'يرجى دفع %{amount}' },
  confirm: { en: 'Please wait: staff will check your plate', ar: 'يرجى الانتظار: سيتحقق الموظف من اللوحة' },
  refused: { en: 'Entry not possible here: please ask staff', ar: 'لا يمكن المرور هنا: يرجى مراجعة الموظف' },
  area_full: { en: 'Car park full', ar: 'الموقف ممتلئ' },
  guest_tickets_full: { en: 'Visitor spaces full', ar: 'مواقف الزوار ممتلئة' },
  subscription_capacity_full: { en: 'Subscriber spaces full', ar: 'مواقف المشتركين ممتلئة' },
  company_pool_full: { en: 'Company spaces full', ar: 'مواقف الشركة ممتلئة' },
  already_inside: { en: 'Vehicle already inside', ar: 'المركبة داخل الموقف' },
  not_inside: { en: 'No entry found: please ask staff', ar: 'لا يوجد دخول مسجل: يرجى مراجعة الموظف' },
  subscription_expired: { en: 'Subscription expired', ar: 'انتهى الاشتراك' },
  subscription_not_for_area: { en: 'Subscription not valid here', ar: 'الاشتراك غير صالح لهذا الموقف' },
  subscription_not_active: { en: 'Subscription not active', ar: 'الاشتراك غير نشط' },
  gate_closed: { en: 'Gate closed', ar: 'البوابة مغلقة' },
  unknown_qr: { en: 'Code not recognised', ar: 'الرمز غير معروف' },
  unknown_card: { en: 'Card not recognised', ar: 'البطاقة غير معروفة' },
} as const satisfies Record<string, LaneText>;

export type LaneTextKey = keyof typeof LANE_TEXTS;

/** What a lane's answer says, as laneText reads it. */
export interface LaneOutcome {
  action: LaneAction;
  kind: GateEventKind;
  /** The refusal's code (api-errors), or why a person must confirm. */
  reason: string | null;
  /** What is to be paid, in SAR, when the action is to pay. */
  amount?: number;
}

/** The display text of an answer: its refusal's own when it has one, else its action's. */
export function laneText({ action, kind, reason, amount }: LaneOutcome): LaneText {
  if (action === 'pay') {
    const sar = (amount ?? 0).toFixed(2);
    return {
      en: LANE_TEXTS.pay.en.replace('%{amount}', `SAR ${sar}`),
      ar: LANE_TEXTS.pay.ar.replace('%{amount}', `${sar} ر.س`),
    };
  }
  if (action === 'confirm') return LANE_TEXTS.confirm;
  if (action === 'open') return kind === 'entry' ? LANE_TEXTS.welcome : LANE_TEXTS.goodbye;
  return reason !== null && reason in LANE_TEXTS ? LANE_TEXTS[reason as LaneTextKey] : LANE_TEXTS.refused;
}
