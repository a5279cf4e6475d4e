import { SECRET_FIELDS, type AuditAction } from '../../../domain/audit';
import { roleName } from '../../../domain/roles';
import type { AuditChanges } from '../../../domain/schemas/audit-log';
import { appEnglish } from '../../i18n/en';
import { pageResourceOf } from '../../providers/apiResources';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How values are written: on screen in the app locale, in a CSV file plainly. */
export interface ValueFormat {
  translate: Translate;
  number(value: number): string;
  /** Ids and other numbers read as names, not amounts: no grouping. */
  plain(value: number): string;
  dateTime(value: string): string;
}

/** A changed field by the label its resource gives it, else by its name. */
export function fieldLabel(translate: Translate, resource: string, field: string): string {
  return translate(`resources.${pageResourceOf(resource)}.fields.${field}`, { _: field });
}

/**
 * The changed fields in the order the resource's form and page list them (its labels' order in the
 * catalog), the ones it does not label last: the database keeps no order of its own.
 */
export function orderedChanges(resource: string, changes: AuditChanges): Array<[string, [unknown, unknown]]> {
  const labelled = Object.keys(
    (appEnglish.resources as Record<string, { fields?: object }>)[pageResourceOf(resource)]?.fields ?? {},
  );
  const rank = (field: string) => (labelled.includes(field) ? labelled.indexOf(field) : labelled.length);
  return Object.entries(changes).sort(([a], [b]) => rank(a) - rank(b));
}

export const isSecretField = (field: string) => SECRET_FIELDS.has(field);

/** Fields that hold the id of another record, and that record's resource. */
export const REFERENCE_FIELDS: Readonly<Record<string, string>> = {
  area_id: 'areas',
  gate_id: 'gates',
  sub_area_id: 'sub-areas',
  gate_type_id: 'gate-types',
  company_id: 'companies',
  plan_id: 'subscription-plans',
};

/** Coded values (`resource.field`) and the catalog prefix of their labels. */
const VALUE_LABELS: Readonly<Record<string, string>> = {
  'gates.status': 'ps.gates.statuses',
  'subscription-plans.plan_type': 'ps.plans.types',
  'subscription-plans.duration_unit': 'ps.plans.duration_units',
  'payment-transactions.status': 'ps.payment_transactions.statuses',
  'payment-transactions.type': 'ps.payment_transactions.types',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as it reads; null when the field had none. */
export function valueText(resource: string, field: string, value: unknown, format: ValueFormat): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (isSecretField(field)) return format.translate('ps.audit_log.changes.hidden');
  if (field === 'role_id' && typeof value === 'number') return format.translate(`ps.roles.${roleName(value)}`);
  const labels = VALUE_LABELS[`${resource}.${field}`];
  if (labels) return format.translate(`${labels}.${String(value)}`, { _: String(value) });
  if (typeof value === 'boolean') return format.translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'number')
    return field === 'id' || field.endsWith('_id') ? format.plain(value) : format.number(value);
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? format.dateTime(value) : value;
  return JSON.stringify(value);
}

/** Which values a change shows: a creation its new values, a deletion its last ones, else both. */
export function shownSides(action: AuditAction): Array<'before' | 'after'> {
  if (action === 'create') return ['after'];
  if (action === 'delete') return ['before'];
  return ['before', 'after'];
}

/** The changes of one entry on one line ("Name: North Gate → North Gate 2; Active: Yes → No"). */
export function changesSummary(
  resource: string,
  action: AuditAction,
  changes: AuditChanges,
  format: ValueFormat,
): string {
  const sides = shownSides(action);
  return orderedChanges(resource, changes)
    .map(([field, [before, after]]) => {
      const values = sides.map((side) => valueText(resource, field, side === 'before' ? before : after, format) ?? '—');
      return `${fieldLabel(format.translate, resource, field)}: ${values.join(' → ')}`;
    })
    .join('; ');
}
