import LockIcon from '@mui/icons-material/Lock';
import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetManyAggregate, useLocaleState, useResourceDefinitions, useTranslate } from 'react-admin';
import type { AuditAction } from '../../../domain/audit';
import type { AuditChanges } from '../../../domain/schemas/audit-log';
import { userTextWithDigits } from '../../i18n/digits';
import { useDigits, useFormatters } from '../../i18n/useFormatters';
import { nameIn } from '../../components/LocalizedName';
import {
  fieldLabel,
  isSecretField,
  orderedChanges,
  REFERENCE_FIELDS,
  shownSides,
  type ValueFormat,
  valueText,
} from './changeValues';

function useValueFormat(): ValueFormat {
  const translate = useTranslate();
  const { number, plain, dateTime } = useFormatters();
  return { translate, number, plain, dateTime };
}

/** Another record by its name while the app knows it, else by its number. */
function ReferenceValue({ reference, id }: { reference: string; id: number }) {
  const [locale] = useLocaleState();
  const digits = useDigits();
  const known = Boolean(useResourceDefinitions()[reference]);
  // The rows of one table ask together: one request per resource.
  const { data } = useGetManyAggregate(reference, { ids: [id] }, { enabled: known });
  const { plain } = useFormatters();
  const name = nameIn(
    locale,
    data?.find((record) => record?.id === id),
  );
  return <bdi>{name ? userTextWithDigits(name, locale, digits) : `#${plain(id)}`}</bdi>;
}

function ChangeValue({
  resource,
  field,
  value,
  format,
}: {
  resource: string;
  field: string;
  value: unknown;
  format: ValueFormat;
}) {
  const [locale] = useLocaleState();
  const digits = useDigits();
  const text = valueText(resource, field, value, format);
  if (text === null)
    return (
      <Typography component="span" color="text.disabled">
        —
      </Typography>
    );
  const reference = REFERENCE_FIELDS[field];
  if (reference && typeof value === 'number') return <ReferenceValue reference={reference} id={value} />;
  if (isSecretField(field)) {
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<LockIcon />}
        label={text}
        title={format.translate('ps.audit_log.changes.hidden_hint')}
      />
    );
  }
  return (
    <bdi style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {typeof value === 'string' ? userTextWithDigits(text, locale, digits) : text}
    </bdi>
  );
}

/**
 * The fields one entry of the audit log changed, labelled as their resource labels them: a
 * creation shows the new values, a deletion the last ones, any other change before and after.
 */
export function ChangesTable({
  resource,
  action,
  changes,
}: {
  resource: string;
  action: AuditAction;
  changes: AuditChanges;
}) {
  const format = useValueFormat();
  const entries = orderedChanges(resource, changes);
  if (entries.length === 0)
    return <Typography color="text.secondary">{format.translate('ps.audit_log.changes.none')}</Typography>;
  const sides = shownSides(action);
  const heading = (side: 'before' | 'after') =>
    format.translate(sides.length === 1 ? 'ps.audit_log.changes.value' : `ps.audit_log.changes.${side}`);
  return (
    <Table size="small" aria-label={format.translate('ps.audit_log.changes.title')} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" sx={{ width: sides.length === 1 ? '40%' : '30%' }}>
            {format.translate('ps.audit_log.changes.field')}
          </TableCell>
          {sides.map((side) => (
            <TableCell component="th" key={side}>
              {heading(side)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map(([field, [before, after]]) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {fieldLabel(format.translate, resource, field)}
            </TableCell>
            {sides.map((side) => (
              <TableCell key={side}>
                <ChangeValue
                  resource={resource}
                  field={field}
                  value={side === 'before' ? before : after}
                  format={format}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
