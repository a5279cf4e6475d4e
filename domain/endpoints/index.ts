import type { Endpoint } from './endpoint';
import { AREA_ENDPOINTS } from './areas';
import { AUTH_ENDPOINTS } from './auth';
import { COMPANY_ENDPOINTS } from './companies';
import { EINVOICE_UNIT_STEPS, EINVOICING_ENDPOINTS } from './einvoicing';
import { GATE_ENDPOINTS } from './gate';
import { HOME_ENDPOINTS } from './home';
import { KEY_ENDPOINTS } from './keys';
import { LANE_DEVICE_ENDPOINTS, LANE_HEALTH_ENDPOINTS } from './lanes';
import { MERCHANT_ENDPOINTS, MERCHANT_VALIDATION_ENDPOINTS } from './merchants';
import { ONLINE_PAYMENT_ENDPOINTS } from './online-payments';
import { OPEN_DATA_ENDPOINTS } from './open-data';
import { CARD_ACTION_ENDPOINTS } from './parking-cards';
import { PLATFORM_ENDPOINTS } from './platform';
import { PRIVACY_ENDPOINTS } from './privacy';
import { REPORT_ENDPOINTS } from './reports';
import { PUBLIC_REQUEST_ENDPOINTS, SUBSCRIPTION_ENDPOINTS } from './subscriptions';
import { SUBSCRIBER_PORTAL_ENDPOINTS } from './subscriber-portal';
import { TAB_COUNTS } from './tab-counts';
import { VEHICLE_ENDPOINTS } from './vehicles';
import { CASHIER_SHIFT_ENDPOINTS, FEE_ADJUSTMENT_ENDPOINTS, PAYMENT_ENDPOINTS } from './payments';

/** Every declared endpoint, by feature: the server serves each, and a test checks it does as declared. */
export const DECLARED_ENDPOINTS: Record<string, Record<string, Endpoint>> = {
  platform: PLATFORM_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  gate: GATE_ENDPOINTS,
  'lane health': LANE_HEALTH_ENDPOINTS,
  "lane devices' own": LANE_DEVICE_ENDPOINTS,
  'lane devices': KEY_ENDPOINTS['lane-devices'],
  payments: PAYMENT_ENDPOINTS,
  'fee adjustments': FEE_ADJUSTMENT_ENDPOINTS,
  'cashier shifts': CASHIER_SHIFT_ENDPOINTS,
  subscriptions: SUBSCRIPTION_ENDPOINTS,
  'public subscription requests': PUBLIC_REQUEST_ENDPOINTS,
  'online payments': ONLINE_PAYMENT_ENDPOINTS,
  'subscriber portal': SUBSCRIBER_PORTAL_ENDPOINTS,
  companies: COMPANY_ENDPOINTS,
  'tab counts': TAB_COUNTS,
  'parking card actions': CARD_ACTION_ENDPOINTS,
  areas: AREA_ENDPOINTS,
  vehicles: VEHICLE_ENDPOINTS,
  home: HOME_ENDPOINTS,
  'e-invoicing': EINVOICING_ENDPOINTS,
  'e-invoicing unit steps': EINVOICE_UNIT_STEPS,
  integrators: KEY_ENDPOINTS.integrators,
  'open data': OPEN_DATA_ENDPOINTS,
  merchants: MERCHANT_ENDPOINTS,
  'merchant validations': MERCHANT_VALIDATION_ENDPOINTS,
  privacy: PRIVACY_ENDPOINTS,
  reports: REPORT_ENDPOINTS,
};
