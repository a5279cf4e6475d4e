import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, HttpError, type Identifier } from 'react-admin';
import type { QuotaFigures } from '../../domain/quota';
import type { CompanyStatistics } from '../../domain/schemas/company';
import type { AuditLogChoices } from '../../domain/schemas/audit-log';
import type { Dashboard } from '../../domain/schemas/dashboard';
import type { JsonRecord } from '../../domain/schemas/record';
import type { PlanRecord } from '../../domain/schemas/subscription-plan';
import { API_URL, httpClient } from './httpClient';
import { readToken } from './storage';

export interface CompanyDashboard {
  company: { id: number; name: string; name_ar: string | null; contact_phone: string; is_active: boolean; area: { id: number; name: string; name_ar: string | null } | null };
  quota: QuotaFigures;
}

export type Plan = JsonRecord<PlanRecord>;

export interface AppDataProvider extends DataProvider {
  getDashboard(): Promise<Dashboard>;
  getCompanyDashboard(): Promise<CompanyDashboard>;
  getCompanyStatistics(companyId: number): Promise<CompanyStatistics>;
  /** Activates or deactivates a plan (`POST /subscription-plans/:id/status`); answers the plan. */
  setPlanActive(id: Identifier, active: boolean): Promise<Plan>;
  /** Sets an employee's password; every session of the account ends with it. */
  changeEmployeePassword(id: number, passwords: { password: string; password_confirmation: string }): Promise<void>;
  /** Lifts the sign-in lock-outs of an employee's account. */
  unlockEmployee(id: number): Promise<void>;
  /** The actors and resources the audit log names, for its filters. */
  getAuditLogChoices(): Promise<AuditLogChoices>;
}

/**
 * Signed out, nothing goes to the API: a query that refetches while the user signs out fails
 * here instead of reaching the server without a token.
 */
const signedInClient: typeof httpClient = (url, options) =>
  readToken() ? httpClient(url, options) : Promise.reject(new HttpError('ps.auth.session_ended', 401));

async function getJson<T>(path: string): Promise<T> {
  const { json } = await signedInClient(`${API_URL}${path}`);
  return json as T;
}

async function postJson<T>(path: string, body: object): Promise<T> {
  const { json } = await signedInClient(`${API_URL}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
}

/** The stock simple-rest provider for every resource, plus the workflow calls. */
export function createDataProvider(): AppDataProvider {
  return {
    ...simpleRestProvider(API_URL, signedInClient),
    getDashboard: () => getJson<Dashboard>('/dashboard'),
    getCompanyDashboard: () => getJson<CompanyDashboard>('/company-dashboard'),
    getCompanyStatistics: (companyId) => getJson<CompanyStatistics>(`/companies/${companyId}/statistics`),
    setPlanActive: (id, active) => postJson<Plan>(`/subscription-plans/${id}/status`, { active }),
    changeEmployeePassword: (id, passwords) => postJson<void>(`/employees/${id}/password`, passwords),
    unlockEmployee: (id) => postJson<void>(`/employees/${id}/unlock`, {}),
    getAuditLogChoices: () => getJson<AuditLogChoices>('/audit-log/choices'),
  };
}
