import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { CompanyPoolUse } from '../../domain/schemas/company';
import { useFormatters } from '../i18n/useFormatters';
import { LocalizedName, useLocalizedName } from './LocalizedName';

/** Each pool of a company: its area, how many of the company's vehicles are inside of how many may be, and what happens to the next. */
export function CompanyPoolUseList({ pools }: { pools: CompanyPoolUse[] }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const nameOf = useLocalizedName();
  return (
    <Stack spacing={2} sx={{ gridColumn: '1 / -1' }}>
      {pools.map((pool) => (
        <Box key={pool.area_id}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
              <RecordContextProvider value={pool.area}>
                <LocalizedName />
              </RecordContextProvider>
            </Typography>
            <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {translate('ps.pools.inside_of', { inside: number(pool.inside), size: number(pool.size) })}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (pool.inside / pool.size) * 100)}
            color={pool.inside >= pool.size ? 'error' : 'primary'}
            aria-label={translate('ps.pools.use_of', { area: nameOf(pool.area) })}
            sx={{ height: 8, borderRadius: 4, my: 0.5 }}
          />
          <Typography variant="caption" color="text.secondary">
            {translate(`ps.pools.when_full_${pool.overflow}`)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
