import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import LanguageIcon from '@mui/icons-material/Language';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import type { TariffPreview } from '../../../domain/schemas/tariff-preview';
import { TariffBreakdown } from '../../resources/areas/TariffBreakdown';
import { AnswerCard } from './AnswerCard';
import { PresentedEcho } from './PresentedEcho';
import type { Presented } from './presented';
import { usePaymentMethods } from '../../resources/vehicles/usePaymentMethods';

const ICONS: Partial<Record<PaymentMethodCode, ComponentType>> = {
  cash: PaymentsIcon,
  card: CreditCardIcon,
  online: LanguageIcon,
  wallet: AccountBalanceWalletIcon,
  bank_transfer: AccountBalanceIcon,
};

interface PaymentRequestProps {
  presented: Presented;
  quote: TariffPreview;
  sending: boolean;
  onPay: (method: PaymentMethodCode) => void;
  onCancel: () => void;
}

/**
 * An exit refused until its fee is paid: the fee and its lines, and a button per way of paying
 * (the first one focused: Enter takes cash). `free` is no way to pay a fee (the server refuses it).
 */
export function PaymentRequest({ presented, quote, sending, onPay, onCancel }: PaymentRequestProps) {
  const translate = useTranslate();
  const { methods, isPending, nameOf } = usePaymentMethods();
  const payable = isPending ? undefined : methods.filter((method) => method.code !== 'free');
  return (
    <AnswerCard tone="warning" title="ps.gate_console.answer.fee_due">
      <PresentedEcho presented={presented} />
      <TariffBreakdown preview={quote} />
      <Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('ps.gate_console.answer.choose_payment')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {payable
            ? payable.map((method, index) => {
                const Icon = ICONS[method.code];
                return (
                  <Button
                    key={method.id}
                    variant="contained"
                    size="large"
                    autoFocus={index === 0}
                    disabled={sending}
                    startIcon={Icon ? <Icon /> : undefined}
                    onClick={() => onPay(method.code)}
                    sx={{ minHeight: 56 }}
                  >
                    {nameOf(method.code)}
                  </Button>
                );
              })
            : [0, 1, 2].map((index) => <Skeleton key={index} variant="rounded" height={56} />)}
        </Box>
      </Box>
      <Button onClick={onCancel} disabled={sending} sx={{ alignSelf: 'flex-start', minHeight: 48 }}>
        {translate('ra.action.cancel')}
      </Button>
    </AnswerCard>
  );
}
