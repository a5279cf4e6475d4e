import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { journeyServer } from './server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { DEMO_ACCOUNTS } from '../server/seed/demo-data';

export { CHROMIUM_PATH } from './chromium';

/** How long a journey waits for one thing to show before failing. */
export const WAIT_MS = 15_000;

const [superAdmin, admin, gate, manager, validator] = DEMO_ACCOUNTS;

/** The demo's accounts, as the seed writes them. */
export const DEMO = { superAdmin, admin, gate, manager, validator } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

export interface Journey {
  readonly baseUrl: string;
  readonly page: Page;
  readonly context: BrowserContext;
  /** Every console error and warning and every uncaught page error seen so far. */
  readonly problems: string[];
  /**
   * Declares that the journey provokes this HTTP failure on purpose (a wrong password is a
   * 401): Chromium's "Failed to load resource" line for exactly this path and status is then
   * not a problem. Anything else still is.
   */
  allowFailedRequest(pathname: string, status: number): void;
  /** Fails the journey when the browser logged any error or warning (React's included). */
  expectNoProblems(): void;
}

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

function isAllowedFailure(
  message: ConsoleMessage,
  allowed: ReadonlyArray<{ pathname: string; status: number }>,
): boolean {
  const status = FAILED_RESOURCE.exec(message.text())?.[1];
  const url = message.location().url;
  if (!status || !url) return false;
  const pathname = new URL(url).pathname;
  return allowed.some((entry) => entry.pathname === pathname && String(entry.status) === status);
}

/**
 * One browser for the test file and a fresh context (so fresh storage) for every test.
 * Console errors, console warnings and page errors are collected for `expectNoProblems`.
 *
 * The browser asks the app for reduced motion unless told `motion: 'full'`: a screen then stands
 * still as soon as it has its data, with no drawer or menu caught halfway in (about a third of a
 * screen walk's time went to waiting for them). The journeys a person at a gate or a till makes
 * all day keep the motion they see.
 */
export function setUpJourney({ motion = 'reduce' }: { motion?: 'reduce' | 'full' } = {}): Journey {
  const { baseUrl } = journeyServer();
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let problems: string[] = [];
  let allowedFailures: { pathname: string; status: number }[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    problems = [];
    allowedFailures = [];
    context = await browser!.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl,
      reducedMotion: motion === 'reduce' ? 'reduce' : 'no-preference',
    });
    context.setDefaultTimeout(WAIT_MS);
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      if (isAllowedFailure(message, allowedFailures)) return;
      problems.push(describeConsole(message));
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    baseUrl,
    get page() {
      if (!page) throw new Error('The page exists only inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('The context exists only inside a test');
      return context;
    },
    get problems() {
      return problems;
    },
    allowFailedRequest(pathname, status) {
      allowedFailures.push({ pathname, status });
    },
    expectNoProblems() {
      expect(problems, 'console errors, warnings or page errors').toEqual([]);
    },
  };
}

/** Fills the sign-in form as a user does and waits until the app leaves /sign-in. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** The addresses of the POST requests the page sends to `pathname` from now on, as they are sent: a refused form sends none. */
export function postsTo(page: Page, pathname: string): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === pathname) posts.push(request.url());
  });
  return posts;
}

/** The path and query of the page's address, e.g. "/sign-in?redirectUrl=%2Fareas". */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Reads a value until it equals the expected one or the time is up, and returns the last
 * reading: for soft assertions, which record a failure and let the journey go on.
 */
export async function settle<T>(read: () => Promise<T>, expected: T, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** What assistive technology reads as the field's description: react-admin's helper or error text. */
export function fieldMessage(input: Locator): Promise<string> {
  return input.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\u200b/g, '')
      .trim();
  });
}

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: number;
  targets: string[];
}

const AXE_SOURCE_PATH = fileURLToPath(new URL('../node_modules/axe-core/axe.min.js', import.meta.url));

/**
 * Runs axe-core (WCAG 2 A and AA rules) on the page. The product's Content-Security-Policy
 * (script-src 'self') refuses the inline script page.addScriptTag would add, so axe's source
 * is evaluated through the DevTools protocol instead; the page keeps its CSP.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(readFileSync(AXE_SOURCE_PATH, 'utf8'));
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
}
