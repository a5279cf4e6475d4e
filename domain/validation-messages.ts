/**
 * Message keys of validation errors. The schemas name them; the server returns them in
 * `errors: {field: key}`; the browser translates them. A key reads whole without arguments, so
 * the API stays plain and both sides show the same words; the one exception names what the user
 * typed (`plateLetter`), and its error travels as `{message: key, args}` (see `ValidationError`).
 */
export const VALIDATION = {
  required: 'ps.validation.required',
  minOne: 'ps.validation.min_one',
  notNegative: 'ps.validation.not_negative',
  number: 'ps.validation.number',
  wholeNumber: 'ps.validation.whole_number',
  twoDecimals: 'ps.validation.two_decimals',
  tooLarge: 'ps.validation.too_large',
  tooLong: 'ps.validation.too_long',
  minLength2: 'ps.validation.min_length_2',
  minLength3: 'ps.validation.min_length_3',
  minLength6: 'ps.validation.min_length_6',
  minLength8: 'ps.validation.min_length_8',
  saudiMobile: 'ps.validation.saudi_mobile',
  saudiPhone: 'ps.validation.saudi_phone',
  emailOrMobile: 'ps.validation.email_or_mobile',
  date: 'ps.validation.date',
  dateTime: 'ps.validation.date_time',
  notBeforeStart: 'ps.validation.not_before_start',
  notBeforeEntry: 'ps.validation.not_before_entry',
  notAfterExit: 'ps.validation.not_after_exit',
  stayTooLong: 'ps.validation.stay_too_long',
  subAreaOfArea: 'ps.validation.sub_area_of_area',
  companyPlanOfArea: 'ps.validation.company_plan_of_area',
  email: 'ps.validation.email',
  otp: 'ps.validation.otp',
  invalidChoice: 'ps.validation.invalid_choice',
  notAboveMaxCapacity: 'ps.validation.not_above_max_capacity',
  passwordsMismatch: 'ps.validation.passwords_mismatch',
  unknownFilter: 'ps.validation.unknown_filter',
  controlCharacters: 'ps.validation.control_characters',
  unique: 'ps.validation.unique',
  username: 'ps.validation.username',
  gateNotInArea: 'ps.validation.gate_not_in_area',
  ownAccount: 'ps.validation.own_account',
  lastSuperAdmin: 'ps.validation.last_super_admin',
  planTypeReadOnly: 'ps.validation.plan_type_read_only',
  plate: 'ps.validation.plate',
  /** Takes `{letter}`: the letter as typed. */
  plateLetter: 'ps.validation.plate_letter',
  plateLettersLength: 'ps.validation.plate_letters_length',
  plateOneScript: 'ps.validation.plate_one_script',
  individualPlanOfArea: 'ps.validation.individual_plan_of_area',
  planFixedOnceDecided: 'ps.validation.plan_fixed_once_decided',
  atLeastOneVehicle: 'ps.validation.at_least_one_vehicle',
  tooManyVehicles: 'ps.validation.too_many_vehicles',
  duplicatePlate: 'ps.validation.duplicate_plate',
  plateOfAnotherSubscription: 'ps.validation.plate_of_another_subscription',
  plateNumber: 'ps.validation.plate_number',
  notInFuture: 'ps.validation.not_in_future',
  notInPast: 'ps.validation.not_in_past',
  tooLongAgo: 'ps.validation.too_long_ago',
  plateQrOrCard: 'ps.validation.plate_qr_or_card',
  plateQrTicketOrCard: 'ps.validation.plate_qr_ticket_or_card',
  ticketNumber: 'ps.validation.ticket_number',
  cardNumber: 'ps.validation.card_number',
  cardFixedUnlessAvailable: 'ps.validation.card_fixed_unless_available',
  moreThanZero: 'ps.validation.more_than_zero',
  oneSubscription: 'ps.validation.one_subscription',
  subscriptionOfArea: 'ps.validation.subscription_of_area',
  freeOnlyForNothing: 'ps.validation.free_only_for_nothing',
  reportDates: 'ps.validation.report_dates',
  reportDateRange: 'ps.validation.report_date_range',
  reportSpan: 'ps.validation.report_span',
  otpDigits: 'ps.validation.otp_digits',
  vatNumber: 'ps.validation.vat_number',
  buildingNumber: 'ps.validation.building_number',
  postalCode: 'ps.validation.postal_code',
  requiredWithVatNumber: 'ps.validation.required_with_vat_number',
  heartbeatRange: 'ps.validation.heartbeat_range',
  url: 'ps.validation.url',
  time: 'ps.validation.time',
  weekdays: 'ps.validation.weekdays',
  endAfterStart: 'ps.validation.end_after_start',
  overlappingWindow: 'ps.validation.overlapping_window',
  notBeforeToday: 'ps.validation.not_before_today',
  retentionRange: 'ps.validation.retention_range',
  subjectValue: 'ps.validation.subject_value',
  percentRange: 'ps.validation.percent_range',
  plateTicketOrQr: 'ps.validation.plate_ticket_or_qr',
  plateOrQr: 'ps.validation.plate_or_qr',
  differenceReason: 'ps.validation.difference_reason',
  onePoolPerArea: 'ps.validation.one_pool_per_area',
} as const;

export type ValidationMessageKey = (typeof VALIDATION)[keyof typeof VALIDATION];

/** A field error that names what the user typed: react-admin's `{message, args}` shape. */
export type ValidationErrorWithArgs = { message: ValidationMessageKey; args: Record<string, string> };

/** One field's error in an API answer: a key, or a key with the values it names. */
export type FieldError = ValidationMessageKey | ValidationErrorWithArgs;

const isValidationKey = (message: unknown): message is ValidationMessageKey =>
  typeof message === 'string' && message.startsWith('ps.validation.');

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

/**
 * The field error of one failed check (a zod issue): its key, with the values the key names when
 * the check gave them as `params`; a message that is not one of ours (zod's own) is "invalid choice".
 */
export function fieldErrorOf(issue: { message?: string; params?: unknown }): FieldError {
  if (!isValidationKey(issue.message)) return VALIDATION.invalidChoice;
  return isStringRecord(issue.params) && Object.keys(issue.params).length > 0
    ? { message: issue.message, args: issue.params }
    : issue.message;
}
