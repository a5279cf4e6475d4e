import { SIGN_OUT_STATUSES } from '../authProvider';
import { API_URL } from '../httpClient';
import { readToken } from '../storage';

/** A message of the stream: its event name (`ready`, `resync` or a topic) and its data. */
export interface StreamMessage {
  event: string;
  data: unknown;
}

/**
 * The server comments every 20 s (LIVE_HEARTBEAT_SECONDS, at most 40); a stream silent for longer
 * than this is taken for dead (a proxy that dropped it without a word).
 */
const SILENCE_MS = 45_000;

/** The server refused the caller: no use coming back soon with the same token. */
export class LiveStreamRefused extends Error {
  constructor(readonly status: number) {
    super(`the live stream answered ${status}`);
  }
}

/** The messages of one block of the stream (`event:` and `data:` lines), none for a comment. */
function messageOf(block: string): StreamMessage | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return undefined;
  try {
    return { event, data: JSON.parse(data.join('\n')) };
  } catch {
    return undefined;
  }
}

/**
 * Reads GET /api/live until it ends, handing over each message. fetch rather than EventSource:
 * the token goes in the Authorization header as on every call, never in the address
 * (docs/security.md). Resolves when the server ends the stream; rejects when it cannot be opened.
 */
export async function readLiveStream(onMessage: (message: StreamMessage) => void, signal: AbortSignal): Promise<void> {
  const stored = readToken();
  if (!stored) throw new LiveStreamRefused(401);
  const silence = new AbortController();
  const abort = () => silence.abort();
  signal.addEventListener('abort', abort);
  let timer = setTimeout(abort, SILENCE_MS);
  try {
    const response = await fetch(`${API_URL}/live`, {
      headers: { accept: 'text/event-stream', authorization: `${stored.type} ${stored.token}` },
      signal: silence.signal,
    });
    if (SIGN_OUT_STATUSES.includes(response.status)) throw new LiveStreamRefused(response.status);
    if (!response.ok || !response.body) throw new Error(`the live stream answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      clearTimeout(timer);
      timer = setTimeout(abort, SILENCE_MS);
      buffered += value.replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const message = messageOf(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        if (message) onMessage(message);
      }
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
