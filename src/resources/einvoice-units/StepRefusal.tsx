import { Alert, Box } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import type { FatooraMessage } from '../../../domain/einvoice';

/** The Authority's own words on a refused step (fatoora_refused), when it gave any. */
function messagesOf(error: unknown): FatooraMessage[] {
  const body = error instanceof HttpError ? (error.body as { messages?: unknown } | undefined) : undefined;
  return Array.isArray(body?.messages) ? (body.messages as FatooraMessage[]) : [];
}

/** Why a step failed, in the user's language, with what the Authority said (its messages are in English). */
export function StepRefusal({ error }: { error: Error | null }) {
  const translate = useTranslate();
  if (!error) return null;
  const messages = messagesOf(error);
  return (
    <Alert severity="error" sx={{ mt: 1 }}>
      {translate(error.message, { _: translate('ps.errors.generic') })}
      {messages.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2 }}>
          {messages.map((message, index) => (
            <li key={index}>
              <bdi dir="ltr">
                {message.code}: {message.message}
              </bdi>
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}
