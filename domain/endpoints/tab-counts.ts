import { z } from 'zod';
import { type ResourceName, verbPermissions } from '../routes';
import { companySubscriptionCountsSchema } from '../schemas/company-subscription';
import { parkingCardCountsSchema } from '../schemas/parking-cart';
import { subscriptionCountsSchema } from '../schemas/subscription';
import { endpoint } from './endpoint';

const tabCountsQuery = z.object({
  filter: z.string().optional().describe("JSON object: the list's filter; its status is left out"),
});

/** How many records each status tab of a resource's list holds under the list's other filters; whoever lists them reads it. */
function tabCounts<Answer extends z.ZodType<Record<string, number>>>(resource: ResourceName, answer: Answer) {
  return endpoint({
    method: 'GET',
    path: `/${resource}/counts`,
    query: tabCountsQuery,
    answer,
    access: { permission: verbPermissions(resource, 'list') },
    tag: resource,
  });
}

export type TabCountsEndpoint = ReturnType<typeof tabCounts<z.ZodType<Record<string, number>>>>;

/** The lists with status tabs, whose resources count them (the generic CRUD routes serve each from its resource). */
export const TAB_COUNTS = {
  subscriptions: tabCounts('subscriptions', subscriptionCountsSchema),
  'company-subscriptions': tabCounts('company-subscriptions', companySubscriptionCountsSchema),
  'parking-carts': tabCounts('parking-carts', parkingCardCountsSchema),
};
