import { z } from 'zod';
import type { SmsSender } from './text-messages';

/** Unifonic's REST address for one text message. */
export const UNIFONIC_MESSAGES_URL = 'https://el.cloud.unifonic.com/rest/SMS/messages';

export interface UnifonicRequest {
  url: string;
  /** The form fields, sent as `application/x-www-form-urlencoded`. */
  form: Record<string, string>;
}

export interface UnifonicResponse {
  status: number;
  body: unknown;
}

/** Carries one call to Unifonic. */
export type UnifonicTransport = (request: UnifonicRequest) => Promise<UnifonicResponse>;

const TIMEOUT_MS = 15_000;

export function unifonicHttpTransport(): UnifonicTransport {
  return async ({ url, form }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

const answerSchema = z.looseObject({
  success: z.boolean(),
  message: z.string().nullish(),
  errorCode: z.string().nullish(),
});

/**
 * Sends text messages by Unifonic's REST API: the application's id (`AppSid`), the registered
 * sender, the number in international form without its plus, the text as it is (Arabic included).
 * Unifonic answers `success: false` with an `ER-…` code when it refuses a message (no balance, a
 * number it cannot reach, a sender not registered): the message is then not sent.
 */
export function unifonicSender(
  transport: UnifonicTransport,
  { appSid, senderId }: { appSid: string; senderId?: string },
): SmsSender {
  return async (to, text) => {
    const response = await transport({
      url: UNIFONIC_MESSAGES_URL,
      form: {
        AppSid: appSid,
        ...(senderId ? { SenderID: senderId } : {}),
        Recipient: to.replace(/^\+/, ''),
        Body: text,
        responseType: 'JSON',
      },
    });
    const answer = answerSchema.safeParse(response.body);
    if (response.status < 200 || response.status >= 300 || !answer.success || !answer.data.success)
      throw new Error(
        `Unifonic did not send the message (HTTP ${response.status}${
          answer.success ? `, ${answer.data.errorCode ?? ''} ${answer.data.message ?? ''}` : ''
        })`,
      );
  };
}
