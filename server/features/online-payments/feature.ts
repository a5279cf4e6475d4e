import type { Feature } from '../../core/feature';
import { publicUrlOf } from '../../core/public-url';
import { sendFirstPaymentLinks } from './first-links';
import { settleMissedPayments } from './gateway-payments';
import { onlinePaymentRoutes } from './online-payments.routes';

/** How often the payments signals may have missed are asked for, and the refunds due made. */
const MISSED_PAYMENTS_EVERY_MS = 60_000;
const MISSED_PAYMENTS_ROUND_MS = 2_000;
/** How soon a subscriber hears of an approval to be paid online. */
const FIRST_LINKS_EVERY_MS = 5_000;

/**
 * Online payments through a gateway (Moyasar, or its embedded simulator): payment links for
 * subscriptions approved to be paid online, the gateway's signals, each gateway payment recorded
 * once as a payment row with its e-invoice, and refunds of what a link could not take.
 */
export const onlinePaymentsFeature = {
  async routes(api, { config, mail }) {
    await api.register(onlinePaymentRoutes(config, mail));
  },
  jobs: [
    {
      name: 'mail the first payment link of each approval to be paid online',
      everyMs: FIRST_LINKS_EVERY_MS,
      run: (app, { db, clock, mail, config }) =>
        sendFirstPaymentLinks(
          { db, clock, payments: app.payments, mailer: mail },
          { publicUrl: publicUrlOf(config), linkHours: config.PAYMENT_LINK_HOURS },
        ),
    },
    {
      name: 'settle online payments signals missed',
      everyMs: MISSED_PAYMENTS_EVERY_MS,
      run: (app, { db, clock, mail }) =>
        settleMissedPayments(
          { db, clock, payments: app.payments, mailer: mail, log: app.log },
          performance.now() + MISSED_PAYMENTS_ROUND_MS,
        ),
    },
  ],
} satisfies Feature;
