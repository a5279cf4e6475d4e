import simpleRestProvider from 'ra-data-simple-rest';
import type { z } from 'zod';
import { type DataProvider, type Identifier } from 'react-admin';
import type { OfferLanguage } from '../../domain/offer';
import type { CompanyStatistics } from '../../domain/schemas/company';
import type {
  CompanyDashboard as CompanyDashboardAnswer,
  CompanyQuota,
  CompanySubscriptionRecord,
} from '../../domain/schemas/company-subscription';
import type { AuditLogChoices } from '../../domain/schemas/audit-log';
import type { CashierShiftDetail, CashierShiftRecord } from '../../domain/schemas/cashier-shift';
import type { ParkingCardAction } from '../../domain/parking-cart';
import type { ParkingCardRecord } from '../../domain/schemas/parking-cart';
import type { FeeAdjustmentRecord, FeeAdjustmentTotals } from '../../domain/schemas/fee-adjustment';
import type {
  PaymentTransactionTotals,
  paymentTransactionDetailSchema,
} from '../../domain/schemas/payment-transaction';
import type { Dashboard } from '../../domain/schemas/dashboard';
import type { DatabaseHealth } from '../../domain/database-health';
import type { EInvoiceChainCheck, EInvoiceDocumentRecord, EInvoiceUnitRecord } from '../../domain/schemas/einvoice';
import type { IntegratorRecord, IntegratorWithKey as IntegratorWithKeyRecord } from '../../domain/schemas/integrator';
import type { LaneDeviceRecord, LaneDeviceWithKey as LaneDeviceWithKeyRecord } from '../../domain/schemas/lane-device';
import type {
  MerchantStatement as MerchantStatementRecord,
  MerchantBillRecord,
  MerchantTopUpRecord,
} from '../../domain/schemas/merchant';
import type { MerchantValidationRecord, ValidationStay } from '../../domain/schemas/merchant-validation';
import type { LaneAlarm, LaneConfirmation } from '../../domain/schemas/lane-health';
import type { gateEntryRequestSchema, gateExitRequestSchema } from '../../domain/schemas/gate-operations';
import type { JsonRecord } from '../../domain/schemas/record';
import type { ReceiptJson } from '../../domain/schemas/receipt';
import type { ReportGrouping, RevenueReport } from '../../domain/schemas/revenue-report';
import type { PlanRecord } from '../../domain/schemas/subscription-plan';
import type { SubscriptionRecord } from '../../domain/schemas/subscription';
import type { TariffPreview, TariffPreviewBody } from '../../domain/schemas/tariff-preview';
import type { TariffVersionRecord } from '../../domain/schemas/tariff-version';
import type { VehicleChoices, VehicleDetail } from '../../domain/schemas/vehicle';
import { withActionFailures } from './actionFailures';
import { callEndpoint, callFile, type DownloadedFile, type Seen } from './endpoints';
import { COMPANY_ENDPOINTS as COMPANIES } from '../../domain/endpoints/companies';
import { AREA_ENDPOINTS as AREAS } from '../../domain/endpoints/areas';
import { EINVOICE_UNIT_STEPS, EINVOICING_ENDPOINTS as EINVOICING } from '../../domain/endpoints/einvoicing';
import { GATE_ENDPOINTS } from '../../domain/endpoints/gate';
import { HOME_ENDPOINTS as HOME } from '../../domain/endpoints/home';
import { PLATFORM_ENDPOINTS } from '../../domain/endpoints/platform';
import { KEY_ENDPOINTS } from '../../domain/endpoints/keys';
import {
  MERCHANT_ENDPOINTS as MERCHANTS,
  MERCHANT_VALIDATION_ENDPOINTS as VALIDATIONS,
} from '../../domain/endpoints/merchants';
import { CARD_ACTION_ENDPOINTS } from '../../domain/endpoints/parking-cards';
import { PRIVACY_ENDPOINTS as PRIVACY } from '../../domain/endpoints/privacy';
import { ONLINE_PAYMENT_ENDPOINTS as ONLINE_PAYMENTS } from '../../domain/endpoints/online-payments';
import { REPORT_ENDPOINTS as REPORTS } from '../../domain/endpoints/reports';
import { TAB_COUNTS } from '../../domain/endpoints/tab-counts';
import { VEHICLE_ENDPOINTS as VEHICLES } from '../../domain/endpoints/vehicles';
import { SUBSCRIPTION_ENDPOINTS as SUBSCRIPTIONS } from '../../domain/endpoints/subscriptions';
import { CASHIER_SHIFT_ENDPOINTS, FEE_ADJUSTMENT_ENDPOINTS, PAYMENT_ENDPOINTS } from '../../domain/endpoints/payments';
import { LANE_HEALTH_ENDPOINTS as LANE_HEALTH } from '../../domain/endpoints/lanes';
import type { CallOf, Endpoint, JsonAnswerOf } from '../../domain/endpoints/endpoint';
import { apiResourceOf } from './apiResources';
import { API_URL, signedInClient } from './httpClient';

