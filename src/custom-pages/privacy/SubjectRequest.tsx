import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Confirm, HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SUBJECT_KINDS, type SubjectKind } from '../../../domain/privacy';
import type { SubjectHold } from '../../../domain/schemas/privacy';
import { downloadFile } from '../../export/downloadFile';
import type { AppDataProvider } from '../../providers/dataProvider';
import { PrivacySection } from './PrivacySection';

type Holds = Array<{ hold: SubjectHold; id: number }>;
type Outcome =
  { kind: 'exported'; records: number } | { kind: 'erased'; records: number } | { kind: 'held'; holds: Holds };

const sum = (counts: Record<string, unknown[] | number>) =>
  Object.values(counts).reduce<number>((total, value) => total + (Array.isArray(value) ? value.length : value), 0);

/** Why a request was refused, in the screen's words: a field's message, or the API's code. */
function messageOf(error: unknown): string {
  if (!(error instanceof HttpError)) return 'ps.errors.generic';
  const body = error.body as { errors?: Record<string, string> } | undefined;
  return Object.values(body?.errors ?? {})[0] ?? error.message;
}

/**
 * A data subject's request, by plate, mobile number or email: every record of theirs exported as
 * one JSON file, or erased where the law allows (after a confirmation); what keeps it from being
 * erased is listed by record.
 */
export function SubjectRequest() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [kind, setKind] = useState<SubjectKind>('plate');
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async (work: () => Promise<Outcome>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await work());
    } catch (error) {
      const holds = error instanceof HttpError ? (error.body as { holds?: Holds } | undefined)?.holds : undefined;
      if (holds) setOutcome({ kind: 'held', holds });
      else notify(messageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const exportData = () =>
    run(async () => {
      const file = await dataProvider.exportSubject({ kind, value });
      downloadFile(file, 'application/json;charset=utf-8');
      const { records } = JSON.parse(file.text) as { records: Record<string, unknown[]> };
      return { kind: 'exported', records: sum(records) };
    });
  const erase = () => {
    setConfirming(false);
    return run(async () => {
      const { erased } = await dataProvider.eraseSubject({ kind, value });
      return { kind: 'erased', records: sum(erased) };
    });
  };

  return (
    <PrivacySection title="ps.privacy.request.title" hint="ps.privacy.request.hint">
      {/* The field takes the room; each button keeps its label on one line. */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, '& .MuiButton-root': { flexShrink: 0, whiteSpace: 'nowrap' } }}
      >
        <TextField
          select
          size="small"
          label={translate('ps.privacy.request.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as SubjectKind)}
          sx={{ flex: { md: '0 0 200px' } }}
        >
          {SUBJECT_KINDS.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {translate(`ps.privacy.request.kinds.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('ps.privacy.request.value')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          sx={{ flex: { md: '1 1 260px' } }}
        />
        <Button
          startIcon={<DownloadIcon />}
          variant="outlined"
          disabled={busy || !value.trim()}
          onClick={() => void exportData()}
        >
          {translate('ps.privacy.request.export')}
        </Button>
        <Button
          startIcon={<DeleteForeverIcon />}
          color="error"
          variant="outlined"
          disabled={busy || !value.trim()}
          onClick={() => setConfirming(true)}
        >
          {translate('ps.privacy.request.erase')}
        </Button>
      </Stack>
      {outcome?.kind === 'exported' && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {translate('ps.privacy.request.exported', { smart_count: outcome.records })}
        </Alert>
      )}
      {outcome?.kind === 'erased' && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {translate('ps.privacy.request.erased', { smart_count: outcome.records })}
        </Alert>
      )}
      {outcome?.kind === 'held' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('ps.privacy.request.holds_title')}
          <ul>
            {outcome.holds.map(({ hold, id }) => (
              <li key={`${hold}-${id}`}>{translate(`ps.privacy.request.holds.${hold}`, { id })}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Confirm
        isOpen={confirming}
        title="ps.privacy.request.confirm_title"
        content="ps.privacy.request.confirm_content"
        translateOptions={{ value }}
        onConfirm={() => void erase()}
        onClose={() => setConfirming(false)}
      />
    </PrivacySection>
  );
}
