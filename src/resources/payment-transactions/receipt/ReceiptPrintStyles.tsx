import { GlobalStyles } from '@mui/material';
import type { ReceiptPaper } from './useReceiptOptions';

/** The class of the receipt's paper: on paper, it alone is printed. */
export const RECEIPT_CLASS = 'payment-receipt';

const receipt = `.${RECEIPT_CLASS}`;

/**
 * Printing the receipt prints the receipt alone, on its own paper: an A4 page within the
 * printer's margins, or an 80 mm slip as long as the receipt (`slipLengthMm`) with no margin,
 * since a thermal printer's roll has none.
 *
 * Unlike the gate ticket's PrintOnly, which hides the rest of the page and pins the ticket at the
 * top, the rest of the app is taken out of the page (`display: none`) and the receipt's ancestors
 * lose their boxes: the hidden layout would still be laid out, and could spill a blank page after
 * the receipt, or cut a slip to the page's length.
 */
export function ReceiptPrintStyles({ paper, slipLengthMm }: { paper: ReceiptPaper; slipLengthMm: number }) {
  return (
    <GlobalStyles
      styles={{
        '@page': paper === 'a4' ? { size: 'A4 portrait', margin: '12mm' } : { size: `80mm ${slipLengthMm}mm`, margin: 0 },
        '@media print': {
          [`body *:not(:has(${receipt})):not(${receipt}):not(${receipt} *)`]: { display: 'none !important' },
          [`html, body, body *:has(${receipt})`]: {
            display: 'block !important',
            position: 'static !important',
            margin: '0 !important',
            padding: '0 !important',
            border: 'none !important',
            boxShadow: 'none !important',
            background: 'none !important',
            width: 'auto !important',
            minWidth: '0 !important',
            maxWidth: 'none !important',
            height: 'auto !important',
            minHeight: '0 !important',
            overflow: 'visible !important',
            transform: 'none !important',
          },
          [receipt]: paper === 'a4' ? { width: 'auto !important', padding: '0 !important', boxShadow: 'none !important' } : { boxShadow: 'none !important' },
          [`${receipt} .no-print`]: { display: 'none !important' },
        },
      }}
    />
  );
}
