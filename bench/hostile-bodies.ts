// What anonymous senders of hostile bodies cost everybody else. The built server on a fresh
// embedded database; a signed-in back-office client asks for the first page of the areas list,
// 10 connections for 8 s (autocannon), first alone (the ceiling), then while 4 anonymous senders
// post JSON nested 10,000 levels deep, each sending its next body as soon as the last is answered:
//   - to the public subscription request form (a route that takes a body from anyone holding the
//     public key, which GET /api/settings gives; its limit per address is lifted, as many
//     addresses would);
//   - to the sign-in;
//   - to a route that does not exist.
// The figures are the honest client's throughput and latency under each attack as ratios to the
// ceiling, and what the senders were answered.
import {
  bearer,
  cannon,
  type Figure,
  getOk,
  printFigures,
  runMain,
  setDeadline,
  signIn,
  withServer,
  writeResult,
} from './lib';

const NAME = 'hostile-bodies';
const SENDERS = 4;
const DEPTH = 10_000;
const CONNECTIONS = 10;
const SECONDS = 8;
setDeadline(5 * 60_000, NAME);

const NESTED_BODY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const AREAS_PAGE = `/api/areas?${new URLSearchParams({ sort: '["name","ASC"]', range: '[0,24]' }).toString()}`;

const ATTACKS = [
  { key: 'public-form', label: 'nested bodies to the public request form', path: '/api/public/subscription-requests' },
  { key: 'sign-in', label: 'nested bodies to the sign-in', path: '/api/auth/login' },
  { key: 'unknown-route', label: 'nested bodies to an unknown route', path: '/api/no-such-route' },
] as const;

interface Honest {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Senders {
  sent: number;
  statuses: Record<string, number>;
}

async function honestClient(baseUrl: string, token: string): Promise<Honest> {
  const result = await cannon(`${baseUrl}${AREAS_PAGE}`, token, { connections: CONNECTIONS, duration: SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Four senders, each posting its next nested body as soon as the last is answered, until `stop`. */
function startSenders(url: string, headers: Record<string, string>): { stop: () => Promise<Senders> } {
  const tally: Senders = { sent: 0, statuses: {} };
  let running = true;
  const sender = async () => {
    while (running) {
      let status: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: NESTED_BODY,
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        status = String(response.status);
      } catch (error) {
        status = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      }
      tally.sent++;
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    }
  };
  const senders = Array.from({ length: SENDERS }, sender);
  return {
    stop: async () => {
      running = false;
      await Promise.all(senders);
      return tally;
    },
  };
}

async function main() {
  await withServer('ps-bench-hostile-', { env: { PUBLIC_REQUEST_RATE_LIMIT_PER_HOUR: '1000000' } }, async (server) => {
    const token = await signIn(server.baseUrl);
    await (await getOk(`${server.baseUrl}${AREAS_PAGE}`, token)).arrayBuffer();
    await cannon(`${server.baseUrl}${AREAS_PAGE}`, token, { connections: CONNECTIONS, duration: 2 }); // warm-up

    const settings = (await (await getOk(`${server.baseUrl}/api/settings`)).json()) as { public_api_key: string };
    const publicKey = { 'x-api-key': settings.public_api_key };

    const alone = await honestClient(server.baseUrl, token);
    console.log(`[${NAME}] alone: ${alone.requestsPerSecond.toFixed(0)} req/s, p50 ${alone.p50} ms`);
    const figures: Figure[] = [
      { metric: 'areas page alone: requests per second (the ceiling)', value: alone.requestsPerSecond, unit: 'req/s' },
      { metric: 'areas page alone: p50', value: alone.p50, unit: 'ms' },
    ];
    const attacks: Record<string, { honest: Honest; senders: Senders }> = {};
    for (const attack of ATTACKS) {
      const senders = startSenders(`${server.baseUrl}${attack.path}`, attack.key === 'public-form' ? publicKey : {});
      const honest = await honestClient(server.baseUrl, token);
      const sent = await senders.stop();
      attacks[attack.key] = { honest, senders: sent };
      console.log(
        `[${NAME}] ${attack.label}: ${honest.requestsPerSecond.toFixed(0)} req/s, p50 ${honest.p50} ms; senders ${JSON.stringify(sent.statuses)}`,
      );
      figures.push(
        {
          metric: `areas page under ${attack.label}: share of the ceiling`,
          value: honest.requestsPerSecond / alone.requestsPerSecond,
          unit: 'ratio',
        },
        {
          metric: `areas page under ${attack.label}: p50 ÷ alone`,
          value: honest.p50 / Math.max(alone.p50, 1),
          unit: 'ratio',
        },
        { metric: `${attack.label}: answered per second`, value: sent.sent / SECONDS, unit: 'req/s' },
        {
          metric: `${attack.label}: answered 5xx or not at all`,
          value: Object.entries(sent.statuses)
            .filter(([status]) => !/^[234]\d\d$/.test(status))
            .reduce((sum, [, count]) => sum + count, 0),
          unit: 'count',
          target: '0',
          meets: Object.keys(sent.statuses).every((status) => /^[234]\d\d$/.test(status)),
        },
      );
    }
    // The server still answers once the senders are gone.
    await (await fetch(`${server.baseUrl}${AREAS_PAGE}`, { headers: bearer(token) })).arrayBuffer();
    printFigures(
      `${NAME} (${SENDERS} anonymous senders of JSON nested ${DEPTH.toLocaleString('en')} levels; the honest client: ${CONNECTIONS} connections on the areas list for ${SECONDS} s)`,
      figures,
    );
    writeResult({
      name: NAME,
      summary: figures,
      details: { senders: SENDERS, depth: DEPTH, connections: CONNECTIONS, seconds: SECONDS, alone, attacks },
    });
  });
}

runMain(NAME, main);
