import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, HttpError } from 'react-admin';
import type { QuotaFigures } from '../../domain/quota';
import type { CompanyStatistics } from '../../domain/schemas/company';
import type { AuditLogChoices } from '../../domain/schemas/audit-log';
import type { Dashboard } from '../../domain/schemas/dashboard';
import { API_URL, httpClient } from './httpClient';
import { readToken } from './storage';

export interface CompanyDashboard {
  company: { id: number; name: string; name_ar: string | null; contact_phone: string; is_active: boolean; area: { id: number; name: string; name_ar: string | null } | null };
  quota: QuotaFigures;
}

export interface AppDataProvider extends DataProvider {
  getDashboard(): Promise<Dashboard>;
  getCompanyDashboard(): Promise<CompanyDashboard>;
  getCompanyStatistics(companyId: number): Promise<CompanyStatistics>;
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

/** The stock simple-rest provider for every resource, plus the workflow calls. */
export function createDataProvider(): AppDataProvider {
  return {
    ...simpleRestProvider(API_URL, signedInClient),
    getDashboard: () => getJson<Dashboard>('/dashboard'),
    getCompanyDashboard: () => getJson<CompanyDashboard>('/company-dashboard'),
    getCompanyStatistics: (companyId) => getJson<CompanyStatistics>(`/companies/${companyId}/statistics`),
    getAuditLogChoices: () => getJson<AuditLogChoices>('/audit-log/choices'),
  };
}
