import HistoryIcon from '@mui/icons-material/History';
import { Button, IconButton, Tooltip } from '@mui/material';
import { type RefObject, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type PlateFields, PlateHistoryDialog } from './PlateHistoryDialog';
import { usePlateInLanguage } from './usePlateInLanguage';

interface PlateHistoryButtonProps {
  plate: PlateFields;
  /** An icon alone, named by its tooltip, where a row has no room for words. */
  iconOnly?: boolean;
  size?: 'small' | 'medium';
  /** Where the focus goes once the history is closed (the gate's plate input, ready for the next vehicle). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Opens the plate's recent stays; the server logs the reading, so nothing is read before the click. */
export function PlateHistoryButton({
  plate,
  iconOnly = false,
  size = 'small',
  returnFocusTo,
}: PlateHistoryButtonProps) {
  const translate = useTranslate();
  const plateOf = usePlateInLanguage();
  const [open, setOpen] = useState(false);
  const name = translate('ps.vehicles.plate_history.open', { plate: plateOf(plate) });
  return (
    <>
      {iconOnly ? (
        <Tooltip title={name}>
          <IconButton aria-label={name} size={size} onClick={() => setOpen(true)}>
            <HistoryIcon fontSize={size} />
          </IconButton>
        </Tooltip>
      ) : (
        <Button type="button" size={size} startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
          {translate('ps.vehicles.plate_history.action')}
        </Button>
      )}
      <PlateHistoryDialog plate={plate} open={open} onClose={() => setOpen(false)} returnFocusTo={returnFocusTo} />
    </>
  );
}
