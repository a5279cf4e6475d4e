// The online-payments feature's public face: what the app registers and builds (README.md).
export { onlinePaymentsFeature } from './feature';
export { createOnlinePayments, type OnlinePayments } from './online-payments';
export { renewalCheckout } from './renewal-checkout';
export { automaticRenewalSettings } from './automatic-renewals/automatic-renewal-mail';
export { renewAutomatically } from './automatic-renewals/renewal-charges';
export {
  automaticRenewalsOf,
  renewsAutomatically,
  startAutomaticRenewal,
  stopOwnAutomaticRenewal,
} from './automatic-renewals/saved-cards';
