import { SearchInput, SelectInput } from 'react-admin';
import {
  EINVOICE_DOCUMENT_KINDS,
  EINVOICE_DOCUMENT_TYPES,
  EINVOICE_SUBMISSION_STATUSES,
} from '../../../domain/einvoice';
import { dayRangeFilters } from '../../components/dates/dayRangeFilters';
import { AreaInput } from '../AreaInput';

const choicesOf = (values: readonly string[], labels: string) =>
  values.map((value) => ({ id: value, name: `${labels}.${value}` }));

/**
 * The filters of the e-invoices: search by number or UUID, then where the Authority stands, the
 * days of issue, kind, type and area. On a phone only the search stands open.
 */
export function einvoiceDocumentFilters(small: boolean) {
  const open = !small;
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={choicesOf(EINVOICE_SUBMISSION_STATUSES, 'ps.einvoice.statuses')}
      alwaysOn={open}
      sx={{ minWidth: 180 }}
    />,
    ...dayRangeFilters(open),
    <SelectInput
      key="kind"
      source="kind"
      choices={choicesOf(EINVOICE_DOCUMENT_KINDS, 'ps.einvoice.kinds')}
      sx={{ minWidth: 140 }}
    />,
    <SelectInput
      key="type"
      source="type"
      choices={choicesOf(EINVOICE_DOCUMENT_TYPES, 'ps.einvoice.types')}
      sx={{ minWidth: 140 }}
    />,
    <AreaInput key="area_id" source="area_id" minWidth={180} />,
  ];
}
