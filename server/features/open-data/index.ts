// The open data feature's public face: what the app registers and what other features call (README.md).
export { stayFactsOfRow } from './apds';
export { openDataFeature } from './feature';
export { queueSessionWebhooks, withSessionWebhooks } from './webhook-outbox';
