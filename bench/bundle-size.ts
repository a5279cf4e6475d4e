// Bundle size of the sign-in page: builds the app, then measures (gzip level 9) the JavaScript
// and CSS a first visit to /sign-in loads, once by static analysis of the build and once by what
// a real Chromium requests from the running server, and what that visit transfers (the server
// sends the build's brotli copies). Also names the largest lazy chunk.
//
// The build goes to a temporary directory (not dist/) so it never races other people's builds
// or end-to-end runs; set BENCH_OUT_DIR=dist to build into dist/ instead.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  type Figure,
  kB,
  makeTempDir,
  printFigures,
  removeTempDir,
  ROOT,
  run,
  runMain,
  setDeadline,
  withServer,
  writeResult,
} from './lib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';

const NAME = 'bundle-size';
const TARGET_BYTES = 300_000; // the issue: the sign-in page at most 300 kB gzip (1 kB = 1000 bytes)
setDeadline(6 * 60_000, NAME);

const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

/** The figure of what the sign-in page loads, gzip, against the target. */
const withinTarget = (metric: string, gzipBytes: number): Figure => ({
  metric,
  value: kB(gzipBytes),
  unit: 'kB',
  target: '≤ 300 kB',
  meets: gzipBytes <= TARGET_BYTES,
});

interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  /** Bytes over the wire: in the browser, the encoded response body; statically, the build's .br copy. */
  transfer: number;
}

function sizeOf(outDir: string, file: string): FileSize {
  const data = readFileSync(path.join(outDir, file));
  const brotli = path.join(outDir, `${file}.br`);
  return {
    file,
    raw: data.length,
    gzip: gzipSize(data),
    transfer: existsSync(brotli) ? statSync(brotli).size : data.length,
  };
}

const sum = (files: FileSize[], key: 'raw' | 'gzip' | 'transfer') =>
  files.reduce((total, file) => total + file[key], 0);

// ---------------------------------------------------------------------------------------------
// Static analysis

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return found;
}

