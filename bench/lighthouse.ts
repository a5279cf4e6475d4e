// Lighthouse on the sign-in page: starts the built server (what `npm start` runs) on a
// throw-away database, runs Lighthouse with its default mobile profile (simulated slow 4G and a
// 4× slower CPU) in the system Chromium, in English and with Arabic stored as the language, and
// reports the median run of each: category scores, FCP, LCP, TBT and the bytes over the wire.
//
// LIGHTHOUSE_RUNS (default 5, Lighthouse's advice on a noisy machine) sets the runs per language. The full report of each median run is
// kept beside the results (bench/results/lighthouse-<locale>.report.json, for the Lighthouse viewer).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { type Figure, kB, printFigures, RESULTS_DIR, runMain, setDeadline, withServer, writeResult } from './lib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';

const NAME = 'lighthouse';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TARGET_PERFORMANCE = 90;
setDeadline(10 * 60_000, NAME);

type Locale = 'en' | 'ar';

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  /** Bytes transferred by every request of the page load (Lighthouse's total byte weight). */
  transferBytes: number;
  /** The same responses decoded: what would travel without compression. */
  resourceBytes: number;
  requests: number;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

interface NetworkRequest {
  url: string;
  transferSize?: number;
  resourceSize?: number;
  resourceType?: string;
}

function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  return details?.type === 'table' ? (details.items as unknown as NetworkRequest[]) : [];
}

function figuresOf(lhr: Result): RunFigures {
  const requests = networkRequests(lhr);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    resourceBytes: requests.reduce((total, request) => total + (request.resourceSize ?? 0), 0),
    requests: requests.length,
  };
}

/** What Lighthouse proposes to improve, with its estimated savings, for the report. */
function opportunities(lhr: Result) {
  return Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable',
    )
    .filter((audit) =>
      lhr.categories.performance?.auditRefs.some(
        (ref) => ref.id === audit.id && ref.group !== 'metrics' && ref.group !== 'hidden',
      ),
    )
    .map((audit) => ({ id: audit.id, score: audit.score, displayValue: audit.displayValue }));
}

async function runLighthouse(url: string, locale: Locale): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  // chrome-launcher starts Chromium as its own process group: nothing of it may outlive a deadline.
  const killChrome = () => {
    try {
      process.kill(-chrome.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killChrome);
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    // Lighthouse clears the origin's storage before loading; a script run in each new document
    // stores the language as a returning Arabic user would have it.
    if (locale === 'ar') await page.evaluateOnNewDocument(() => localStorage.setItem('locale', 'ar'));
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
    killChrome();
    process.removeListener('exit', killChrome);
  }
}

/** The run whose performance score is the median one (Lighthouse's own advice for noisy machines). */
function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  const medians = {} as Record<Locale, Result>;
  const allRuns = {} as Record<Locale, RunFigures[]>;
  await withServer('lighthouse-data', {}, async (server) => {
    const url = `${server.baseUrl}/sign-in`;
    for (const locale of ['en', 'ar'] as const) {
      const runs: Result[] = [];
      for (let index = 0; index < RUNS; index++) {
        const lhr = await runLighthouse(url, locale).catch((error: unknown) => {
          // Lighthouse asks for a new run when its trace came out broken (NO_NAVSTART and the like).
          console.warn(
            `[${NAME}] ${locale} run ${index + 1} failed, once more: ${error instanceof Error ? error.message : String(error)}`,
          );
          return runLighthouse(url, locale);
        });
        const figures = figuresOf(lhr);
        console.log(
          `[${NAME}] ${locale} run ${index + 1}/${RUNS}: performance ${figures.performance}, FCP ${Math.round(figures.fcpMs)} ms, ` +
            `LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, ${kB(figures.transferBytes)} kB`,
        );
        runs.push(lhr);
      }
      medians[locale] = medianRun(runs);
      allRuns[locale] = runs.map(figuresOf);
      mkdirSync(RESULTS_DIR, { recursive: true });
      writeFileSync(path.join(RESULTS_DIR, `${NAME}-${locale}.report.json`), JSON.stringify(medians[locale]));
    }
  });

  const en = figuresOf(medians.en);
  const ar = figuresOf(medians.ar);
  const ms = (value: number) => Math.round(value);
  const summary: Figure[] = [
    {
      metric: 'performance (mobile, en)',
      value: en.performance,
      unit: '/100',
      target: '≥ 90',
      meets: en.performance >= TARGET_PERFORMANCE,
    },
    { metric: 'accessibility (en)', value: en.accessibility, unit: '/100' },
    { metric: 'best practices (en)', value: en.bestPractices, unit: '/100' },
    { metric: 'first contentful paint (en)', value: ms(en.fcpMs), unit: 'ms' },
    { metric: 'largest contentful paint (en)', value: ms(en.lcpMs), unit: 'ms' },
    { metric: 'total blocking time (en)', value: ms(en.tbtMs), unit: 'ms' },
    { metric: 'bytes over the wire (en)', value: kB(en.transferBytes), unit: 'kB' },
    { metric: 'bytes decoded (en)', value: kB(en.resourceBytes), unit: 'kB' },
    {
      metric: 'performance (mobile, ar stored)',
      value: ar.performance,
      unit: '/100',
      target: '≥ 90',
      meets: ar.performance >= TARGET_PERFORMANCE,
    },
    { metric: 'first contentful paint (ar)', value: ms(ar.fcpMs), unit: 'ms' },
    { metric: 'largest contentful paint (ar)', value: ms(ar.lcpMs), unit: 'ms' },
    { metric: 'total blocking time (ar)', value: ms(ar.tbtMs), unit: 'ms' },
    { metric: 'bytes over the wire (ar)', value: kB(ar.transferBytes), unit: 'kB' },
  ];

  printFigures(`${NAME} (/sign-in, mobile profile, median of ${RUNS} runs; 1 kB = 1000 bytes)`, summary);
  for (const locale of ['en', 'ar'] as const) {
    const open = opportunities(medians[locale]);
    console.log(
      `\n  Lighthouse's remaining findings (${locale}): ${open.map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`).join(', ') || '(none)'}`,
    );
  }

  writeResult({
    name: NAME,
    summary,
    details: {
      lighthouseVersion: medians.en.lighthouseVersion,
      userAgent: medians.en.userAgent,
      benchmarkIndex: medians.en.environment.benchmarkIndex,
      url: '/sign-in',
      runsPerLocale: RUNS,
      runs: allRuns,
      requests: { en: networkRequests(medians.en), ar: networkRequests(medians.ar) },
      opportunities: { en: opportunities(medians.en), ar: opportunities(medians.ar) },
    },
  });
}

runMain(NAME, main);
