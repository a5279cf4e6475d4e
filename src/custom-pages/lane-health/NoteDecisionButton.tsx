import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TextInput, useNotify, useTranslate } from 'react-admin';
import { laneNoteSchema } from '../../../domain/schemas/lane-health';
import { DecisionButton } from '../../components/DecisionButton';
import { useRefreshLaneHealth } from './useLaneHealth';

const ANY_TEXT = { htmlInput: { dir: 'auto' } } as const;

/** Where a lane decision's texts are: `<key>`, `<key>_title`, `<key>_body`, and `done` for the toast. */
interface NoteDecisionProps {
  messages: string;
  action: 'acknowledge' | 'refuse';
  done: string;
  icon: ReactNode;
  color: 'primary' | 'error';
  send: (body: { note: string | null }) => Promise<unknown>;
}

/**
 * A decision on a lane's alarm or read that needs nothing but an optional note: asked in a dialog,
 * then the lists it changed asked again.
 */
export function NoteDecisionButton({ messages, action, done, icon, color, send }: NoteDecisionProps) {
  const notify = useNotify();
  const refresh = useRefreshLaneHealth();
  const translate = useTranslate();
  const decide = useMutation({
    mutationFn: send,
    onSuccess: () => {
      notify(`${messages}.${done}`, { type: 'success' });
      refresh();
    },
  });
  return (
    <DecisionButton
      label={`${messages}.${action}`}
      icon={icon}
      color={color}
      size="small"
      title={`${messages}.${action}_title`}
      description={translate(`${messages}.${action}_body`)}
      schema={laneNoteSchema}
      onSubmit={decide.mutateAsync}
    >
      <TextInput source="note" label={`${messages}.note`} multiline fullWidth slotProps={ANY_TEXT} />
    </DecisionButton>
  );
}
