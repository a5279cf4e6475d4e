import type { ResourceName } from '../domain/routes';
import type { ResourceDefinition } from './core/crud';
import { accessLogResource } from './features/audit/access-log.resource';
import { areasResource } from './features/areas/areas.resource';
import { auditLogResource } from './features/audit/audit-log.resource';
import { cashierShiftsResource } from './features/payments/cashier-shifts.resource';
import { companiesResource } from './features/companies/companies.resource';
import { companySubscriptionsResource } from './features/companies/company-subscriptions.resource';
import { einvoiceDocumentsResource } from './features/einvoicing/einvoice-documents.resource';
import { einvoiceUnitsResource } from './features/einvoicing/einvoice-units.resource';
import { integratorsResource } from './features/open-data/integrators.resource';
import { laneDevicesResource } from './features/lanes/lane-devices.resource';
import { merchantOffersResource } from './features/merchants/merchant-offers.resource';
import { merchantsResource } from './features/merchants/merchants.resource';
import { merchantValidationsResource } from './features/merchants/merchant-validations.resource';
import { employeesResource } from './features/staff/employees.resource';
import { feeAdjustmentsResource } from './features/gate/fee-adjustments.resource';
import { gateTypesResource } from './features/areas/gate-types.resource';
import { gatesResource } from './features/areas/gates.resource';
import { parkingCardsResource } from './features/gate/parking-carts.resource';
import { paymentMethodsResource } from './features/payments/payment-methods.resource';
import { paymentTransactionsResource } from './features/payments/payment-transactions.resource';
import { subAreasResource } from './features/areas/sub-areas.resource';
import { retentionPeriodsResource } from './features/privacy/retention-periods.resource';
import { plansResource } from './features/subscriptions/subscription-plans.resource';
import { subscriptionsResource } from './features/subscriptions/subscriptions.resource';
import { tariffVersionsResource } from './features/areas/tariff-versions.resource';
import { vehiclesResource } from './features/gate/vehicles.resource';

/**
 * Every resource of the API, by the name domain/routes.ts gives it: the app serves each through the
 * generic routes (server/core/crud.routes.ts), and a resource named there without a definition here does not compile.
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
