import PrintIcon from '@mui/icons-material/Print';
import { Button, type ButtonProps } from '@mui/material';

/** Prints what the page prints (PrintOnly), itself left off the paper. */
export function PrintButton({ label, ...props }: Omit<ButtonProps, 'onClick' | 'children'> & { label: string }) {
  return (
    <Button className="no-print" startIcon={<PrintIcon />} onClick={() => window.print()} {...props}>
      {label}
    </Button>
  );
}
