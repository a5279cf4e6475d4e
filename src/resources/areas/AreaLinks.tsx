import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import { Button, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';

/** Links from an area to its gates and its sub-areas (SPEC routes /gates/area/:id, /sub-areas/area/:id). */
export function AreaLinks({ variant = 'text' }: { variant?: 'text' | 'outlined' }) {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  if (!record) return null;
  const stop = (event: React.MouseEvent) => event.stopPropagation();
  return (
    <Stack direction="row" spacing={1} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
      <Button
        size="small"
        variant={variant}
        component={Link}
        to={`/gates/area/${record.id}`}
        onClick={stop}
        startIcon={<MeetingRoomIcon />}
      >
        {translate('ps.areas.gates')}
      </Button>
      <Button
        size="small"
        variant={variant}
        component={Link}
        to={`/sub-areas/area/${record.id}`}
        onClick={stop}
        startIcon={<SplitscreenIcon />}
      >
        {translate('ps.areas.sub_areas')}
      </Button>
    </Stack>
  );
}
