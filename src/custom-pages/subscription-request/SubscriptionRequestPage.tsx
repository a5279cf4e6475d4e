import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Form, ResourceContextProvider, useLocaleState, useTranslate } from 'ra-core';
import { SelectInput, TextInput } from 'ra-ui-materialui';
import {
  publicSubscriptionRequestSchema,
  type PublicSubscriptionRequestInput,
} from '../../../domain/schemas/subscription';
import { byNameIn, nameIn } from '../../components/LocalizedName';
import { schemaResolver } from '../../components/SchemaForm';
import { usePlanChoiceText } from '../../resources/subscriptions/usePlanChoiceText';
import { VehiclesInput } from '../../resources/subscriptions/VehiclesInput';
import { FormAlert } from '../auth/FormAlert';
import { SideLayout } from '../auth/SideLayout';
import { SubmitButton } from '../auth/SubmitButton';
import { useSubmitWithErrors } from '../auth/useSubmitWithErrors';
import { loadRequestFormChoices, type RequestFormChoices, sendSubscriptionRequest } from './publicApi';

const EMPTY_VEHICLE = { plate_letters: '', plate_number: '', model: '', colour: '' };
const ANY_TEXT = { htmlInput: { dir: 'auto' } } as const;
const LATIN = { htmlInput: { dir: 'ltr' } } as const;

/** The area, then one of its plans with duration and price; another area clears the plan. */
function AreaPlanAndVehicles({ areas, plans }: Pick<RequestFormChoices, 'areas' | 'plans'>) {
  const [locale] = useLocaleState();
  const planText = usePlanChoiceText();
  const { setValue } = useFormContext();
  const areaId = useWatch({ name: 'area_id' }) as number | null | undefined;
  const planId = useWatch({ name: 'plan_id' }) as number | null | undefined;
  const areaPlans = plans.filter((plan) => plan.area_id === areaId);
  const chosen = plans.find((plan) => plan.id === planId);
  return (
    <>
      <SelectInput
        source="area_id"
        label="resources.subscriptions.fields.area_id"
        // In the screen's language's order: Arabic names first in Arabic, English first in English.
        choices={[...areas].sort(byNameIn(locale)).map((area) => ({ id: area.id, name: nameIn(locale, area) }))}
        onChange={() => setValue('plan_id', null)}
        isRequired
        fullWidth
      />
      <SelectInput
        source="plan_id"
        label="resources.subscriptions.fields.plan_id"
        choices={areaPlans.map((plan) => ({ id: plan.id, name: planText(plan) }))}
        readOnly={!areaId}
        helperText={areaId ? undefined : 'ps.subscriptions.choose_area_first'}
        isRequired
        fullWidth
      />
      {chosen?.description ? (
        <Typography variant="body2" color="text.secondary" dir="auto" sx={{ mb: 2 }}>
          {chosen.description}
        </Typography>
      ) : null}
      <VehiclesInput maxVehicles={chosen?.max_vehicles} />
    </>
  );
}

/**
 * The honeypot: a field people never see nor hear (out of sight, out of the tab order and of the
 * accessibility tree) that form-filling robots fill; the server drops a request that has it.
 */
function Honeypot() {
  return (
    // Clipped to nothing where it stands, rather than moved off screen: nothing pokes out of a phone's window.
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        insetBlockStart: 0,
        insetInlineStart: 0,
        width: 1,
        height: 1,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        opacity: 0,
      }}
    >
      <TextInput source="website" label={false} autoComplete="off" slotProps={{ htmlInput: { tabIndex: -1 } }} />
    </Box>
  );
}

/**
 * The area and plan a link chose (`?area_id=…&plan_id=…`, a reminder's renewal link), where they
 * are still on offer; anything else is left for the person to choose.
 */
function useChosenPlace({ areas, plans }: Pick<RequestFormChoices, 'areas' | 'plans'>) {
  const [params] = useSearchParams();
  const area = areas.find((offered) => String(offered.id) === params.get('area_id'));
  const plan = plans.find((offered) => offered.area_id === area?.id && String(offered.id) === params.get('plan_id'));
  return { area_id: area?.id, plan_id: plan?.id };
}

function RequestForm({ choices, onSent }: { choices: RequestFormChoices; onSent: (reference: string) => void }) {
  const chosen = useChosenPlace(choices);
  const { error, onSubmit } = useSubmitWithErrors(async (request: PublicSubscriptionRequestInput) => {
    const { reference } = await sendSubscriptionRequest(request, choices.apiKey);
    onSent(reference);
  });
  // The request is a subscription: its inputs take their labels from the subscriptions resource.
  return (
    <ResourceContextProvider value="subscriptions">
      <FormAlert message={error} />
      <Form
        resolver={schemaResolver(publicSubscriptionRequestSchema)}
        defaultValues={{ ...chosen, vehicles: [EMPTY_VEHICLE] }}
        onSubmit={onSubmit as never}
        noValidate
      >
        <Box sx={{ position: 'relative' }}>
          <TextInput
            source="applicant_name"
            label="resources.subscriptions.fields.applicant_name"
            autoComplete="name"
            isRequired
            fullWidth
            slotProps={ANY_TEXT}
          />
          <TextInput
            source="phone"
            type="tel"
            label="ps.subscription_request.mobile"
            autoComplete="tel"
            placeholder="05XXXXXXXX"
            isRequired
            fullWidth
            slotProps={LATIN}
          />
          <TextInput
            source="email"
            type="email"
            label="resources.subscriptions.fields.email"
            autoComplete="email"
            fullWidth
            slotProps={LATIN}
          />
          <AreaPlanAndVehicles areas={choices.areas} plans={choices.plans} />
          <TextInput
            source="applicant_notes"
            label="resources.subscriptions.fields.applicant_notes"
            multiline
            minRows={2}
            fullWidth
            slotProps={ANY_TEXT}
          />
          <Honeypot />
          <SubmitButton label="ps.subscription_request.submit" />
        </Box>
      </Form>
    </ResourceContextProvider>
  );
}

function Sent({ reference, onAnother }: { reference: string; onAnother: () => void }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
      <Alert severity="success" sx={{ mb: 2, textAlign: 'start' }}>
        {translate('ps.subscription_request.sent')}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {translate('ps.subscription_request.reference')}
      </Typography>
      <Typography variant="h4" component="p" dir="ltr" sx={{ fontWeight: 700, my: 1, letterSpacing: 1 }}>
        {reference}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('ps.subscription_request.reference_hint')}
      </Typography>
      <Button onClick={onAnother}>{translate('ps.subscription_request.another')}</Button>
    </Box>
  );
}

/** The public subscription request of SPEC section 2: no sign-in, in either language. */
export function SubscriptionRequestPage() {
  const translate = useTranslate();
  const [choices, setChoices] = useState<RequestFormChoices>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [reference, setReference] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    loadRequestFormChoices(controller.signal).then(
      (loaded) => setChoices(loaded),
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  let content;
  if (reference) content = <Sent reference={reference} onAnother={() => setReference(undefined)} />;
  else if (choices) content = <RequestForm choices={choices} onSent={setReference} />;
  else if (failed)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={retry}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate('ps.subscription_request.unavailable')}
      </Alert>
    );
  else content = <CircularProgress />;
  return (
    <SideLayout
      title={translate('ps.subscription_request.title')}
      subtitle={translate('ps.subscription_request.subtitle')}
    >
      {content}
    </SideLayout>
  );
}
