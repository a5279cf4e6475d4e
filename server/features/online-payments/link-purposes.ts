import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Mailer } from '../../core/mailer';
import type { Link, LinkPurpose } from './link';
import { companySubscriptionLinkPurpose } from './company-subscription-links';
import { renewalLinkPurpose } from './renewal-links';
import { stayLinkPurpose } from './pay-ahead/stay-links';
import { subscriptionLinkPurpose } from './subscription-links';
import { quotaOrderLinkPurpose } from './quota-orders/quota-order-links';

/** What a link's purpose works with. */
export interface PurposeContext {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: { warn(object: object, message: string): void };
}

/** The purpose of a link: what it pays for, by the record it names. */
export function purposeOf(context: PurposeContext, link: Link): LinkPurpose<unknown> {
  if (link.stay_id !== null) return stayLinkPurpose;
  if (link.quota_order_id !== null) return quotaOrderLinkPurpose;
  if (link.company_subscription_id !== null) return companySubscriptionLinkPurpose(context);
  if (link.renews_until !== null) return renewalLinkPurpose;
  return subscriptionLinkPurpose(context);
}
