import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A label and its value on one line of a printed paper, the value at the line's end. */
export function PaperRow({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: '1em',
        py: '0.15em',
        fontWeight: strong ? 700 : 400,
        fontSize: strong ? '1.15em' : undefined,
      }}
    >
      <Box component="span">{label}</Box>
      {/* The label wraps first: a value squeezed to its narrowest would break inside an amount ("ر.س." over two lines). */}
      <Box component="span" sx={{ textAlign: 'end', overflowWrap: 'anywhere', flexShrink: 0, maxWidth: '65%' }}>
        {children}
      </Box>
    </Box>
  );
}

/** A part of a printed paper under a dashed line, with its title when it has one. */
export function PaperSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ borderTop: '1px dashed', pt: '0.4em', mt: '0.4em' }}>
      {title ? (
        <Box component="h3" sx={{ fontSize: '1em', fontWeight: 700, m: 0, mb: '0.2em' }}>
          {title}
        </Box>
      ) : null}
      {children}
    </Box>
  );
}

/** The heading of a printed paper, centred: its title and the lines under it. */
export function PaperHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Box component="header" sx={{ textAlign: 'center', mb: '0.4em', '& p': { m: 0 } }}>
      <Box component="h2" sx={{ fontSize: '1.3em', fontWeight: 700, m: 0 }}>
        {title}
      </Box>
      {children}
    </Box>
  );
}