export type CompanyDashboard = JsonRecord<Omit<CompanyDashboardAnswer, 'latest_subscriptions'>> & {
  latest_subscriptions: Array<JsonRecord<CompanyDashboardAnswer['latest_subscriptions'][number]>>;
};
export type CompanySubscription = JsonRecord<CompanySubscriptionRecord>;
export type GateEntryBody = z.input<typeof gateEntryRequestSchema>;
export type GateExitBody = z.input<typeof gateExitRequestSchema>;

export type Plan = JsonRecord<PlanRecord>;
export type LaneDevice = JsonRecord<LaneDeviceRecord>;
export type MerchantValidation = JsonRecord<MerchantValidationRecord>;
export type MerchantTopUp = JsonRecord<MerchantTopUpRecord>;
export type MerchantBill = JsonRecord<MerchantBillRecord>;
/** A merchant's month of validations and its bill, times as ISO text. */
export type MerchantStatement = Omit<MerchantStatementRecord, 'validations' | 'bill'> & {
  validations: Array<JsonRecord<MerchantStatementRecord['validations'][number]>>;
  bill: MerchantBill | null;
};
/** A version of an area's tariff as the API answers it, times as ISO text. */
export type TariffVersionJson = JsonRecord<TariffVersionRecord>;
export type LaneAlarmJson = JsonRecord<LaneAlarm>;
export type LaneConfirmationJson = JsonRecord<LaneConfirmation>;
export type LaneDeviceWithKey = JsonRecord<LaneDeviceWithKeyRecord>;
export type Integrator = JsonRecord<IntegratorRecord>;
export type IntegratorWithKey = JsonRecord<IntegratorWithKeyRecord>;
/** The resources whose records hold a key of their own, re-keyed and revoked alike. */
export type KeyHolder = keyof typeof KEY_ENDPOINTS;
export type Subscription = JsonRecord<SubscriptionRecord>;
export type ParkingCard = JsonRecord<ParkingCardRecord>;
type PaymentTransactionDetail = z.output<typeof paymentTransactionDetailSchema>;
/** A payment as its page reads it: the list's record plus the tariff frozen at the stay's entry, the lines and the refunds, times as ISO text. */
export type PaymentTransaction = JsonRecord<Omit<PaymentTransactionDetail, 'refunds'>> & {
  refunds: Array<JsonRecord<PaymentTransactionDetail['refunds'][number]>>;
};
export type FeeAdjustment = JsonRecord<FeeAdjustmentRecord>;
export type EInvoiceUnit = JsonRecord<EInvoiceUnitRecord>;
export type EInvoiceDocument = JsonRecord<EInvoiceDocumentRecord>;
/** A step of a unit's onboarding with the Authority, by its path under the unit; the two with an OTP take it. */
export type EInvoiceUnitStep = keyof typeof EINVOICE_UNIT_STEPS;
export type Receipt = ReceiptJson;
/** What a revenue report is asked for: an area (none: all) and the local days it covers. */
export interface RevenueReportPeriod {
  area_id: number | null;
  from: string;
  to: string;
}
/** A report asked for per cashier shift or per employee besides its areas. */
export type RevenueReportRequest = RevenueReportPeriod & { group_by?: ReportGrouping };
export type CashierShift = JsonRecord<CashierShiftRecord>;
/** A shift with its Z report's detail: its place, what it took, its count and its lines. */
export type CashierShiftWithDetail = JsonRecord<CashierShiftDetail>;
/** An approval or a QR reissue: the subscription and, this once, the token its QR code encodes. */
export type SubscriptionWithQr = Subscription & { qr_token: string };
/** A stay (current vehicle) as the list answers it; its own page adds its events, their times as ISO text. */
export type Vehicle = JsonRecord<Omit<VehicleDetail, 'events'>> & {
  events?: Array<JsonRecord<VehicleDetail['events'][number]>>;
};
/** POST /vehicles/:id/force-exit as the dialog sends it. */
export type ForceExitBody = BodyOf<typeof VEHICLES.forceExit>;
/** The offer message of a subscription, and the chat link that sends it (none without a mobile). */
export interface SubscriptionOffer {
  text: string;
  chat_url: string | null;
}

