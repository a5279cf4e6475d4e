import { GlobalStyles } from '@mui/material';

/** The page a printout asks for: its CSS `@page` size and margin. */
export interface PrintPage {
  size: string;
  margin: string | number;
}

/**
 * On paper, the element of `className` alone, on `page` (the printer's own page when absent), and
 * without whatever inside it has the class `no-print` (its own buttons).
 *
 * The rest of the app is taken out of the page (`display: none`) and the element's ancestors lose
 * their boxes, instead of being hidden in place: a hidden layout is still laid out, and would spill
 * a blank page after the element or cut a thermal slip to the length of the screen's page.
 */
export function PrintOnly({ className, page }: { className: string; page?: PrintPage }) {
  const printed = `.${className}`;
  return (
    <GlobalStyles
      styles={{
        ...(page ? { '@page': page } : {}),
        '@media print': {
          [`body *:not(:has(${printed})):not(${printed}):not(${printed} *)`]: { display: 'none !important' },
          [`html, body, body *:has(${printed})`]: {
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
          // Its place among its siblings on screen (a stack's gap) is no margin on paper.
          [printed]: { margin: '0 !important', boxShadow: 'none !important' },
          [`${printed} .no-print`]: { display: 'none !important' },
        },
      }}
    />
  );
}
