import { createHmac, randomBytes } from 'node:crypto';

/**
 * A webhook delivery's signature: HMAC-SHA256, keyed with its subscription's secret, over
 * `<unix seconds>.<body>`, sent as `X-Parking-Signature: t=<unix seconds>,v1=<hex>`. The time in
 * the signed text lets a receiver refuse an old delivery replayed at it; docs/open-data.md shows
 * the receiver's check.
 */

export const SIGNATURE_HEADER = 'x-parking-signature';

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
