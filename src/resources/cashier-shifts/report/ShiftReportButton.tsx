import PrintIcon from '@mui/icons-material/Print';
import { Button, type ButtonProps } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** The path of a shift's printable Z report. */
export const shiftReportPath = (id: number | string) => `/cashier-shifts/${id}/report`;

/** Opens a shift's Z report, to print it. */
export function ShiftReportButton({ shiftId, ...props }: { shiftId: number } & Omit<ButtonProps, 'href'>) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={shiftReportPath(shiftId)} startIcon={<PrintIcon />} {...props}>
      {translate('ps.cashier_shifts.report.open')}
    </Button>
  );
}
