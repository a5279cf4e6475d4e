import { useEffect } from 'react';
import { AutocompleteInput, RadioButtonGroupInput, ReferenceInput, usePermissions, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { canReach } from '../../../domain/roles';
import { verbPermissions } from '../../../domain/routes';
import { FULL_ROW } from '../../components/FormSection';
import type { CompanySubscription, Subscription } from '../../providers/dataProvider';

const PAYERS = ['subscription', 'company_subscription'] as const;
type Payer = (typeof PAYERS)[number];

const subscriptionText = (subscription: Subscription) => `${subscription.applicant_name} · ${subscription.reference}`;
const companySubscriptionText = (subscription: CompanySubscription) =>
  `${subscription.subscriber_name} · #${subscription.id}`;
const search = (q: string) => ({ q });

/**
 * What a payment taken by hand pays for: an individual subscription or, for whom may read them, a
 * company's. The other one is emptied on a switch, so the request names exactly one.
 */
export function PaidForInputs() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const readsCompanySubscriptions = canReach(permissions ?? [], verbPermissions('company-subscriptions', 'list'));
  const payer = (useWatch({ name: 'paid_for' }) as Payer | undefined) ?? 'subscription';
  const { setValue } = useFormContext();
  useEffect(() => {
    setValue(payer === 'subscription' ? 'company_subscription_id' : 'subscription_id', null);
  }, [payer, setValue]);
  return (
    <>
      {readsCompanySubscriptions ? (
        <RadioButtonGroupInput
          source="paid_for"
          label="ps.payment_transactions.paid_for"
          choices={PAYERS.map((id) => ({ id, name: translate(`ps.payment_transactions.paid_for_choices.${id}`) }))}
          translateChoice={false}
          sx={FULL_ROW}
        />
      ) : null}
      {payer === 'subscription' ? (
        <ReferenceInput
          source="subscription_id"
          reference="subscriptions"
          sort={{ field: 'created_at', order: 'DESC' }}
        >
          <AutocompleteInput optionText={subscriptionText} filterToQuery={search} isRequired />
        </ReferenceInput>
      ) : (
        <ReferenceInput
          source="company_subscription_id"
          reference="company-subscriptions"
          sort={{ field: 'created_at', order: 'DESC' }}
        >
          <AutocompleteInput optionText={companySubscriptionText} filterToQuery={search} isRequired />
        </ReferenceInput>
      )}
    </>
  );
}
