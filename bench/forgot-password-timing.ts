// Does POST /api/auth/forgot-password take the same time for an account that exists and one that
// does not? Requests alternate between the two, one at a time as a patient attacker would send
// them, on the embedded database and on PostgreSQL. The figure is the difference of the medians,
// against the noise of the answers (their interquartile range), with a bootstrap 95 % interval.
import {
  type Figure,
  median,
  printFigures,
  runMain,
  setDeadline,
  withPostgresDatabase,
  withServer,
  writeResult,
} from './lib';

const NAME = 'forgot-password-timing';
const SAMPLES_PER_KIND = 150;
const WARM_UP = 20;
const PAUSE_MS = 25;
setDeadline(6 * 60_000, NAME);

const KNOWN_EMAIL = 'gate@demo.sa';

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** 95 % bootstrap interval of median(a) − median(b). */
function bootstrapDifference(a: number[], b: number[], rounds = 2000): [number, number] {
  const resample = (values: number[]) => values.map(() => values[Math.floor(Math.random() * values.length)]!);
  const differences = Array.from({ length: rounds }, () => median(resample(a)) - median(resample(b))).sort(
    (x, y) => x - y,
  );
  return [percentile(differences, 0.025), percentile(differences, 0.975)];
}

async function measure(label: string, env: NodeJS.ProcessEnv) {
  const options = {
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000', PASSWORD_RESET_RESEND_SECONDS: '0', ...env },
    stopGraceMs: 10_000,
  };
  return withServer(`${NAME}-data`, options, async (server) => {
    const ask = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      await response.arrayBuffer();
      if (response.status !== 202) throw new Error(`forgot-password answered ${response.status}`);
      const elapsed = performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      return elapsed;
    };
    for (let index = 0; index < WARM_UP; index++) await ask(index % 2 ? KNOWN_EMAIL : `warm-${index}@nowhere.sa`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let index = 0; index < SAMPLES_PER_KIND; index++) {
      known.push(await ask(KNOWN_EMAIL));
      unknown.push(await ask(`nobody-${index}@nowhere.sa`));
    }
    const [low, high] = bootstrapDifference(known, unknown);
    const pooled = [...known, ...unknown].sort((a, b) => a - b);
    const noise = percentile(pooled, 0.75) - percentile(pooled, 0.25);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    console.log(
      `[${NAME}] ${label}: known ${round(median(known))} ms, unknown ${round(median(unknown))} ms, difference 95 % CI [${round(low)}, ${round(high)}] ms`,
    );
    const figures: Figure[] = [
      { metric: `${label}: median, existing account (n=${SAMPLES_PER_KIND})`, value: round(median(known)), unit: 'ms' },
      {
        metric: `${label}: median, unknown account (n=${SAMPLES_PER_KIND})`,
        value: round(median(unknown)),
        unit: 'ms',
      },
      { metric: `${label}: noise (interquartile range of all answers)`, value: round(noise), unit: 'ms' },
      {
        metric: `${label}: difference of medians (95 % CI [${round(low)}, ${round(high)}])`,
        value: round(median(known) - median(unknown)),
        unit: 'ms',
        target: `< the noise, ${round(noise)} ms`,
        meets: Math.abs(median(known) - median(unknown)) < noise,
      },
    ];
    return {
      figures,
      details: { known: known.map(round), unknown: unknown.map(round), interval: [round(low), round(high)] },
    };
  });
}

async function main() {
  const embedded = await measure('PGlite', {});
  const onPostgres = await withPostgresDatabase(NAME, (url) => measure('PostgreSQL', { DATABASE_URL: url }));
  const summary = [...embedded.figures, ...(onPostgres?.figures ?? [])];
  printFigures(`${NAME} (sequential, ${PAUSE_MS} ms apart, alternating existing and unknown accounts)`, summary);
  writeResult({ name: NAME, summary, details: { pglite: embedded.details, postgres: onPostgres?.details } });
}

runMain(NAME, main);
