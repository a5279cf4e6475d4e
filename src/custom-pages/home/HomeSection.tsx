import { Card, CardContent, CardHeader } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

interface HomeSectionProps {
  title: string;
  titleArgs?: Record<string, unknown>;
  subheader?: string;
  action?: ReactNode;
  children: ReactNode;
}

/** One titled section of a home page. */
export function HomeSection({ title, titleArgs, subheader, action, children }: HomeSectionProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardHeader
        title={translate(title, titleArgs)}
        subheader={subheader}
        action={action}
        slotProps={{
          title: { id: titleId, component: 'h2', variant: 'subtitle1', sx: { fontWeight: 600 } },
          subheader: { variant: 'body2' },
        }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
