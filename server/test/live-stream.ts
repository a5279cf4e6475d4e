import { get, type IncomingMessage } from 'node:http';
import type { TestApp } from './harness';

export interface StreamedEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface LiveStream {
  /** The next event the stream sends (heartbeats are comments, not events), waiting for it. */
  next(): Promise<StreamedEvent>;
  close(): void;
}

/** The address of a test app listening on a port of its own, as a browser reaches it (inject cannot read an endless answer). */
async function addressOf(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return t.app.listen({ host: '127.0.0.1', port: 0 });
}

/** Subscribes to GET /api/live as `token` on a connection of its own, once the stream says it is ready. */
export async function openLiveStream(t: TestApp, token: string): Promise<LiveStream> {
  const url = `${await addressOf(t)}/api/live`;
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    get(url, { headers: { authorization: token }, agent: false }, resolve).on('error', reject),
  );
  if (response.statusCode !== 200) throw new Error(`the stream answered ${response.statusCode}`);
  response.setEncoding('utf8');
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  let buffered = '';
  const waiting: StreamedEvent[] = [];

  async function next(): Promise<StreamedEvent> {
    while (waiting.length === 0) {
      const blockEnd = buffered.indexOf('\n\n');
      if (blockEnd < 0) {
        const { value, done } = await chunks.next();
        if (done) throw new Error('the stream ended');
        buffered += value;
        continue;
      }
      const block = buffered.slice(0, blockEnd);
      buffered = buffered.slice(blockEnd + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      const event = field('event');
      if (event) waiting.push({ event, data: JSON.parse(field('data') ?? '{}') as Record<string, unknown> });
    }
    return waiting.shift()!;
  }

  const ready = await next();
  if (ready.event !== 'ready') throw new Error(`the stream began with ${ready.event}`);
  return { next, close: () => response.destroy() };
}
