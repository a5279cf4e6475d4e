import { Card, CardContent, CardHeader } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

/** One titled section of a home page; later issues add theirs (gate traffic, revenue) beside these. */
export function HomeSection({ title, subheader, action, children }: { title: string; subheader?: string; action?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardHeader
        title={translate(title)}
        subheader={subheader}
        action={action}
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'subtitle1', sx: { fontWeight: 600 } }, subheader: { variant: 'body2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