/** An URL of index.html ("/assets/x.js", "./assets/x.js") as a path relative to the build dir. */
function localPath(url: string): string | undefined {
  if (/^[a-z]+:\/\//i.test(url) || url.startsWith('//')) return undefined;
  return path.posix.normalize(url.split(/[?#]/)[0]!.replace(/^\.?\//, ''));
}

/**
 * Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` statements.
 * Dynamic `import("./x.js")` is not matched: after `import` comes `(`, not a binding list or quote.
 */
const STATIC_IMPORT = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+)["']/g;

function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)]
    .map((match) => match[1]!)
    .filter((specifier) => /^\.{0,2}\//.test(specifier));
}

function analyseStatically(outDir: string) {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const entries: string[] = [];
  const preloads: string[] = [];
  const stylesheets: string[] = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(match[2]!);
    if (match[1]!.toLowerCase() === 'script' && attrs.type === 'module' && attrs.src) {
      const file = localPath(attrs.src);
      if (file) entries.push(file);
    } else if (match[1]!.toLowerCase() === 'link') {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      const file = attrs.href ? localPath(attrs.href) : undefined;
      if (!file) continue;
      if (rel.includes('modulepreload')) preloads.push(file);
      if (rel.includes('stylesheet')) stylesheets.push(file);
    }
  }
  if (entries.length === 0) throw new Error('no <script type="module" src> in index.html');

  // Everything the HTML names is loaded; from there, follow static imports transitively.
  const initial = new Set<string>();
  const queue = [...entries, ...preloads];
  const reachedByImports = new Set<string>(entries);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (initial.has(file)) continue;
    if (!existsSync(path.join(outDir, file))) throw new Error(`index.html or an import names a missing file: ${file}`);
    initial.add(file);
    const code = readFileSync(path.join(outDir, file), 'utf8');
    for (const specifier of staticImports(code)) {
      const target = specifier.startsWith('/')
        ? specifier.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      reachedByImports.add(target);
      if (!initial.has(target)) queue.push(target);
    }
  }

  const js = [...initial].map((file) => sizeOf(outDir, file)).sort((a, b) => b.gzip - a.gzip);
  const css = stylesheets.map((file) => sizeOf(outDir, file));
  // A stylesheet inlined into index.html travels with it: counted as CSS all the same.
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!).join('');
  if (inlineCss)
    css.push({
      file: 'index.html <style>',
      raw: Buffer.byteLength(inlineCss),
      gzip: gzipSize(inlineCss),
      transfer: Buffer.byteLength(inlineCss),
    });
  const allJs = readdirSync(path.join(outDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const lazy = allJs
    .filter((file) => !initial.has(file))
    .map((file) => sizeOf(outDir, file))
    .sort((a, b) => b.gzip - a.gzip);

  return {
    entries,
    preloadedNotImported: preloads.filter((file) => !reachedByImports.has(file)),
    js,
    css,
    jsGzip: sum(js, 'gzip'),
    jsRaw: sum(js, 'raw'),
    cssGzip: sum(css, 'gzip'),
    totalGzip: sum(js, 'gzip') + sum(css, 'gzip'),
    jsTransfer: sum(js, 'transfer'),
    lazyCount: lazy.length,
    largestLazy: lazy[0],
    nextLazy: lazy.slice(1, 5),
    allJsCount: allJs.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Real browser

interface BrowserVisit {
  locale: 'en' | 'ar';
  finalPath: string;
  js: FileSize[];
  css: FileSize[];
  jsGzip: number;
  cssGzip: number;
  totalGzip: number;
  /** Encoded bytes of the JS and CSS responses, then of every response of the visit. */
  jsCssTransfer: number;
  pageTransfer: number;
  otherRequests: { path: string; type: string; bytes: number; transfer: number }[];
}

async function visitSignIn(baseUrl: string, locale: 'en' | 'ar'): Promise<BrowserVisit> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
    timeout: 30_000,
  });
  try {
    const context = await browser.newContext({ locale: locale === 'ar' ? 'ar-SA' : 'en-US', serviceWorkers: 'block' });
    if (locale === 'ar') await context.addInitScript(() => localStorage.setItem('locale', 'ar'));
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const failures: string[] = [];
    const js: FileSize[] = [];
    const css: FileSize[] = [];
    const otherRequests: BrowserVisit['otherRequests'] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== baseUrl) return;
      const type = response.request().resourceType();
      pending.push(
        Promise.all([response.body(), response.request().sizes()])
          .then(([body, sizes]) => {
            const file = url.pathname.replace(/^\//, '');
            if (response.status() !== 200) throw new Error(`${url.pathname} answered ${response.status()}`);
            const size = { file, raw: body.length, gzip: gzipSize(body), transfer: sizes.responseBodySize };
            if (url.pathname.endsWith('.js')) js.push(size);
            else if (url.pathname.endsWith('.css')) css.push(size);
            else otherRequests.push({ path: url.pathname, type, bytes: body.length, transfer: sizes.responseBodySize });
          })
          .catch((error: unknown) => {
            // Redirects have no body; anything else is a real failure of the page load.
            if (response.status() >= 300 && response.status() < 400) return;
            failures.push(`${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
          }),
      );
    });
    await page.goto(`${baseUrl}/sign-in`, { waitUntil: 'networkidle', timeout: 60_000 });
    // The page is only "loaded" once the form is there; then let any late chunk arrive.
    await page.locator('input[type="password"]').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    await page.waitForTimeout(500);
    await Promise.all(pending);
    if (failures.length) throw new Error(`the sign-in page did not load cleanly:\n  ${failures.join('\n  ')}`);
    const finalPath = new URL(page.url()).pathname;
    await context.close();
    js.sort((a, b) => b.gzip - a.gzip);
    return {
      locale,
      finalPath,
      js,
      css,
      jsGzip: sum(js, 'gzip'),
      cssGzip: sum(css, 'gzip'),
      totalGzip: sum(js, 'gzip') + sum(css, 'gzip'),
      jsCssTransfer: sum(js, 'transfer') + sum(css, 'transfer'),
      pageTransfer:
        sum(js, 'transfer') +
        sum(css, 'transfer') +
        otherRequests.reduce((total, request) => total + request.transfer, 0),
      otherRequests,
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const useDist = process.env.BENCH_OUT_DIR !== undefined;
  const outDir = useDist ? path.resolve(ROOT, process.env.BENCH_OUT_DIR!) : makeTempDir('build');
  console.log(`[${NAME}] npx vite build → ${useDist ? path.relative(ROOT, outDir) : outDir}`);
  const buildStarted = performance.now();
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], 4 * 60_000);
  const buildSeconds = (performance.now() - buildStarted) / 1000;

  const staticResult = analyseStatically(outDir);

  const visits = await withServer('bundle-data', { staticDir: outDir }, async (server) => [
    await visitSignIn(server.baseUrl, 'en'),
    await visitSignIn(server.baseUrl, 'ar'),
  ]);
  const [english, arabic] = visits as [BrowserVisit, BrowserVisit];

  const staticJs = new Set(staticResult.js.map((file) => file.file));
  const browserJs = new Set(english.js.map((file) => file.file));
  const onlyInBrowser = [...browserJs].filter((file) => !staticJs.has(file));
  const onlyInStatic = [...staticJs].filter((file) => !browserJs.has(file));

  const lazy = staticResult.largestLazy;
  const summary: Figure[] = [
    withinTarget('sign-in JS+CSS gzip (browser, en)', english.totalGzip),
    { metric: 'sign-in JS gzip (browser, en)', value: kB(english.jsGzip), unit: 'kB' },
    { metric: 'sign-in JS+CSS over the wire (browser, en)', value: kB(english.jsCssTransfer), unit: 'kB' },
    { metric: 'sign-in, all requests over the wire (browser, en)', value: kB(english.pageTransfer), unit: 'kB' },
    { metric: 'sign-in JS files requested (browser, en)', value: english.js.length, unit: 'files' },
    withinTarget('sign-in JS+CSS gzip (browser, ar stored)', arabic.totalGzip),
    { metric: 'sign-in, all requests over the wire (browser, ar)', value: kB(arabic.pageTransfer), unit: 'kB' },
    { metric: 'sign-in JS+CSS gzip (static analysis)', value: kB(staticResult.totalGzip), unit: 'kB' },
    { metric: 'sign-in JS brotli, as served (static analysis)', value: kB(staticResult.jsTransfer), unit: 'kB' },
    { metric: 'sign-in JS gzip (static analysis)', value: kB(staticResult.jsGzip), unit: 'kB' },
    { metric: 'CSS gzip', value: kB(staticResult.cssGzip), unit: 'kB' },
    {
      metric: `largest lazy chunk: ${lazy ? path.posix.basename(lazy.file) : '(none)'}`,
      value: kB(lazy?.gzip ?? 0),
      unit: 'kB',
    },
  ];

  const details = {
    outDir: useDist ? path.relative(ROOT, outDir) : '(temporary directory)',
    buildSeconds: Math.round(buildSeconds * 10) / 10,
    kBIs: 1000,
    gzipLevel: 9,
    browser: visits,
    static: staticResult,
    crossCheck: { onlyInBrowser, onlyInStatic, sameSet: onlyInBrowser.length === 0 && onlyInStatic.length === 0 },
  };

  printFigures(`${NAME} (build ${details.buildSeconds} s; 1 kB = 1000 bytes, gzip -9)`, summary);
  const show = (files: FileSize[]) =>
    files
      .map(
        (file) =>
          `    ${path.posix.basename(file.file).padEnd(44)} ${String(kB(file.gzip)).padStart(8)} kB gzip  (${kB(file.raw)} kB raw, ${kB(file.transfer)} kB over the wire)`,
      )
      .join('\n');
  console.log(
    `\n  Loaded by /sign-in in Chromium (en), ${english.js.length} JS + ${english.css.length} CSS, final path ${english.finalPath}:`,
  );
  console.log(show([...english.js, ...english.css]));
  console.log(
    `\n  Extra in Arabic (locale stored): ${
      arabic.js
        .filter((file) => !browserJs.has(file.file))
        .map((file) => `${path.posix.basename(file.file)} ${kB(file.gzip)} kB`)
        .join(', ') || '(none)'
    }`,
  );
  console.log(
    `\n  Cross-check with static analysis: ${details.crossCheck.sameSet ? 'same set of JS files' : 'sets differ'}` +
      (onlyInBrowser.length ? `\n    requested but not statically imported: ${onlyInBrowser.join(', ')}` : '') +
      (onlyInStatic.length ? `\n    statically imported but not requested: ${onlyInStatic.join(', ')}` : ''),
  );
  if (staticResult.preloadedNotImported.length) {
    console.log(
      `    modulepreload links not reached by static imports: ${staticResult.preloadedNotImported.join(', ')}`,
    );
  }
  console.log(`\n  Largest lazy chunks (of ${staticResult.lazyCount}):`);
  console.log(show([lazy, ...staticResult.nextLazy].filter((file): file is FileSize => Boolean(file))));

  writeResult({ name: NAME, summary, details });
  if (!useDist) removeTempDir(outDir);
}

runMain(NAME, main);
