// The subscriptions feature's public face: what the app registers and what other features call (README.md).
export { subscriptionsFeature } from './feature';
export { newQrCredential, newQrCredentials, qrCodeHash } from './qr-credentials';
export { quotaReminderMessage } from './reminder-messages';
export { companySubscriptionPaymentRow, subscriptionPaymentRow } from './subscription-payments';
export { planRow } from './subscription-plans.resource';
export { assertPending } from './subscriptions';
export { sendCredential } from './credential-mail';
export { activation } from './subscriptions';
export { subscriptionsResource } from './subscriptions.resource';
export { subscriptionsWithNames } from './subscriptions-with-names';
export { reissueCredential } from './subscriptions';
export { subscriptionsOfSubscriber } from './subscriber-contact';
