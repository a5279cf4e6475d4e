import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { RecordContextProvider, useGetList, useTranslate } from 'react-admin';
import { PlateText } from '../../components/PlateText';
import { ErrorState } from '../../components/PageStates';
import { useFormatters } from '../../i18n/useFormatters';
import type { Vehicle } from '../../providers/dataProvider';
import { PlateHistoryButton } from '../../resources/vehicles/PlateHistoryButton';
import { StayDuration } from '../../resources/vehicles/StayDuration';
import { StayTypeChip } from '../../resources/vehicles/StayTypeChip';
import { useLivePollFallback } from '../../providers/live/LiveEvents';
import { CONSOLE_POLL_MS } from './useGateConsole';
import { useDebouncedValue } from './useDebouncedValue';

const SHOWN = 20;
const SEARCH_PAUSE_MS = 300;
/** A row's padding, with room at its end for its plate history button, which floats over it. */
const ROW_SPACE = { paddingInlineStart: 1, paddingInlineEnd: 6 } as const;

function StayRow({ stay }: { stay: Vehicle }) {
  const translate = useTranslate();
  const { dateTime, money } = useFormatters();
  return (
    <RecordContextProvider value={stay}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}>
        <Box sx={{ fontSize: '1.1rem', flexShrink: 0, minWidth: 96, textAlign: 'center' }}>
          <PlateText vehicle={stay} />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <StayTypeChip />
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              <StayDuration />
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('ps.gate_console.inside.since', { time: dateTime(stay.entry_time) })}
            {stay.fee_so_far && stay.fee_so_far.amount > 0
              ? ` · ${translate('ps.gate_console.inside.fee_so_far', { amount: money(stay.fee_so_far.amount) })}`
              : null}
          </Typography>
        </Box>
      </Stack>
    </RecordContextProvider>
  );
}

interface VehiclesInsideProps {
  areaId: number;
  /** Chooses a stay for its exit; absent where the gate lets no vehicle out. */
  onChoose?: (stay: Vehicle) => void;
}

/**
 * The vehicles inside the area, newest first, found by plate in either script, kept fresh as the
 * console is; each opens its plate's recent stays.
 */
export function VehiclesInside({ areaId, onChoose }: VehiclesInsideProps) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const refetchInterval = useLivePollFallback(CONSOLE_POLL_MS);
  const { data, total, isPending, refetch } = useGetList<Vehicle>(
    'vehicles',
    {
      filter: { inside: true, area_id: areaId, ...(q ? { q } : {}) },
      sort: { field: 'entry_time', order: 'DESC' },
      pagination: { page: 1, perPage: SHOWN },
    },
    { refetchInterval, placeholderData: keepPreviousData },
  );
  const count = total ?? 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardHeader
        title={translate('ps.gate_console.inside.title')}
        subheader={
          total === undefined
            ? undefined
            : translate('ps.gate_console.inside.count', { smart_count: count, count: number(count) })
        }
        slotProps={{
          title: { id: titleId, component: 'h2', variant: 'subtitle1', sx: { fontWeight: 600 } },
          subheader: { variant: 'body2' },
        }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <TextField
          fullWidth
          type="search"
          label={translate('ps.gate_console.inside.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { dir: 'auto' },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(onChoose ? 'ps.gate_console.inside.choose_hint' : 'ps.gate_console.inside.no_exit_here')}
        </Typography>
        {isPending ? (
          <Stack spacing={1} sx={{ mt: 2 }}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={64} />
            ))}
          </Stack>
        ) : !data ? (
          <ErrorState message="ps.gate_console.inside.failed" onRetry={() => refetch()} />
        ) : data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {translate(q ? 'ps.gate_console.inside.no_match' : 'ps.gate_console.inside.empty')}
          </Typography>
        ) : (
          <List aria-labelledby={titleId} sx={{ mt: 1, maxHeight: { md: 640 }, overflowY: 'auto' }}>
            {data.map((stay) => (
              <ListItem
                key={stay.id}
                disablePadding
                divider
                secondaryAction={<PlateHistoryButton plate={stay} iconOnly />}
              >
                {onChoose ? (
                  <ListItemButton onClick={() => onChoose(stay)} sx={{ ...ROW_SPACE, minHeight: 64 }}>
                    <StayRow stay={stay} />
                  </ListItemButton>
                ) : (
                  <Box sx={{ ...ROW_SPACE, minHeight: 64, py: 1, display: 'flex', width: '100%' }}>
                    <StayRow stay={stay} />
                  </Box>
                )}
              </ListItem>
            ))}
          </List>
        )}
        {data && count > data.length ? (
          <Typography variant="caption" color="text.secondary">
            {translate('ps.gate_console.inside.more', { shown: number(data.length), total: number(count) })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
