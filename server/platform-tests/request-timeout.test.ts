import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: 400 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

it('answers 408 and closes the connection when a body never arrives', async () => {
  const started = Date.now();
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
  });
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(Date.now() - started).toBeLessThan(5000);
});
