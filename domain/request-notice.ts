import type { OfferLanguage } from './offer';

/** What the administrators of an area are told when a public subscription request arrives, in both languages. */
export interface RequestNotice {
  reference: string;
  applicantName: string;
  /** The area's name in the notice's language. */
  areaName: string;
  /** The request's page in the back office. */
  url: string;
}

export const REQUEST_NOTICE_SUBJECT = { en: 'New subscription request', ar: 'طلب اشتراك جديد' };

export function composeRequestNotice(notice: RequestNotice, language: OfferLanguage): string {
  return language === 'ar'
    ? `وصل طلب اشتراك جديد ${notice.reference} من ${notice.applicantName} في ${notice.areaName}، بانتظار قرارك:\n${notice.url}`
    : `A new subscription request ${notice.reference} from ${notice.applicantName} at ${notice.areaName} waits for a decision:\n${notice.url}`;
}
