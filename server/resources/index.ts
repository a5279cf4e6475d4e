import type { ResourceName } from '../../domain/routes';
import type { ResourceDefinition } from '../services/crud';
import { accessLogResource } from './access-log';
import { areasResource } from './areas';
import { auditLogResource } from './audit-log';
import { cashierShiftsResource } from './cashier-shifts';
import { companiesResource } from './companies';
import { companySubscriptionsResource } from './company-subscriptions';
import { einvoiceDocumentsResource } from './einvoice-documents';
import { einvoiceUnitsResource } from './einvoice-units';
import { integratorsResource } from './integrators';
import { laneDevicesResource } from './lane-devices';
import { merchantOffersResource } from './merchant-offers';
import { merchantsResource } from './merchants';
import { merchantValidationsResource } from './merchant-validations';
import { employeesResource } from './employees';
import { feeAdjustmentsResource } from './fee-adjustments';
import { gateTypesResource } from './gate-types';
import { gatesResource } from './gates';
import { parkingCardsResource } from './parking-carts';
import { paymentMethodsResource } from './payment-methods';
import { paymentTransactionsResource } from './payment-transactions';
import { subAreasResource } from './sub-areas';
import { retentionPeriodsResource } from './retention-periods';
import { plansResource } from './subscription-plans';
import { subscriptionsResource } from './subscriptions';
import { tariffVersionsResource } from './tariff-versions';
import { vehiclesResource } from './vehicles';

/**
 * Every resource of the API, by the name domain/routes.ts gives it: the app serves each through the
 * generic routes (routes/crud.ts), and a resource named there without a definition here does not compile.
 */
export const RESOURCES: Record<ResourceName, ResourceDefinition> = {
  areas: areasResource,
  gates: gatesResource,
  'sub-areas': subAreasResource,
  'gate-types': gateTypesResource,
  'payment-methods': paymentMethodsResource,
  employees: employeesResource,
  companies: companiesResource,
  'company-subscriptions': companySubscriptionsResource,
  'subscription-plans': plansResource,
  subscriptions: subscriptionsResource,
  'parking-carts': parkingCardsResource,
  'payment-transactions': paymentTransactionsResource,
  'fee-adjustments': feeAdjustmentsResource,
  vehicles: vehiclesResource,
  'audit-log': auditLogResource,
  'einvoice-units': einvoiceUnitsResource,
  'einvoice-documents': einvoiceDocumentsResource,
  'lane-devices': laneDevicesResource,
  integrators: integratorsResource,
  'tariff-versions': tariffVersionsResource,
  'access-log': accessLogResource,
  'retention-periods': retentionPeriodsResource,
  merchants: merchantsResource,
  'merchant-offers': merchantOffersResource,
  'merchant-validations': merchantValidationsResource,
  'cashier-shifts': cashierShiftsResource,
};
