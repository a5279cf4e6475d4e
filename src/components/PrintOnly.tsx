import { GlobalStyles } from '@mui/material';

/**
 * On paper, the element of `className` alone: everything else on the screen is hidden while
 * printing, and so is whatever inside it has the class `no-print` (its own print button).
 */
export function PrintOnly({ className }: { className: string }) {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'body *': { visibility: 'hidden' },
          [`.${className}, .${className} *`]: { visibility: 'visible' },
          [`.${className}`]: { position: 'fixed', insetBlockStart: 0, insetInlineStart: 0, width: '100%' },
          [`.${className} .no-print`]: { display: 'none' },
        },
      }}
    />
  );
}
