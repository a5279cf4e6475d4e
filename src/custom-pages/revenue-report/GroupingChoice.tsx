import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REPORT_GROUPINGS, type ReportGrouping } from '../../../domain/schemas/revenue-report';
import { wrappingChoices } from '../../components/ChoiceToggle';

const NONE = 'none';

/** Whether the report is read by area alone, or per cashier shift, per employee or per payment method too. */
export function GroupingChoice({
  value,
  onChange,
}: {
  value: ReportGrouping | undefined;
  onChange: (grouping: ReportGrouping | undefined) => void;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value ?? NONE}
      onChange={(_event, chosen: ReportGrouping | typeof NONE | null) =>
        chosen && onChange(chosen === NONE ? undefined : chosen)
      }
      aria-label={translate('ps.revenue_report.group_by')}
      className="no-print"
      sx={wrappingChoices}
    >
      {[NONE, ...REPORT_GROUPINGS].map((grouping) => (
        <ToggleButton key={grouping} value={grouping} sx={{ px: 1.5 }}>
          {translate(`ps.revenue_report.groupings.${grouping}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
