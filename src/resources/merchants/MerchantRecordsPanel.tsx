import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ReferenceManyField, useTranslate } from 'react-admin';
import { ListLoadError } from '../../components/ListLoadError';
import { QUIET_LIST_LOAD } from '../../theme/list-states';

/** Records of another resource that belong to the merchant in context, by name, under a title and the panel's own links. */
export function MerchantRecordsPanel({
  title,
  reference,
  links,
  empty,
  children,
}: {
  title: string;
  reference: string;
  links: ReactNode;
  /** What the panel says when the merchant has none (a message key). */
  empty: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate(title)}
          </Typography>
          <Stack direction="row" spacing={1}>
            {links}
          </Stack>
        </Stack>
        <ReferenceManyField
          reference={reference}
          target="merchant_id"
          sort={{ field: 'name', order: 'ASC' }}
          perPage={50}
          error={<ListLoadError />}
          queryOptions={QUIET_LIST_LOAD}
          empty={
            <Typography variant="body2" color="text.secondary">
              {translate(empty)}
            </Typography>
          }
        >
          {children}
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}
