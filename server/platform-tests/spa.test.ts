import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** A tiny build: index.html and one hashed script, each with the .br and .gz copies the build writes. */
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-a1b2c3.js"></script></head><body></body></html>';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

let t: TestApp;
let staticDir: string;

function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'parking-spa-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeWithCopies(path.join(staticDir, 'index.html'), INDEX_HTML);
  writeWithCopies(path.join(staticDir, 'assets', 'index-a1b2c3.js'), SCRIPT);
  t = await createTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

describe('the built app, precompressed', () => {
  it.each(['br', 'gzip'] as const)(
    'sends the %s copy of a hashed asset to a client that accepts it, cached for a year',
    async (encoding) => {
      const response = await t.request({
        method: 'GET',
        url: '/assets/index-a1b2c3.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The copy from the build, compressed once: decoding it once gives the script back.
      expect(decoders[encoding](response.rawPayload).toString('utf8')).toBe(SCRIPT);
    },
  );

  it('prefers brotli, and sends the file itself to a client that accepts neither', async () => {
    const both = await t.request({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(both.headers['content-encoding']).toBe('br');

    const plain = await t.request({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a client route with index.html, compressed and never cached', async () => {
    const response = await t.request({ method: 'GET', url: '/sign-in', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(INDEX_HTML);
  });

  it('does not serve the compressed copies by name', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/index-a1b2c3.js.br' });
    expect(response.statusCode).toBe(404);
  });
});
