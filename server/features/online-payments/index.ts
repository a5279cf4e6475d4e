// The online-payments feature's public face: what the app registers and builds (README.md).
export { onlinePaymentsFeature } from './feature';
export { createOnlinePayments, type OnlinePayments } from './online-payments';
export { renewalCheckout } from './renewal-checkout';
