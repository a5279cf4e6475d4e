import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useId } from 'react';
import { RecordContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { plateKey } from '../../../domain/plates';
import { PLATE_HISTORY_STAYS } from '../../../domain/schemas/vehicle';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { useFormatters } from '../../i18n/useFormatters';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { AppDataProvider, Vehicle } from '../../providers/dataProvider';
import { usePlaceName } from './PlaceName';
import { StayDuration } from './StayDuration';
import { StayTypeChip } from './StayTypeChip';
import { usePlateInLanguage } from './usePlateInLanguage';
import { useVehicleChoices } from './useVehicleChoices';

export interface PlateFields {
  plate_letters: string;
  plate_number: string;
}

function HistoryStay({ stay }: { stay: Vehicle }) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const placeName = usePlaceName();
  // A caller of one area (a gate employee) is not told its name on every line.
  const manyAreas = useVehicleChoices().areas.length > 1;
  return (
    <RecordContextProvider value={stay}>
      <Stack spacing={0.5} sx={{ width: '100%', minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {manyAreas ? (
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              <bdi>{placeName('area_id', stay.area_id)}</bdi>
            </Typography>
          ) : null}
          <StayTypeChip />
          <StayDuration />
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('ps.vehicles.plate_history.entered', { time: dateTime(stay.entry_time) })}
          {' · '}
          {stay.exit_time
            ? translate('ps.vehicles.plate_history.left', { time: dateTime(stay.exit_time) })
            : translate('ps.vehicles.presence.inside')}
        </Typography>
      </Stack>
    </RecordContextProvider>
  );
}

/**
 * A plate's latest stays, asked of the server each time the dialog opens: each reading is a
 * person's movements shown to the caller, so the server logs it, and the dialog says so.
 */
function HistoryStays({ plate }: { plate: PlateFields }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const dataProvider = useDataProvider<AppDataProvider>();
  const key = plateKey({ letters: plate.plate_letters, number: plate.plate_number });
  const { data, error, isPending, isRefetching, refetch } = useQuery({
    queryKey: ['vehicles', 'plate-history', key],
    queryFn: () => dataProvider.getPlateHistory(key),
    // Read once per opening: a refetch would log a reading nobody asked for.
    staleTime: Infinity,
    gcTime: 0,
  });
  if (isPending) return <LoadingState rows={2} />;
  if (error)
    return (
      <ErrorState
        message="ps.vehicles.plate_history.failed"
        cause={error}
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  if (data.stays.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {translate('ps.vehicles.plate_history.empty')}
      </Typography>
    );
  const count = data.stays.length;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('ps.vehicles.plate_history.count', { smart_count: count, count: number(count) })}
        {count >= PLATE_HISTORY_STAYS ? ` · ${translate('ps.vehicles.plate_history.older_not_shown')}` : null}
      </Typography>
      <List aria-label={translate('ps.vehicles.plate_history.stays')}>
        {data.stays.map((stay) => (
          <ListItem key={stay.id} divider disableGutters>
            <HistoryStay stay={stay} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

interface PlateHistoryDialogProps {
  plate: PlateFields;
  open: boolean;
  onClose: () => void;
  /** Where the focus goes once the dialog has closed, instead of back to what opened it. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A plate's recent stays in the caller's reach (a gate employee's: their own area's), in a dialog
 * whose content, and so the reading, exists only while it is open.
 */
export function PlateHistoryDialog({ plate, open, onClose, returnFocusTo }: PlateHistoryDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const small = useSmallScreen();
  const plateOf = usePlateInLanguage();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={small}
      disableRestoreFocus={returnFocusTo !== undefined}
      slotProps={{ transition: { onExited: () => returnFocusTo?.current?.focus() } }}
    >
      <DialogTitle id={titleId}>{translate('ps.vehicles.plate_history.title', { plate: plateOf(plate) })}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {translate('ps.vehicles.plate_history.logged')}
        </DialogContentText>
        <HistoryStays plate={plate} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
