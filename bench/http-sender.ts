// How the benchmarks' lanes talk HTTP: node:http over kept-alive connections. The lanes run on the
// server's own two cores, so what they spend is taken from the server: fetch (undici) cost a
// console pair about as much CPU again as node:http does, which the bare job's pgbench, in C,
// does not pay.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true });

export interface Sent {
  status: number;
  body: Record<string, unknown>;
  /** A header of the answer, by its name in lower case. */
  header: (name: string) => string | undefined;
}

/** Sends a JSON body (or none) and reads the answer: JSON, or a proxy's own error page kept as its text. */
export function send(
  url: string,
  {
    method,
    authorization,
    payload,
    timeoutMs,
  }: { method: 'GET' | 'POST'; authorization?: string; payload?: object; timeoutMs: number },
): Promise<Sent> {
  const body = payload ? JSON.stringify(payload) : undefined;
  const headers: Record<string, string | number> = {};
  if (authorization) headers.authorization = authorization;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(body);
  }
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const json = response.headers['content-type']?.includes('json');
        const header = (name: string) => {
          const value = response.headers[name];
          return Array.isArray(value) ? value.join(', ') : value;
        };
        resolve({
          status: response.statusCode!,
          body: json ? (JSON.parse(text) as Record<string, unknown>) : { text },
          header,
        });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
