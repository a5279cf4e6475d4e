import type { Feature } from '../../core/feature';
import { forgetEndedSignIns } from './subscriber-codes';
import { subscriberPortalRoutes } from './subscriber-portal.routes';

const FORGET_SIGN_INS_EVERY_MS = 15 * 60_000;

/**
 * A subscriber's own page: signed in by a one-time code sent to the email or the mobile number
 * their subscription names (no password), they see their subscriptions, vehicles and payments, and renew online.
 */
export const subscriberPortalFeature = {
  async routes(api, { config, mail, texts }) {
    await api.register(subscriberPortalRoutes(config, { mailer: mail, texts }));
  },
  jobs: [
    {
      name: "forget subscribers' ended sign-in codes and sessions",
      everyMs: FORGET_SIGN_INS_EVERY_MS,
      run: (_app, { db, clock }) => forgetEndedSignIns({ db, clock }),
    },
  ],
} satisfies Feature;
