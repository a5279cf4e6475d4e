// What a gate lane of the benchmarks says to the API and what it reads back: a signed-in client
// over HTTP, the demo's areas with their gates, fresh plates, and the database's own count of
// areas over their capacities.
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { bearer, rowsOf, sleep } from './lib';
import { type Sent, send } from './http-sender';
import { PLATE_LATIN_LETTERS } from '../domain/plates';

/** The demo's three busiest areas, where guest lanes come and go. */
export const BUSY_AREAS = ['King Fahd Road Tower', 'Olaya Business District', 'King Abdulaziz Airport P3'];
/** The demo's small area, which the benchmarks fill nearly full so that entries race for its last tickets. */
export const SMALL_AREA = 'Al Khobar Waterfront';

/** The n-th plate of the run: four letters (the demo's plates have at most three) and four digits. */
export function plateOf(n: number): string {
  const letters = [0, 1, 2]
    .map(
      (digit) =>
        PLATE_LATIN_LETTERS[Math.floor(n / 9000 / PLATE_LATIN_LETTERS.length ** digit) % PLATE_LATIN_LETTERS.length],
    )
    .join('');
  return `V${letters} ${1000 + (n % 9000)}`;
}

export interface Area {
  id: number;
  name: string;
  max_capacity: number;
  guest_ticket_capacity: number;
  subscription_capacity: number;
  entryGates: number[];
  exitGates: number[];
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  sentAt: number;
  answeredAt: number;
}

export class Client {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async send(method: 'GET' | 'POST', path: string, payload?: object): Promise<Answer & Pick<Sent, 'header'>> {
    const sentAt = performance.now();
    const { status, body, header } = await send(`${this.baseUrl}${path}`, {
      method,
      authorization: bearer(this.token).authorization,
      payload,
      timeoutMs: 30_000,
    });
    return { status, body, sentAt, answeredAt: performance.now(), header };
  }

  async list<Row>(
    resource: string,
    filter: object = {},
    range: [number, number] = [0, 999],
  ): Promise<{ rows: Row[]; total: number }> {
    const query = new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify(range) });
    const answer = await this.send('GET', `/api/${resource}?${query.toString()}`);
    if (answer.status !== 200) throw new Error(`${resource} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return { rows: answer.body as unknown as Row[], total: Number(answer.header('content-range')?.split('/')[1]) };
  }
}

/**
 * A gate event sent as a lane sends it: again with the same body after Retry-After while the
 * server turns it away for load (503 gate_busy); `onShed` hears each time it does.
 */
export async function sendUntilTaken(
  client: Client,
  path: string,
  payload: object,
  onShed: () => void = () => {},
): Promise<Answer & Pick<Sent, 'header'>> {
  for (;;) {
    const answer = await client.send('POST', path, payload);
    if (answer.status !== 503 || answer.body.code !== 'gate_busy') return answer;
    onShed();
    await sleep(Number(answer.header('retry-after')) * 1000);
  }
}

/** A camera and a controller registered for each gate, with their keys. */
export async function registerDevices(client: Client, gateIds: number[]) {
  const keys = new Map<number, { camera: string; controller: string }>();
  for (const gateId of gateIds) {
    const device = async (kind: 'camera' | 'controller') => {
      const made = await client.send('POST', '/api/lane-devices', {
        gate_id: gateId,
        kind,
        name: `${kind} ${gateId}`,
        heartbeat_seconds: 60,
      });
      if (made.status !== 201)
        throw new Error(`lane device for gate ${gateId}: ${made.status} ${JSON.stringify(made.body)}`);
      return made.body.key as string;
    };
    keys.set(gateId, { camera: await device('camera'), controller: await device('controller') });
  }
  return keys;
}

/** The demo's areas by name with their active gates of each way. */
export async function areasByName(client: Client): Promise<Map<string, Area>> {
  const areas = (await client.list<Area>('areas')).rows;
  const types = new Map(
    (await client.list<{ id: number; code: string }>('gate-types')).rows.map((type) => [type.id, type.code]),
  );
  const gates = (
    await client.list<{ id: number; area_id: number; gate_type_id: number; status: string }>('gates')
  ).rows.filter((gate) => gate.status === 'active');
  return new Map(
    areas.map((area) => {
      const of = (codes: string[]) =>
        gates
          .filter((gate) => gate.area_id === area.id && codes.includes(types.get(gate.gate_type_id)!))
          .map((gate) => gate.id);
      return [area.name, { ...area, entryGates: of(['entry', 'entry_exit']), exitGates: of(['exit', 'entry_exit']) }];
    }),
  );
}

/** The guests inside an area now, as the vehicles list counts them. */
export async function guestsInside(client: Client, area: Area): Promise<number> {
  return (await client.list('vehicles', { area_id: area.id, inside: true, type: 'guest' }, [0, 0])).total;
}

/**
 * Guests let into `area` until `freeTickets` guest tickets are left, each with a fresh plate and
 * the event id `eventId` gives it; answers those event ids.
 */
export async function fillNearlyFull(
  client: Client,
  area: Area,
  freeTickets: number,
  nextPlate: () => string,
  eventId: (index: number) => string,
): Promise<string[]> {
  const sent: string[] = [];
  const fill = area.guest_ticket_capacity - freeTickets - (await guestsInside(client, area));
  for (let index = 0; index < fill; index += 1) {
    const id = eventId(index);
    const filled = await client.send('POST', '/api/gate/entries', {
      gate_id: area.entryGates[0],
      plate: nextPlate(),
      event_id: id,
    });
    if (filled.status !== 201) throw new Error(`filling ${area.name}: ${filled.status} ${JSON.stringify(filled.body)}`);
    sent.push(id);
  }
  return sent;
}

/** Areas with more cars inside than they hold, in all or in guest tickets or subscribers, now. */
export async function capacityOverruns(db: Database): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`
    select count(*) as n from areas a, lateral (
      select count(*) filter (where type = 'guest') as guests, count(*) filter (where type = 'subscription') as subscribers, count(*) as total
      from vehicles v where v.area_id = a.id and v.exit_time is null) inside
    where inside.total > a.max_capacity or inside.guests > a.guest_ticket_capacity or inside.subscribers > a.subscription_capacity`,
  );
  return Number(row!.n);
}