export type { DownloadedFile, Seen } from './endpoints';
/** What a call to a declared endpoint sends as its body. */
type BodyOf<Declared extends Endpoint> = CallOf<Declared>['body'];

/** The records a payment link is sent for by staff. */
export type LinkedResource = 'subscriptions' | 'company-subscriptions';

export interface AppDataProvider extends DataProvider {
  getDashboard(): Promise<Dashboard>;
  getCompanyDashboard(): Promise<CompanyDashboard>;
  getCompanyStatistics(companyId: number): Promise<CompanyStatistics>;
  /** Activates or deactivates a plan (`POST /subscription-plans/:id/status`); answers the plan. */
  setPlanActive(id: Identifier, active: boolean): Promise<Plan>;
  /** Sets an employee's password; every session of the account ends with it. */
  changeEmployeePassword(id: number, passwords: BodyOf<typeof HOME.employeePassword>): Promise<void>;
  /** Lifts the sign-in lock-outs of an employee's account. */
  unlockEmployee(id: number): Promise<void>;
  /** The actors and resources the audit log names, for its filters. */
  getAuditLogChoices(): Promise<AuditLogChoices>;
  /** The caller's company quota as of today. */
  getCompanyQuota(): Promise<CompanyQuota>;
  /** How many payments the list's filters hold and their amounts summed, in SAR. */
  getPaymentTotals(filter: object): Promise<PaymentTransactionTotals>;
  /** What the waived and adjusted fees of a filter add up to, in all, by employee and by gate. */
  getFeeAdjustmentTotals(filter: object): Promise<FeeAdjustmentTotals>;
  /** The revenue report of an area (none: all) over local days, both included; per shift or employee when asked. */
  getRevenueReport(query: RevenueReportRequest): Promise<RevenueReport>;
  /** The same report as the API's CSV file: its text and its name. */
  getRevenueReportCsv(query: RevenueReportRequest): Promise<DownloadedFile>;
  /** An operator day closed per area: Z reports and each way of paying, online by channel. */
  getDailyClose(day: string): Promise<JsonAnswerOf<typeof REPORTS.dailyClose>>;
  /** The same as the accounting system's CSV file. */
  getDailyCloseCsv(day: string): Promise<DownloadedFile>;
  /** An operator day's online payments against the gateway's settlements. */
  getReconciliation(day: string): Promise<JsonAnswerOf<typeof ONLINE_PAYMENTS.reconciliation>>;
  /** The caller's open cashier shift with what it holds so far, or none. */
  getCurrentShift(): Promise<JsonAnswerOf<typeof CASHIER_SHIFT_ENDPOINTS.current>>;
  /** Opens the caller's shift with its float (SAR), at their gate or the one named. */
  openShift(body: BodyOf<typeof CASHIER_SHIFT_ENDPOINTS.open>): Promise<CashierShift>;
  /** Closes the caller's shift with their count; answers the closed shift. */
  closeShift(id: Identifier, body: BodyOf<typeof CASHIER_SHIFT_ENDPOINTS.close>): Promise<CashierShift>;
  /** A paid payment's VAT receipt (422 `no_receipt` for one that is not paid, or a refund). */
  getPaymentReceipt(id: Identifier): Promise<Receipt>;
  /** How many records each status tab of a list holds under its other filters. */
  getStatusCounts(
    resource: keyof typeof TAB_COUNTS,
    filter: object,
  ): Promise<JsonAnswerOf<(typeof TAB_COUNTS)[keyof typeof TAB_COUNTS]>>;
  approveCompanySubscription(
    subscription: Seen,
    decision: BodyOf<typeof COMPANIES.approve>,
  ): Promise<CompanySubscription>;
  rejectCompanySubscription(
    subscription: Seen,
    decision: BodyOf<typeof COMPANIES.reject>,
  ): Promise<CompanySubscription>;
  /** The decision on the vehicle change waiting on an approved company subscription, as its plates were shown. */
  approveCompanyVehicleChange(subscription: Seen): Promise<CompanySubscription>;
  rejectCompanyVehicleChange(
    subscription: Seen,
    decision: BodyOf<typeof COMPANIES.rejectVehicleChange>,
  ): Promise<CompanySubscription>;
  approveSubscription(
    subscription: Seen,
    decision: BodyOf<typeof SUBSCRIPTIONS.approve>,
  ): Promise<JsonAnswerOf<typeof SUBSCRIPTIONS.approve>>;
  rejectSubscription(
    subscription: Seen,
    decision: BodyOf<typeof SUBSCRIPTIONS.reject>,
  ): Promise<JsonAnswerOf<typeof SUBSCRIPTIONS.reject>>;
  /** A payment link for a subscription (a person's or a company's) approved to be paid online, as staff read it; mailed too when asked. */
  sendPaymentLink(
    resource: LinkedResource,
    subscription: Seen,
    body: BodyOf<typeof ONLINE_PAYMENTS.sendSubscriptionLink>,
  ): Promise<JsonAnswerOf<typeof ONLINE_PAYMENTS.sendSubscriptionLink>>;
  /** The payment links of a subscription (a person's or a company's), newest first. */
  getPaymentLinks(
    resource: LinkedResource,
    id: Identifier,
  ): Promise<JsonAnswerOf<typeof ONLINE_PAYMENTS.subscriptionLinks>>;
  /** A new QR credential for an active subscription; the old one stops working. */
  reissueSubscriptionQr(id: Identifier): Promise<SubscriptionWithQr>;
  getSubscriptionOffer(id: Identifier, lang: OfferLanguage): Promise<SubscriptionOffer>;
  /** The reminder before an approved subscription ends, as a chat message to its subscriber. */
  getSubscriptionReminder(id: Identifier, lang: OfferLanguage): Promise<SubscriptionOffer>;
  /** The reminder before a company's quota ends, as a chat message to its manager. */
  getCompanyReminder(id: Identifier, lang: OfferLanguage): Promise<SubscriptionOffer>;
  /** Mails the subscriber the QR code of `qr_token`, the one just issued. */
  sendSubscriptionCredential(
    id: Identifier,
    body: BodyOf<typeof SUBSCRIPTIONS.sendCredential>,
  ): Promise<JsonAnswerOf<typeof SUBSCRIPTIONS.sendCredential>>;
  /** Issues, blocks, marks lost or returns a parking card; answers the card. */
  changeParkingCard(id: Identifier, action: ParkingCardAction, values: object): Promise<ParkingCard>;
  /** What a stay would cost under the area's tariff, line by line. */
  previewTariff(areaId: Identifier, stay: TariffPreviewBody): Promise<TariffPreview>;
  /** Publishes a new version of the area's tariff; answers it with the municipal rules it was warned of. */
  publishTariffVersion(
    areaId: Identifier,
    version: BodyOf<typeof AREAS.publishTariffVersion>,
  ): Promise<TariffVersionJson>;
  /** A gate's console: the caller's own gate when none is named. */
  getGateConsole(gateId?: number): Promise<JsonAnswerOf<typeof GATE_ENDPOINTS.console>>;
  registerGateEntry(entry: GateEntryBody): Promise<JsonAnswerOf<typeof GATE_ENDPOINTS.entry>>;
  registerGateExit(exit: GateExitBody): Promise<JsonAnswerOf<typeof GATE_ENDPOINTS.exit>>;
  /** The areas and gates of the stays the caller reaches, by name. */
  getVehicleChoices(): Promise<VehicleChoices>;
  /** A plate's latest stays in the caller's reach, newest first; the server logs the reading. */
  getPlateHistory(plate: string): Promise<{ plate: string; stays: Vehicle[] }>;
  /** Closes an inside stay now without a gate; answers the closed stay and what it paid. */
  forceExit(id: Identifier, body: BodyOf<typeof VEHICLES.forceExit>): Promise<JsonAnswerOf<typeof VEHICLES.forceExit>>;
  /** Pays back part or all of a payment as a new negative payment linked to it; answers the refund. */
  refundPayment(
    payment: Seen,
    refund: BodyOf<typeof PAYMENT_ENDPOINTS.refund>,
  ): Promise<JsonAnswerOf<typeof PAYMENT_ENDPOINTS.refund>>;
  /** Takes an e-invoicing unit a step through its onboarding (or renews or revokes it); answers the unit. */
  stepEInvoiceUnit(id: Identifier, step: EInvoiceUnitStep, body?: { otp: string }): Promise<EInvoiceUnit>;
  /** A new key for a lane device or an integrator, shown once; the old one stops at once. */
  rotateKey(resource: KeyHolder, id: Identifier): Promise<{ key: string }>;
  /** The lane device's or integrator's key opens nothing any more. */
  revokeKey(resource: KeyHolder, id: Identifier): Promise<unknown>;
  /** Where the instance writes, its standbys and read replica, and their alarms. */
  getDatabaseHealth(): Promise<DatabaseHealth>;
  /** The open lane alarms the caller keeps: every one they may see, or one gate's. */
  getLaneAlarms(gateId?: number): Promise<JsonAnswerOf<typeof LANE_HEALTH.alarms>>;
  acknowledgeLaneAlarm(id: number, body: BodyOf<typeof LANE_HEALTH.acknowledgeAlarm>): Promise<LaneAlarmJson>;
  /** A gate's reads waiting for a person (the caller's own gate when none is named). */
  getLaneConfirmations(gateId?: number): Promise<JsonAnswerOf<typeof LANE_HEALTH.confirmations>>;
  confirmLaneRead(held: Seen, body: BodyOf<typeof LANE_HEALTH.confirmRead>): Promise<LaneConfirmationJson>;
  refuseLaneRead(held: Seen, body: BodyOf<typeof LANE_HEALTH.refuseRead>): Promise<LaneConfirmationJson>;
  openBarrier(body: BodyOf<typeof LANE_HEALTH.openBarrier>): Promise<JsonAnswerOf<typeof LANE_HEALTH.openBarrier>>;
  /** Recomputes a unit's chain of documents and says where it first breaks, if anywhere. */
  checkEInvoiceChain(id: Identifier): Promise<EInvoiceChainCheck>;
  /** Issues the documents of paid payments not yet issued and sends those due now. */
  sendDueEInvoices(): Promise<{ issued: number; sent: number }>;
  /** Sends again a document the Authority has not accepted; answers the document as it stands after. */
  resendEInvoice(id: Identifier): Promise<EInvoiceDocument>;
  /** A document's signed XML. */
  getEInvoiceXml(id: Identifier): Promise<DownloadedFile>;
  /** The signed XML of a payment's document (the cleared one for a standard invoice). */
  getPaymentEInvoiceXml(id: Identifier): Promise<DownloadedFile>;
  /** An open stay of the validator's merchant's area, with its price so far and what each offer would take off. */
  lookUpValidationStay(lookup: BodyOf<typeof VALIDATIONS.lookUpStay>): Promise<ValidationStay>;
  validateStay(request: BodyOf<typeof VALIDATIONS.validate>): Promise<MerchantValidation>;
  /** A prepaid merchant's top-ups, newest first. */
  getMerchantTopUps(merchantId: Identifier): Promise<MerchantTopUp[]>;
  /** Money a prepaid merchant paid in; its balance rises by it. */
  topUpMerchant(merchantId: Identifier, topUp: BodyOf<typeof MERCHANTS.topUp>): Promise<MerchantTopUp>;
  /** A monthly merchant's bill for a month that is over: a payment with its tax invoice. */
  billMerchant(merchantId: Identifier, bill: BodyOf<typeof MERCHANTS.bill>): Promise<MerchantBill>;
  /** A merchant's validations of a month (YYYY-MM) of the operator's calendar, and their total. */
  getMerchantStatement(merchantId: Identifier, month: string): Promise<MerchantStatement>;
  /** The same statement as the API's CSV file. */
  getMerchantStatementCsv(merchantId: Identifier, month: string): Promise<DownloadedFile>;
  /** Deletes a payment, saying why (the super admin's); answers the deleted payment. */
  deletePayment(
    id: Identifier,
    deletion: BodyOf<typeof PAYMENT_ENDPOINTS.delete>,
  ): Promise<JsonAnswerOf<typeof PAYMENT_ENDPOINTS.delete>>;
  /** Every record of a plate, phone number or email, as one JSON file. */
  exportSubject(request: BodyOf<typeof PRIVACY.exportSubject>): Promise<DownloadedFile>;
  /** Redacts a plate's, phone number's or email's records where the law allows; answers what it redacted. */
  eraseSubject(request: BodyOf<typeof PRIVACY.eraseSubject>): Promise<JsonAnswerOf<typeof PRIVACY.eraseSubject>>;
}

