import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { halalasToSar, sarToHalalas } from '../../../../domain/money';
import { useLocalizedName } from '../../../components/LocalizedName';
import { PaperHeader, PaperRow, PaperSection } from '../../../components/PaperRows';
import { InLanguages } from '../../../components/InLanguages';
import { type Paper, PrintPaper } from '../../../components/PrintPaper';
import { useFormatters } from '../../../i18n/useFormatters';
import type { CashierShiftWithDetail } from '../../../providers/dataProvider';
import { useOperatorTimeZone } from '../../../providers/operatorTimeZone';
import type { AppLocale } from '../../../providers/storage';
import { usePaymentMethods } from '../../vehicles/usePaymentMethods';
import { cashCountTotal } from '../../../../domain/cash-denominations';
import { inHalalas } from '../CashCountTable';
import { DifferenceAmount } from '../ShiftFields';
import { useShiftName } from '../useShiftName';

/**
 * A shift's Z report as it prints, in the languages chosen (side by side on A4, stacked on the
 * slip): who worked it where and when, its float, what it took per method, the cash counted note
 * by note, and per method expected against counted with the total difference and its reason. An
 * open shift's report says it is open: figures so far, nothing counted.
 */
export function ShiftReportPaper({
  shift,
  paper,
  printedAt,
  languages,
}: {
  shift: CashierShiftWithDetail;
  paper: Paper;
  printedAt: Date;
  languages: AppLocale[];
}) {
  const translate = useTranslate();
  const timeZone = useOperatorTimeZone();
  return (
    <PrintPaper paper={paper} label={translate('ps.cashier_shifts.report.page_title', { id: shift.id })}>
      <InLanguages languages={languages} timeZone={timeZone} sideBySide={paper === 'a4'}>
        <ShiftReportText shift={shift} printedAt={printedAt} />
      </InLanguages>
    </PrintPaper>
  );
}

/** The report's text in the language of its scope. */
function ShiftReportText({ shift, printedAt }: { shift: CashierShiftWithDetail; printedAt: Date }) {
  const translate = useTranslate();
  const { money, number, dateTime } = useFormatters();
  const nameOf = useLocalizedName();
  const { nameOf: methodName } = usePaymentMethods();
  const shiftName = useShiftName();
  const place = `${nameOf({ name: shift.area_name, name_ar: shift.area_name_ar })} · ${nameOf({ name: shift.gate_name, name_ar: shift.gate_name_ar })}`;
  return (
    <Box>
      <PaperHeader title={translate('ps.cashier_shifts.report.title')}>
        <p>{shiftName(shift)}</p>
        <p>
          <bdi>{place}</bdi>
        </p>
      </PaperHeader>
      <PaperSection>
        <PaperRow label={translate('ps.cashier_shifts.report.cashier')}>
          <bdi>{shift.employee_name ?? '—'}</bdi>
        </PaperRow>
        <PaperRow label={translate('resources.cashier-shifts.fields.opened_at')}>
          <bdi>{dateTime(shift.opened_at)}</bdi>
        </PaperRow>
        <PaperRow label={translate('resources.cashier-shifts.fields.closed_at')}>
          <bdi>{shift.closed_at ? dateTime(shift.closed_at) : '—'}</bdi>
        </PaperRow>
        <PaperRow label={translate('resources.cashier-shifts.fields.float')}>
          <bdi>{money(shift.float)}</bdi>
        </PaperRow>
        {shift.status === 'open' ? (
          <Box component="p" sx={{ m: 0, mt: '0.3em', fontWeight: 700 }}>
            {translate('ps.cashier_shifts.report.still_open')}
          </Box>
        ) : null}
      </PaperSection>
      <PaperSection title={translate('ps.cashier_shifts.taken.label')}>
        {shift.taken.length === 0 ? translate('ps.cashier_shifts.taken.none') : null}
        {shift.taken.map((taken) => (
          <Box key={taken.payment_method}>
            <PaperRow
              label={`${methodName(taken.payment_method)} · ${translate('ps.cashier_shifts.payments_count', { smart_count: taken.payments })}`}
            >
              <bdi>{money(taken.amount)}</bdi>
            </PaperRow>
            {taken.refunds > 0 ? (
              <PaperRow label={translate('ps.cashier_shifts.refunds_count', { smart_count: taken.refunds })}>
                <bdi>{money(taken.refunded)}</bdi>
              </PaperRow>
            ) : null}
          </Box>
        ))}
      </PaperSection>
      <PaperSection title={translate('ps.cashier_shifts.sections.cash_count')}>
        {shift.cash_count?.length ? (
          <>
            {shift.cash_count.map(({ denomination, count }) => (
              <PaperRow
                key={denomination}
                label={translate('ps.cashier_shifts.report.count_line', {
                  count: number(count),
                  denomination: number(denomination),
                })}
              >
                <bdi>{money(halalasToSar(sarToHalalas(denomination) * count))}</bdi>
              </PaperRow>
            ))}
            <PaperRow label={translate('ps.cashier_shifts.close.cash_total')} strong>
              <bdi>{money(halalasToSar(cashCountTotal(inHalalas(shift.cash_count))))}</bdi>
            </PaperRow>
          </>
        ) : (
          translate('ps.cashier_shifts.report.nothing_counted')
        )}
      </PaperSection>
      <PaperSection title={translate('ps.cashier_shifts.reconciliation.label')}>
        {shift.lines.map((line) => (
          <Box key={line.payment_method} sx={{ mb: '0.3em' }}>
            <Box sx={{ fontWeight: 700 }}>{methodName(line.payment_method)}</Box>
            <PaperRow label={translate('ps.cashier_shifts.reconciliation.expected')}>
              <bdi>{money(line.expected)}</bdi>
            </PaperRow>
            <PaperRow label={translate('ps.cashier_shifts.reconciliation.counted')}>
              <bdi>{line.counted === null ? '—' : money(line.counted)}</bdi>
            </PaperRow>
            <PaperRow label={translate('ps.cashier_shifts.reconciliation.difference')}>
              <DifferenceAmount difference={line.difference} />
            </PaperRow>
          </Box>
        ))}
        {shift.status === 'closed' ? (
          <PaperRow label={translate('ps.cashier_shifts.report.total_difference')} strong>
            <DifferenceAmount difference={shift.difference} />
          </PaperRow>
        ) : null}
        {shift.difference_reason ? (
          <PaperRow label={translate('resources.cashier-shifts.fields.difference_reason')}>
            <bdi>{shift.difference_reason}</bdi>
          </PaperRow>
        ) : null}
      </PaperSection>
      <Box component="footer" sx={{ borderTop: '1px dashed', pt: '0.4em', mt: '0.4em', textAlign: 'center' }}>
        {translate('ps.cashier_shifts.report.printed_at', { time: dateTime(printedAt) })}
      </Box>
    </Box>
  );
}
