import AddCardIcon from '@mui/icons-material/AddCard';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BlockIcon from '@mui/icons-material/Block';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { z, type ZodType } from 'zod';
import { cardActionsFrom, type ParkingCardAction } from '../../../domain/parking-cart';
import { cardBlockSchema, cardHolderSchemas } from '../../../domain/schemas/parking-cart';
import { DecisionButton } from '../../components/DecisionButton';
import type { AppDataProvider, ParkingCard, Subscription } from '../../providers/dataProvider';

const ANY_TEXT = { htmlInput: { dir: 'auto', autoComplete: 'off' } } as const;
const DIGITS = { htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' } } as const;

/** Whom the card is issued to: an active subscription of its area, found by name, reference or plate; or a plate. */
function HolderInputs({ card }: { card: ParkingCard }) {
  if (card.type === 'subscription') {
    return (
      <ReferenceInput
        source="subscription_id"
        reference="subscriptions"
        filter={{ area_id: card.area_id, status: 'active' }}
        sort={{ field: 'applicant_name', order: 'ASC' }}
      >
        <AutocompleteInput
          optionText={(subscription: Subscription) => `${subscription.applicant_name} · ${subscription.reference}`}
          filterToQuery={(q) => ({ q })}
          helperText="ps.parking_carts.help.subscription"
          isRequired
          fullWidth
        />
      </ReferenceInput>
    );
  }
  return (
    <>
      <TextInput
        source="plate_letters"
        helperText="ps.parking_carts.help.plate_letters"
        slotProps={ANY_TEXT}
        isRequired
        fullWidth
      />
      <TextInput
        source="plate_number"
        helperText="ps.parking_carts.help.plate_number"
        slotProps={DIGITS}
        isRequired
        fullWidth
      />
    </>
  );
}

interface ActionDialog {
  icon: ReactNode;
  color: 'primary' | 'success' | 'warning' | 'error';
  schema: (card: ParkingCard) => ZodType<FieldValues, FieldValues>;
  /** The translation key of what the action does. */
  description: (card: ParkingCard) => string;
  fields?: (card: ParkingCard) => ReactNode;
}

const NO_FIELDS = z.object({});

/** Each action's button and dialog: what it asks for, checked by the schema the server checks with. */
const DIALOGS: Record<ParkingCardAction, ActionDialog> = {
  issue: {
    icon: <AddCardIcon />,
    color: 'success',
    schema: (card) => cardHolderSchemas[card.type],
    description: (card) => `ps.parking_carts.dialogs.issue_${card.type}`,
    fields: (card) => <HolderInputs card={card} />,
  },
  block: {
    icon: <BlockIcon />,
    color: 'warning',
    schema: () => cardBlockSchema,
    description: () => 'ps.parking_carts.dialogs.block_body',
    fields: () => <TextInput source="reason" multiline minRows={2} isRequired fullWidth slotProps={ANY_TEXT} />,
  },
  lost: {
    icon: <ReportProblemIcon />,
    color: 'error',
    schema: () => NO_FIELDS,
    description: () => 'ps.parking_carts.dialogs.lost_body',
  },
  // The arrow points along the reading: mirrored in Arabic (icons are not mirrored by RTL).
  return: {
    icon: <AssignmentReturnIcon sx={(theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {})} />,
    color: 'primary',
    schema: () => NO_FIELDS,
    description: () => 'ps.parking_carts.dialogs.return_body',
  },
};

function CardActionButton({ card, action }: { card: ParkingCard; action: ParkingCardAction }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const dialog = DIALOGS[action];
  const change = useMutation({
    mutationFn: (values: object) => dataProvider.changeParkingCard(card.id, action, values),
    onSuccess: async () => {
      notify(`ps.parking_carts.done.${action}`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['parking-carts'] });
    },
  });
  return (
    <DecisionButton
      label={`ps.parking_carts.actions.${action}`}
      icon={dialog.icon}
      color={dialog.color}
      title={`ps.parking_carts.dialogs.${action}`}
      titleArgs={{ number: card.card_number }}
      description={translate(dialog.description(card))}
      schema={dialog.schema(card)}
      onSubmit={change.mutateAsync}
    >
      {dialog.fields?.(card) ?? null}
    </DecisionButton>
  );
}

/** The actions the status of the card in context allows (domain/parking-cart.ts), each asking in a dialog. */
export function CardActionButtons() {
  const card = useRecordContext<ParkingCard>();
  if (!card) return null;
  return (
    <>
      {cardActionsFrom(card.status).map((action) => (
        <CardActionButton key={action} card={card} action={action} />
      ))}
    </>
  );
}
