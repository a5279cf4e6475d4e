import type { RedirectionSideEffect } from 'react-admin';

/** A saved offer leads back to its merchant's page, where its offers are listed. */
export const toItsMerchant: RedirectionSideEffect = (_resource, _id, data) =>
  data?.merchant_id ? `merchants/${data.merchant_id}/show` : 'list';
