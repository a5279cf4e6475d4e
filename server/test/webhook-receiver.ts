import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The statuses the next requests are answered with, in order; 200 once they run out. */
  answerWith(...statuses: number[]): void;
  close(): Promise<void>;
}

/** An integrator's endpoint on this machine: records every request, answers as told, each after `delayMs`. */
export async function startWebhookReceiver(delayMs = 0): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      setTimeout(() => response.writeHead(statuses.shift() ?? 200).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answerWith: (...next) => statuses.push(...next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
