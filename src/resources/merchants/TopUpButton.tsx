import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { useMutation } from '@tanstack/react-query';
import {
  NumberInput,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { type MerchantTopUpInput, merchantTopUpSchema } from '../../../domain/schemas/merchant';
import { DecisionButton } from '../../components/DecisionButton';
import { useLocalizedName } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Merchant } from './MerchantFields';

const MONEY_STEP = 0.01;

/** Records money a prepaid merchant paid in, with its payment's reference; a merchant billed monthly has no balance to raise. */
export function TopUpButton() {
  const merchant = useRecordContext<Merchant>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  const { money } = useFormatters();
  const topUp = useMutation({
    mutationFn: (body: MerchantTopUpInput) => dataProvider.topUpMerchant(merchant!.id, body),
    onSuccess: (made) => {
      notify('ps.merchants.top_up.done', { type: 'success', messageArgs: { amount: money(made.amount) } });
      refresh();
    },
  });
  if (!merchant || merchant.billing_mode !== 'prepaid') return null;
  return (
    <DecisionButton
      label="ps.merchants.top_up.action"
      icon={<AccountBalanceWalletIcon />}
      color="primary"
      size="small"
      title="ps.merchants.top_up.title"
      titleArgs={{ name: nameOf(merchant) }}
      description={translate('ps.merchants.top_up.body', { balance: money(merchant.balance) })}
      schema={merchantTopUpSchema}
      defaultValues={{}}
      onSubmit={topUp.mutateAsync}
    >
      <NumberInput
        source="amount"
        label="ps.merchants.top_up.amount"
        min={MONEY_STEP}
        step={MONEY_STEP}
        isRequired
        fullWidth
        autoFocus
      />
      <TextInput
        source="reference"
        label="ps.merchants.top_up.reference"
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off' } }}
      />
    </DecisionButton>
  );
}