/** A report's query as the API reads it: no area is every area. */
function reportQuery({ area_id, ...period }: RevenueReportRequest) {
  return { area_id: area_id ?? undefined, ...period };
}

/** The stock simple-rest provider, each call sent to the API resource of the page that makes it. */
function restProvider(): DataProvider {
  const rest = simpleRestProvider(API_URL, signedInClient);
  return Object.fromEntries(
    Object.entries(rest).map(([name, call]) => [
      name,
      (resource: string, params: unknown) =>
        (call as (resource: string, params: unknown) => unknown)(apiResourceOf(resource), params),
    ]),
  ) as DataProvider;
}

/** The stock simple-rest provider for every resource, plus the workflow calls; a failed change says which it was. */
export function createDataProvider(): AppDataProvider {
  return withActionFailures({
    ...restProvider(),
    getDashboard: () => callEndpoint(HOME.dashboard),
    getCompanyDashboard: () => callEndpoint(HOME.companyDashboard),
    getCompanyStatistics: (companyId) => callEndpoint(COMPANIES.statistics, { params: { id: companyId } }),
    setPlanActive: (id, active) => callEndpoint(SUBSCRIPTIONS.planStatus, { params: { id }, body: { active } }),
    changeEmployeePassword: async (id, passwords) => {
      await callEndpoint(HOME.employeePassword, { params: { id }, body: passwords });
    },
    unlockEmployee: async (id) => {
      await callEndpoint(HOME.unlockEmployee, { params: { id } });
    },
    getAuditLogChoices: () => callEndpoint(HOME.auditLogChoices),
    getCompanyQuota: () => callEndpoint(COMPANIES.quota),
    getPaymentTotals: (filter) => callEndpoint(PAYMENT_ENDPOINTS.totals, { query: { filter: JSON.stringify(filter) } }),
    getFeeAdjustmentTotals: (filter) =>
      callEndpoint(FEE_ADJUSTMENT_ENDPOINTS.totals, { query: { filter: JSON.stringify(filter) } }),
    getRevenueReport: (query) => callEndpoint(REPORTS.revenue, { query: reportQuery(query) }),
    getRevenueReportCsv: (query) => callFile(REPORTS.revenue, { query: { ...reportQuery(query), format: 'csv' } }),
    getDailyClose: (day) => callEndpoint(REPORTS.dailyClose, { query: { day } }),
    getDailyCloseCsv: (day) => callFile(REPORTS.dailyClose, { query: { day, format: 'csv' } }),
    getReconciliation: (day) => callEndpoint(ONLINE_PAYMENTS.reconciliation, { query: { day } }),
    getPaymentReceipt: (id) => callEndpoint(PAYMENT_ENDPOINTS.receipt, { params: { id } }),
    getCurrentShift: () => callEndpoint(CASHIER_SHIFT_ENDPOINTS.current),
    openShift: (body) => callEndpoint(CASHIER_SHIFT_ENDPOINTS.open, { body }),
    closeShift: (id, body) => callEndpoint(CASHIER_SHIFT_ENDPOINTS.close, { params: { id }, body }),
    getStatusCounts: (resource, filter) =>
      callEndpoint(TAB_COUNTS[resource], { query: { filter: JSON.stringify(filter) } }),
    approveCompanySubscription: (seen, body) => callEndpoint(COMPANIES.approve, { seen, body }),
    rejectCompanySubscription: (seen, body) => callEndpoint(COMPANIES.reject, { seen, body }),
    approveCompanyVehicleChange: (seen) => callEndpoint(COMPANIES.approveVehicleChange, { seen }),
    rejectCompanyVehicleChange: (seen, body) => callEndpoint(COMPANIES.rejectVehicleChange, { seen, body }),
    approveSubscription: (seen, decision) => callEndpoint(SUBSCRIPTIONS.approve, { seen, body: decision }),
    rejectSubscription: (seen, decision) => callEndpoint(SUBSCRIPTIONS.reject, { seen, body: decision }),
    reissueSubscriptionQr: (id) => callEndpoint(SUBSCRIPTIONS.reissueQr, { params: { id } }),
    getPaymentLinks: (resource, id) =>
      callEndpoint(
        resource === 'subscriptions' ? ONLINE_PAYMENTS.subscriptionLinks : ONLINE_PAYMENTS.companySubscriptionLinks,
        { params: { id } },
      ),
    sendPaymentLink: (resource, seen, body) =>
      callEndpoint(
        resource === 'subscriptions'
          ? ONLINE_PAYMENTS.sendSubscriptionLink
          : ONLINE_PAYMENTS.sendCompanySubscriptionLink,
        { seen, body },
      ),
    getSubscriptionOffer: (id, lang) => callEndpoint(SUBSCRIPTIONS.offer, { params: { id }, query: { lang } }),
    getSubscriptionReminder: (id, lang) => callEndpoint(SUBSCRIPTIONS.reminder, { params: { id }, query: { lang } }),
    getCompanyReminder: (id, lang) => callEndpoint(COMPANIES.reminder, { params: { id }, query: { lang } }),
    sendSubscriptionCredential: (id, body) => callEndpoint(SUBSCRIPTIONS.sendCredential, { params: { id }, body }),
    // The values of the action's dialog, whose form checked them with the schema of the action's body.
    changeParkingCard: (id, action, values) =>
      callEndpoint(CARD_ACTION_ENDPOINTS[action], { params: { id }, body: values as never }),
    previewTariff: (areaId, stay) => callEndpoint(AREAS.tariffPreview, { params: { id: areaId }, body: stay }),
    publishTariffVersion: (areaId, version) =>
      callEndpoint(AREAS.publishTariffVersion, { params: { id: areaId }, body: version }),
    getGateConsole: (gateId) => callEndpoint(GATE_ENDPOINTS.console, { query: { gate_id: gateId } }),
    registerGateEntry: (entry) => callEndpoint(GATE_ENDPOINTS.entry, { body: entry }),
    registerGateExit: (exit) => callEndpoint(GATE_ENDPOINTS.exit, { body: exit }),
    getVehicleChoices: () => callEndpoint(VEHICLES.choices),
    getPlateHistory: (plate) => callEndpoint(VEHICLES.plateHistory, { query: { plate } }),
    forceExit: (id, body) => callEndpoint(VEHICLES.forceExit, { params: { id }, body }),
    refundPayment: (seen, refund) => callEndpoint(PAYMENT_ENDPOINTS.refund, { seen, body: refund }),
    // The two steps that take the Authority's one-time password send it.
    stepEInvoiceUnit: (id, step, body) =>
      step === 'compliance-csid' || step === 'renewal'
        ? callEndpoint(EINVOICE_UNIT_STEPS[step], { params: { id }, body })
        : callEndpoint(EINVOICE_UNIT_STEPS[step], { params: { id } }),
    rotateKey: (resource, id) => callEndpoint(KEY_ENDPOINTS[resource].rotate, { params: { id } }),
    revokeKey: (resource, id) => callEndpoint(KEY_ENDPOINTS[resource].revoke, { params: { id } }),
    getDatabaseHealth: () => callEndpoint(PLATFORM_ENDPOINTS.databaseHealth),
    getLaneAlarms: (gateId) => callEndpoint(LANE_HEALTH.alarms, { query: { gate_id: gateId } }),
    acknowledgeLaneAlarm: (id, body) => callEndpoint(LANE_HEALTH.acknowledgeAlarm, { params: { id }, body }),
    getLaneConfirmations: (gateId) => callEndpoint(LANE_HEALTH.confirmations, { query: { gate_id: gateId } }),
    confirmLaneRead: (held, body) => callEndpoint(LANE_HEALTH.confirmRead, { seen: held, body }),
    refuseLaneRead: (held, body) => callEndpoint(LANE_HEALTH.refuseRead, { seen: held, body }),
    openBarrier: (body) => callEndpoint(LANE_HEALTH.openBarrier, { body }),
    checkEInvoiceChain: (id) => callEndpoint(EINVOICING.chainCheck, { params: { id } }),
    sendDueEInvoices: () => callEndpoint(EINVOICING.sendDue),
    resendEInvoice: (id) => callEndpoint(EINVOICING.resend, { params: { id } }),
    getEInvoiceXml: (id) => callFile(EINVOICING.documentXml, { params: { id } }),
    getPaymentEInvoiceXml: (id) => callFile(PAYMENT_ENDPOINTS.eInvoiceXml, { params: { id } }),
    exportSubject: (request) => callFile(PRIVACY.exportSubject, { body: request }),
    eraseSubject: (request) => callEndpoint(PRIVACY.eraseSubject, { body: request }),
    lookUpValidationStay: (lookup) => callEndpoint(VALIDATIONS.lookUpStay, { body: lookup }),
    validateStay: (request) => callEndpoint(VALIDATIONS.validate, { body: request }),
    getMerchantTopUps: (merchantId) => callEndpoint(MERCHANTS.topUps, { params: { id: merchantId } }),
    topUpMerchant: (merchantId, topUp) => callEndpoint(MERCHANTS.topUp, { params: { id: merchantId }, body: topUp }),
    billMerchant: (merchantId, bill) => callEndpoint(MERCHANTS.bill, { params: { id: merchantId }, body: bill }),
    getMerchantStatement: (merchantId, month) =>
      callEndpoint(MERCHANTS.statement, { params: { id: merchantId }, query: { month } }),
    getMerchantStatementCsv: (merchantId, month) =>
      callFile(MERCHANTS.statement, { params: { id: merchantId }, query: { month, format: 'csv' } }),
    deletePayment: (id, deletion) => callEndpoint(PAYMENT_ENDPOINTS.delete, { params: { id }, body: deletion }),
  });
}
