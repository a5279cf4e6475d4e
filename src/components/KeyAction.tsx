import BlockIcon from '@mui/icons-material/Block';
import KeyIcon from '@mui/icons-material/Key';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider, KeyHolder } from '../providers/dataProvider';
import { KeyDialog, type KeyMessages } from './KeyDialog';

/**
 * One of a key holder's key actions (a lane device's, an integrator's), asked for again before it
 * is done: both stop the key it holds. A new key is shown once.
 */
export function KeyAction({
  action,
  resource,
  messages,
}: {
  action: 'rotate' | 'revoke';
  resource: KeyHolder;
  messages: KeyMessages;
}) {
  const holder = useRecordContext<{ id: number; name: string; status: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  if (!holder || holder.status !== 'active') return null;
  const confirm = async () => {
    setBusy(true);
    try {
      if (action === 'rotate') setKey((await dataProvider.rotateKey(resource, holder.id)).key);
      else await dataProvider.revokeKey(resource, holder.id);
      notify(`${messages}.done.${action}`, { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'ps.errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
      if (action === 'revoke') refresh();
    }
  };
  return (
    <>
      <Button
        label={`${messages}.${action}`}
        color={action === 'revoke' ? 'error' : 'primary'}
        onClick={() => setAsking(true)}
      >
        {action === 'rotate' ? <KeyIcon /> : <BlockIcon />}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={`${messages}.confirm.${action}_title`}
        content={`${messages}.confirm.${action}_content`}
        translateOptions={{ name: holder.name }}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
      <KeyDialog
        secret={key}
        messages={messages}
        onClose={() => {
          setKey(null);
          refresh();
        }}
      />
    </>
  );
}
