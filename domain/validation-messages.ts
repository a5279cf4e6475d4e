/**
 * Message keys of validation errors. The schemas name them; the server returns them in
 * `errors: {field: key}`; the browser translates them. Each key reads whole without arguments,
 * so the API stays plain and both sides show the same words.
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
  date: 'ps.validation.date',
  notBeforeStart: 'ps.validation.not_before_start',
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
} as const;

export type ValidationMessageKey = (typeof VALIDATION)[keyof typeof VALIDATION];
