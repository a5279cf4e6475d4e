import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

/** The page header of SPEC section 2: a title and an optional extra on the other side. */
export function PageHeader({
  title,
  titleArgs,
  extra,
}: {
  title: string;
  titleArgs?: Record<string, unknown>;
  extra?: ReactNode;
}) {
  const translate = useTranslate();
  const text = translate(title, titleArgs);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}
    >
      <Title title={text} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {text}
      </Typography>
      {extra}
    </Box>
  );
}
