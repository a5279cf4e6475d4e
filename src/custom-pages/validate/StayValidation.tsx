import {
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { VALIDATION_REASONS, type ValidationReason } from '../../../domain/merchant-validation';
import type { ValidationStay } from '../../../domain/schemas/merchant-validation';
import { useLocalizedName } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';
import { TariffBreakdown } from '../../resources/areas/TariffBreakdown';
import { BigPlate } from '../gate-console/PresentedEcho';
import { TOUCH_TARGET } from './touchTarget';

/** An offer to pick: the whole row is its target, framed, the chosen one outlined in the primary colour. */
const OFFER_CHOICE = {
  m: 0,
  px: 1,
  py: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '&:has(.Mui-checked)': { borderColor: 'primary.main', bgcolor: 'action.selected' },
} as const;

/**
 * The stay found: its plate, when it entered and what it costs so far, and the merchant's offers
 * with what each would take off now; the validator picks one and a reason.
 */
export function StayValidation({
  stay,
  busy,
  onValidate,
}: {
  stay: ValidationStay;
  busy: boolean;
  onValidate: (choice: { offer_id: number; reason: ValidationReason }) => void;
}) {
  const translate = useTranslate();
  const { dateTime, money } = useFormatters();
  const nameOf = useLocalizedName();
  const [offerId, setOfferId] = useState<number | null>(null);
  const [reason, setReason] = useState<ValidationReason>('purchase');
  return (
    <Card variant="outlined" sx={{ maxWidth: 560 }}>
      <CardContent>
        <Stack spacing={2}>
          <BigPlate {...stay} />
          <Typography>{translate('ps.validate.entered_at', { time: dateTime(stay.entry_time) })}</Typography>
          {stay.validations > 0 && (
            <Typography color="text.secondary">
              {translate('ps.validate.already', { smart_count: stay.validations })}
            </Typography>
          )}
          <TariffBreakdown preview={stay.price} label="ps.validate.so_far" />
          <FormControl>
            <FormLabel sx={{ mb: 1 }}>{translate('ps.validate.offer')}</FormLabel>
            <RadioGroup
              value={offerId ?? ''}
              onChange={(event) => setOfferId(Number(event.target.value))}
              sx={{ gap: 1 }}
            >
              {stay.offers.map((offer) => (
                <FormControlLabel
                  key={offer.id}
                  value={offer.id}
                  control={<Radio />}
                  disabled={offer.takes_off === 0}
                  label={translate('ps.validate.takes_off', { offer: nameOf(offer), amount: money(offer.takes_off) })}
                  sx={OFFER_CHOICE}
                />
              ))}
            </RadioGroup>
            {stay.offers.length === 0 && <Typography>{translate('ps.validate.no_offers')}</Typography>}
          </FormControl>
          <TextField
            select
            label={translate('ps.validate.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as ValidationReason)}
            fullWidth
          >
            {VALIDATION_REASONS.map((each) => (
              <MenuItem key={each} value={each} sx={{ minHeight: 48 }}>
                {translate(`ps.validate.reasons.${each}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            size="large"
            disabled={busy || offerId === null}
            onClick={() => offerId !== null && onValidate({ offer_id: offerId, reason })}
            sx={TOUCH_TARGET}
          >
            {translate('ps.validate.validate')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
