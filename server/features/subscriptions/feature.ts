import type { Feature } from '../../core/feature';
import { plansResource } from './subscription-plans.resource';
import { subscriptionsResource } from './subscriptions.resource';
import { subscriptionPlanRoutes } from './subscription-plans.routes';
import { subscriptionRoutes } from './subscriptions.routes';
import { publicRoutes } from './public.routes';
import { publicUrlOf } from '../../core/public-url';
import { REMINDERS_EVERY_MS, sendDueReminders } from './reminders';

/** Individual subscriptions and their plans, the public request form, QR credentials and the reminders of periods ending. */
export const subscriptionsFeature = {
  resources: {
    'subscription-plans': plansResource,
    subscriptions: subscriptionsResource,
  },
  async routes(api, { config, mail }) {
    await api.register(subscriptionPlanRoutes);
    await api.register(subscriptionRoutes(config, mail));
    await api.register(publicRoutes(config, mail));
  },
  jobs: [
    {
      name: 'mail reminders of periods ending',
      everyMs: REMINDERS_EVERY_MS,
      run: (_app, { db, mail, clock, config }) =>
        sendDueReminders(db, mail, clock, { ...config, publicUrl: publicUrlOf(config) }),
    },
  ],
} satisfies Feature;
