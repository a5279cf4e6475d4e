import type { Feature } from '../../core/feature';
import { publicUrlOf } from '../../core/public-url';
import { automaticRenewalSettings } from './automatic-renewals/automatic-renewal-mail';
import { renewAutomatically } from './automatic-renewals/renewal-charges';
import { sendFirstPaymentLinks } from './first-links';
import { settleMissedPayments } from './gateway-payments';
import { onlinePaymentRoutes } from './online-payments.routes';

/** How often the payments signals may have missed are asked for, and the refunds due made. */
const MISSED_PAYMENTS_EVERY_MS = 60_000;
const MISSED_PAYMENTS_ROUND_MS = 2_000;
/** Automatic renewals are due for days: a quarter of an hour is soon enough, and each round has its budget. */
const AUTOMATIC_RENEWALS_EVERY_MS = 15 * 60_000;
const AUTOMATIC_RENEWALS_ROUND_MS = 20_000;
/** How soon a subscriber hears of an approval to be paid online. */
const FIRST_LINKS_EVERY_MS = 5_000;

/**
 * Online payments through a gateway (Moyasar, or its embedded simulator): payment links for
 * subscriptions approved to be paid online, the gateway's signals, each gateway payment recorded
 * once as a payment row with its e-invoice, refunds of what a link could not take, and
 * subscriptions renewed by themselves with a card their subscriber saved.
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
    {
      name: 'renew subscriptions automatically with their saved cards',
      everyMs: AUTOMATIC_RENEWALS_EVERY_MS,
      run: (app, { db, clock, mail, texts, config }) =>
        renewAutomatically(
          { db, clock, payments: app.payments, mailer: mail, texts, log: app.log },
          automaticRenewalSettings(config),
          performance.now() + AUTOMATIC_RENEWALS_ROUND_MS,
        ),
    },
  ],
} satisfies Feature;
