import { Box } from '@mui/material';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { PrintOnly, type PrintPage } from './PrintOnly';

/** An A4 page for the office's printer, or the 80 mm roll of a thermal printer (tickets, receipts, exit slips). */
export const PAPERS = ['a4', 'slip'] as const;
export type Paper = (typeof PAPERS)[number];

/** The class of the paper on the screen: on paper, it alone is printed. */
const PAPER_CLASS = 'print-paper';

const MM_PER_CSS_PIXEL = 25.4 / 96;

/** The paper's measures: its width, the margin inside it on screen, and the type size. */
const MEASURES = {
  a4: { width: '210mm', padding: '12mm', fontSize: '10.5pt' },
  slip: { width: '80mm', padding: '4mm', fontSize: '8.5pt' },
} as const;

/** How long the element is in millimetres, as it changes: the length of the slip to print. */
function useLengthMm(element: RefObject<HTMLElement | null>): number {
  const [length, setLength] = useState(0);
  useLayoutEffect(() => {
    const measured = element.current;
    if (!measured) return;
    const measure = () => setLength(Math.ceil(measured.getBoundingClientRect().height * MM_PER_CSS_PIXEL));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(measured);
    return () => observer.disconnect();
  }, [element]);
  return length;
}

/**
 * What is printed, shown on screen as it prints: black on white at its paper's width, whatever the
 * screen's theme. Printing prints it alone: on A4 within the printer's margins (the page's own
 * padding left out), or on an 80 mm slip as long as it is, with no margin, since a thermal roll has
 * none and the slip's padding is its margin.
 */
export function PrintPaper({ paper, label, children }: { paper: Paper; label: string; children: ReactNode }) {
  const measures = MEASURES[paper];
  const article = useRef<HTMLElement>(null);
  // One millimetre more than measured, so that rounding never pushes the last line onto a second slip.
  const slipLengthMm = useLengthMm(article) + 1;
  const page: PrintPage =
    paper === 'a4' ? { size: 'A4 portrait', margin: '12mm' } : { size: `80mm ${slipLengthMm}mm`, margin: 0 };
  return (
    <>
      <PrintOnly className={PAPER_CLASS} page={page} />
      <Box
        ref={article}
        component="article"
        className={PAPER_CLASS}
        aria-label={label}
        sx={{
          width: measures.width,
          maxWidth: '100%',
          boxSizing: 'border-box',
          p: measures.padding,
          bgcolor: '#fff',
          color: '#000',
          boxShadow: 3,
          fontSize: measures.fontSize,
          lineHeight: 1.45,
          '@media print': paper === 'a4' ? { width: 'auto !important', padding: '0 !important' } : {},
        }}
      >
        {children}
      </Box>
    </>
  );
}
