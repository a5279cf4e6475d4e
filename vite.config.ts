import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** Text formats; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function writeCompressedCopies(file: string) {
  const data = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that saves nothing is left out; the server then sends the file as it is.
  if (brotli.length < data.length) await writeFile(`${file}.br`, brotli);
  if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
}

/**
 * Writes a brotli (max quality) and a gzip (level 9) copy beside every compressible file of the
 * build, public files included, for the server to send by Accept-Encoding: the work is done once
 * here rather than on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => writeCompressedCopies(path.join(outDir, file))));
    },
  };
}

/**
 * Preloads from index.html the lazy chunk of one module. The Arabic catalog is fetched before the
 * first render when Arabic is the stored language: preloaded, it comes with the app's own chunk
 * instead of one round trip after it (English readers fetch its 6 kB too, and never run it).
 */
function preloadChunkOf(modulePath: string): Plugin {
  return {
    name: 'preload-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(modulePath),
        );
        if (!chunk) throw new Error(`preloadChunkOf: no chunk for ${modulePath}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Puts the app's stylesheet (its @font-face rules, under 2 kB) into index.html: the first paint
 * then waits for no request but the script. Styles themselves come from the script (emotion).
 */
function inlineStylesheets(): Plugin {
  return {
    name: 'inline-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g, (_link, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') throw new Error(`inlineStylesheets: ${fileName} is not in the bundle`);
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), preloadChunkOf('/src/i18n/ar.ts'), inlineStylesheets()],
  resolve: {
    alias: [
      {
        find: /^object\.entries$/,
        replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    // Vitest leaves a core to itself by default: one worker on a 2-core machine. Its own work is done
    // once the files are transformed, and the tests wait on the database as much as they compute.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // Each file opens its own database from the seeded template and builds its own app; the
          // modules (Fastify, Drizzle, the schemas) are loaded once per worker instead of once a file.
          isolate: false,
          // Bounds for a test that hangs, not waits: with another test run on the same two cores,
          // tests of 15 s alone have taken over 30.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-units',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // Each file renders its own app and the setup clears the DOM and storage after every test;
          // React, MUI and react-admin are loaded once per worker instead of once a file.
          isolate: false,
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // A page that polls for what the server did waits as long as a locator would: a busy CI
          // machine holds a list's first load for seconds, past expect.poll's 1 s default.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Files run side by side, each worker on a product of its own (e2e/global-setup.ts): a
          // journey waits on the browser's rendering and the server's answers as much as it computes.
        },
      },
      {
        extends: true,
        test: {
          name: 'screenshots',
          environment: 'node',
          include: ['e2e/**/*.journey.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
