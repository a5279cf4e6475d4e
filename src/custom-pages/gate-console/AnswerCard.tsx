import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import PaymentsIcon from '@mui/icons-material/Payments';
import { alpha, Box, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

export type AnswerTone = 'success' | 'error' | 'warning';

const ICONS = { success: CheckCircleIcon, error: DoNotDisturbOnIcon, warning: PaymentsIcon } as const;

/** An answer of the gate in large type, coloured by what it means: in, out, refused, or to pay. */
export function AnswerCard({ tone, title, children }: { tone: AnswerTone; title: string; children?: ReactNode }) {
  const translate = useTranslate();
  const titleId = useId();
  const Icon = ICONS[tone];
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        border: 2,
        borderColor: `${tone}.main`,
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        bgcolor: (theme) => alpha(theme.palette[tone].main, 0.08),
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Icon color={tone} sx={{ fontSize: { xs: 40, sm: 52 } }} />
        <Typography
          id={titleId}
          variant="h4"
          component="h2"
          sx={{
            fontWeight: 800,
            color: `${tone}.main`,
            fontSize: { xs: '1.6rem', sm: '2.125rem' },
            overflowWrap: 'anywhere',
          }}
        >
          {translate(title)}
        </Typography>
      </Stack>
      {children ? (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {children}
        </Stack>
      ) : null}
    </Box>
  );
}
