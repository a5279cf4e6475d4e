/**
 * Stable error codes of the API and their English text. The server answers
 * `{message, code, errors}` with this text; the browser shows the catalog entry
 * `ps.errors.<code>` in the user's language.
 */
export const API_ERRORS = {
  validation_failed: 'Validation error',
  invalid_credentials: 'Invalid email or password',
  unauthorized: 'You are not authorized to access this',
  token_expired: 'Your session has expired, please sign in again',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  conflict: 'This record conflicts with another one',
  area_in_use: 'This area still has gates, sub-areas, plans or vehicles; remove them first',
  gate_in_use: 'This gate is still referenced by employees or vehicles',
  sub_area_in_use: 'This sub-area is still referenced by companies',
  company_in_use: 'This company still has subscriptions; deactivate it instead',
  plan_in_use: 'This plan is used by companies or subscriptions and cannot be deleted; deactivate it instead',
  duplicate: 'A record with the same value already exists',
  own_account: 'You cannot delete, deactivate or change the role of your own account',
  last_super_admin: 'The last active super admin cannot be deleted, deactivated or demoted',
  rate_limited: 'Too many attempts, please wait and try again',
  account_locked: 'Too many failed sign-ins for this account, please wait and try again',
  login_throttled: 'This account is receiving many sign-in attempts; please try again in a few seconds',
  sign_up_disabled: 'Sign up is disabled for test mode',
  otp_invalid: 'The code is wrong or has expired',
  code_resend_too_soon: 'A code was sent to this email moments ago; please wait before asking for another',
  reset_token_invalid: 'The reset link is invalid or has expired',
  subscription_not_active: 'Only an active subscription has a QR code',
  invalid_api_key: 'The API key is missing or wrong',
  payload_too_large: 'The request is too large',
  unsupported_media_type: 'The request must be sent as JSON',
  request_timeout: 'The request took too long to arrive',
  quota_exhausted: 'The company has no quota left: no subscription can be added',
  quota_not_in_force: "The company's quota is not in force today: no subscription can be added",
  company_inactive: 'The company is deactivated: no subscription can be added',
  no_company: 'Your account is not linked to a company; please contact the administrator',
  subscription_not_pending: 'Only a pending subscription can be approved, rejected or deleted; this one was already decided',
  server_error: 'Server error',
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;
