import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { COMPRESSION_THRESHOLD_BYTES } from '../core/plugins/compression';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.bearer(ROLE.superAdmin);
});
afterAll(() => t.close());

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

describe('compressed JSON answers', () => {
  it.each(['br', 'gzip'] as const)(
    'a list above the threshold travels %s-encoded and decodes to the same JSON, its Content-Range intact',
    async (encoding) => {
      const plain = await t.request({ method: 'GET', url: '/api/areas', token });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

      const compressed = await t.request({
        method: 'GET',
        url: '/api/areas',
        token,
        headers: { 'accept-encoding': encoding },
      });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.headers['content-type']).toMatch(/^application\/json/);
      expect(compressed.headers['content-range']).toBe(plain.headers['content-range']);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoders[encoding](compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );

  it('prefers brotli when both are accepted', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/areas',
      token,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('leaves an answer under the threshold as it is', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('leaves every answer as it is for a client that accepts no compression', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/areas',
      token,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(response.json())).toBe(true);
  });
});
