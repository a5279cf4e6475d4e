import { PARKING_CARD_ACTIONS } from './parking-cart';

/**
 * What the audit log records. Every change made through the API is one of these actions, on one
 * resource; `status` is an activation or deactivation, `password` a password change, `approve` and
 * `reject` the decision on a subscription request, `reissue_qr` a new QR credential, `force_exit` a stay
 * closed by staff without a gate, `backdate` a gate event an administrator sent with a time older than the lane tolerance, `acknowledge` a lane alarm seen to, `confirm_read` and `refuse_read` a person's decision on a lane's unsure plate read, `open_barrier` a barrier opened from the console, `erase` a record's personal data redacted at its data subject's request (the values themselves never logged), `validate` and `refuse_validation` a merchant's validation of a stay given or refused, `top_up` money paid into a prepaid merchant's balance, `close_shift` a cashier's count at the end of a shift, `start_automatic_renewal` and `stop_automatic_renewal` a subscription set to renew by itself with a saved card and no more, and a parking card's actions (issue, block, lost, return) its own.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'password',
  'approve',
  'reject',
  'reissue_qr',
  'force_exit',
  'backdate',
  'acknowledge',
  'confirm_read',
  'refuse_read',
  'open_barrier',
  'erase',
  'validate',
  'refuse_validation',
  'top_up',
  'bill_month',
  'close_shift',
  'send_payment_link',
  'pay_online',
  'refuse_online_payment',
  'start_automatic_renewal',
  'stop_automatic_renewal',
  ...PARKING_CARD_ACTIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Fields whose values never reach the log: only the fact that they changed. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'password_hash',
  'password_confirmation',
  'admin_password',
  'qr_token',
  'qr_code_hash',
  'private_key',
  'key_hash',
]);

/** What the log stores of a secret that changed. */
export const SECRET_VALUE = '***';
