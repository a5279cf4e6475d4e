// The generated operator's year of traffic (bench/operator-data.ts): stays and their payments,
// the individual subscriptions' payments and a few refunds, made set-based by the database
// itself (INSERT … SELECT over generate_series: stays drawn 100,000 a statement into a scratch
// table, then copied in the order of their entries; the payments in one statement in the order
// of their times). Each row draws its
// numbers from a hash of its own number and the seed, so a seed gives the same rows relative to
// the moment of the run. What the app computes (a plate's folded search text, a stay's price and
// lines) is computed by the app's own functions into small scratch tables that the statements
// read: the plates, and the price of every whole number of minutes under each tariff.
import { DEFAULT_TIME_ZONE } from '../domain/local-date';
import { type SQL, sql } from 'drizzle-orm';
import { chargeOfStay } from '../domain/payment-transaction';
import { REFERENCE_SYMBOLS } from '../domain/references';
import type { Tariff } from '../domain/tariff';
import type { Database } from '../server/db/client';
import { staySearchText } from '../server/db/stay-columns';
import { frozenTariff } from '../server/features/areas/tariff-versions';
import { seededRandom, type SeededRandom } from '../server/seed/seeded-random';
import { rowsOf } from './lib';
import { type Operator, plateMaker } from './operator-people';

export interface TrafficSizes {
  stays: number;
  /** Distinct plates the guests come with: most come back now and then. */
  guestPlates: number;
}

const DAYS = 365;
/** Stays drawn per statement. */
const ROWS_PER_STATEMENT = 100_000;
/** Subscribers' share of the stays; the rest are guests. */
const SUBSCRIBER_SHARE = 0.2;
const FORCED_SHARE = 0.0005;
const REFUND_SHARE = 0.002;
/** The longest stay generated: three days. */
const MAX_MINUTES = 3 * 24 * 60;
const MINUTE_MS = 60_000;

/** Arrivals by local hour (0-23): guests through the day into the evening, subscribers in the morning. */
const GUEST_HOURS = [1, 0.6, 0.4, 0.3, 0.3, 0.5, 1.5, 3, 5, 6, 6.5, 7, 7.5, 7, 6.5, 6, 6.5, 7.5, 8, 8, 7, 5, 3, 1.8];
const SUBSCRIBER_HOURS = [0.2, 0.1, 0.1, 0.1, 0.3, 1.5, 6, 12, 14, 10, 6, 4, 3, 3, 3, 3, 3, 3, 3, 2.5, 2, 1, 0.5, 0.3];

/** How long stays last, in minutes: [share, shortest, longest], log-uniform within each. */
const GUEST_STAYS: Array<[number, number, number]> = [
  [0.12, 2, 30],
  [0.55, 30, 180],
  [0.23, 180, 600],
  [0.08, 600, 1440],
  [0.02, 1440, MAX_MINUTES],
];
const SUBSCRIBER_STAYS: Array<[number, number, number]> = [
  [0.1, 10, 120],
  [0.15, 120, 420],
  [0.7, 420, 600],
  [0.05, 600, 1440],
];

const FORCED_REASON = 'Barrier left open: closed by the supervisor at the end of the shift';
const REFUND_REASON = 'Charged twice at the exit';

/** `count` values in order whose i-th is the i-th quantile of the weights: an array an index drawn uniformly picks from by weight. */
function quantiles<T>(weights: Array<[T, number]>, count: number): T[] {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let cumulative = 0;
  const edges = weights.map(([value, weight]) => ({ value, until: (cumulative += weight) / total }));
  return Array.from({ length: count }, (_, index) => edges.find((edge) => (index + 0.5) / count <= edge.until)!.value);
}

/** A thousand stay lengths drawn from the mixture, sorted. */
function durations(random: SeededRandom, mixture: Array<[number, number, number]>): number[] {
  const bands = quantiles(
    mixture.map(([share, ...band]) => [band, share]),
    1000,
  );
  return bands
    .map(([shortest, longest]) => Math.max(2, Math.round(random.spread(shortest!, longest!))))
    .sort((a, b) => a - b);
}

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * A number in [0, 1) drawn for row `row` and purpose `purpose` (below 64): the database's own
 * integer hash, the same on PostgreSQL and the embedded database, salted by the seed.
 */
function drawn(row: SQL, purpose: number, seed: number): SQL {
  return sql`((hashint8((${row})::bigint * 64 + ${sql.raw(`${purpose} + ${seed * 2 ** 36}`)}) + 2147483648)::float8 / 4294967296)`;
}

/** Creates a scratch table and fills it from JSON rows, 5,000 a statement. */
async function scratchTable(db: Database, name: string, columns: string, key: string, rows: object[]) {
  await db.execute(sql.raw(`drop table if exists ${name}`));
  await db.execute(sql.raw(`create table ${name} (${columns}, primary key (${key}))`));
  for (let start = 0; start < rows.length; start += 5_000) {
    await db.execute(
      sql`insert into ${sql.raw(name)} select * from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + 5_000))}::jsonb) as given(${sql.raw(columns)})`,
    );
  }
  await db.execute(sql.raw(`analyze ${name}`));
}

const SCRATCH_TABLES = [
  'bench_plates',
  'bench_subscriber_plates',
  'bench_areas',
  'bench_gates',
  'bench_staff',
  'bench_prices',
  'bench_stays',
];

/** The columns of a generated stay; they are drawn into bench_stays, then copied into vehicles in the order of their entries. */
const STAY_COLUMNS = sql.raw(
  `plate, plate_letters, plate_number, type, area_id, entry_gate_id, exit_gate_id, entry_time, exit_time, subscription_id,
   company_subscription_vehicle_id, guest_ticket_number, guest_qr_hash, tariff, entered_by, exited_by, forced_exit_reason, search_text, created_at, updated_at`,
);

async function dropScratchTables(db: Database) {
  for (const name of SCRATCH_TABLES) await db.execute(sql.raw(`drop table if exists ${name}`));
}

/** The tariffs of the areas, numbered; an area's stays are priced by its number's table. */
function tariffProfiles(operator: Operator) {
  const keys: string[] = [];
  const profileOf = new Map<number, number>();
  const tariffs: Tariff[] = [];
  for (const area of operator.areas) {
    const tariff = frozenTariff(area.tariff, DEFAULT_TIME_ZONE);
    const key = JSON.stringify(tariff);
    if (!keys.includes(key)) {
      keys.push(key);
      tariffs.push(tariff);
    }
    profileOf.set(area.id, keys.indexOf(key));
  }
  return { tariffs, profileOf };
}

/** Every whole number of minutes up to MAX_MINUTES priced by each tariff, as the exit gate prices a guest without a recent exit. */
function priceRows(tariffs: Tariff[]) {
  const entry = new Date(0);
  return tariffs.flatMap((tariff, profile) =>
    Array.from({ length: MAX_MINUTES + 1 }, (_, minutes) => {
      const charge = chargeOfStay('guest', tariff, { entry, exit: new Date(minutes * MINUTE_MS) });
      return { profile, minutes, amount: charge.amount, chargeable: charge.chargeableMinutes, lines: charge.lines };
    }),
  );
}

/** The plates, the subscribers' windows, the areas, their gates and staff, and the prices, as scratch tables. */
async function prepare(db: Database, operator: Operator, sizes: TrafficSizes, seed: number, today: string) {
  const nextPlate = plateMaker(seededRandom(seed + 2));
  await scratchTable(
    db,
    'bench_plates',
    'k int, plate text, letters text, number text, search_text text',
    'k',
    Array.from({ length: sizes.guestPlates }, (_, index) => {
      const { plate_letters: letters, plate_number: number } = nextPlate();
      return {
        k: index + 1,
        plate: letters + number,
        letters,
        number,
        search_text: staySearchText({ letters, number }),
      };
    }),
  );
  // Who may come in as a subscriber on which days of the year: each approved subscription's plates, and the company subscriptions' vehicles.
  const yearStart = sql`(${today}::date - ${DAYS - 1}::int)`;
  const windows = await rowsOf<{
    area_id: number;
    subscription_id: number | null;
    company_vehicle_id: number | null;
    letters: string;
    number: string;
    first_day: string;
    days: number;
  }>(
    db,
    sql`select s.area_id, s.id as subscription_id, null::int as company_vehicle_id, v.plate_letters as letters, v.plate_number as number,
          greatest(s.start_date, ${yearStart})::text as first_day, (least(s.end_date, ${today}::date) - greatest(s.start_date, ${yearStart}) + 1)::int as days
        from subscriptions s join subscription_vehicles v on v.subscription_id = s.id
        where s.status = 'active' and s.end_date >= ${yearStart} and s.start_date <= ${today}::date
        union all
        select c.area_id, null, v.id, v.plate_letters, v.plate_number,
          greatest(c.start_date, ${yearStart})::text, (least(c.end_date, ${today}::date) - greatest(c.start_date, ${yearStart}) + 1)::int
        from company_subscriptions c join company_subscription_vehicles v on v.subscription_id = c.id
        where c.status = 'active' and c.area_id is not null and c.end_date >= ${yearStart} and c.start_date <= ${today}::date
        order by 2, 3`,
  );
  await scratchTable(
    db,
    'bench_subscriber_plates',
    'k int, area_id int, subscription_id int, company_vehicle_id int, letters text, number text, plate text, search_text text, first_day date, days int',
    'k',
    windows.map((window, index) => ({
      ...window,
      k: index + 1,
      plate: window.letters + window.number,
      search_text: staySearchText(window),
    })),
  );
  const { tariffs, profileOf } = tariffProfiles(operator);
  const gatesOf = (areaId: number, way: 'in' | 'out') =>
    operator.gates.filter((gate) => gate.area_id === areaId && gate.way === way);
  const staffOf = (areaId: number) => operator.staff.filter((member) => member.area_id === areaId);
  await scratchTable(
    db,
    'bench_areas',
    'area_id int, profile int, tariff jsonb, free_minutes int, in_gates int, out_gates int, staff int',
    'area_id',
    operator.areas.map((area) => ({
      area_id: area.id,
      profile: profileOf.get(area.id),
      tariff: frozenTariff(area.tariff, DEFAULT_TIME_ZONE),
      free_minutes: area.tariff.free_minutes,
      in_gates: gatesOf(area.id, 'in').length,
      out_gates: gatesOf(area.id, 'out').length,
      staff: staffOf(area.id).length,
    })),
  );
  await scratchTable(
    db,
    'bench_gates',
    'area_id int, way text, k int, gate_id int',
    'area_id, way, k',
    operator.areas.flatMap((area) =>
      (['in', 'out'] as const).flatMap((way) =>
        gatesOf(area.id, way).map((gate, index) => ({ area_id: area.id, way, k: index + 1, gate_id: gate.id })),
      ),
    ),
  );
  await scratchTable(
    db,
    'bench_staff',
    'area_id int, k int, user_id int',
    'area_id, k',
    operator.areas.flatMap((area) =>
      staffOf(area.id).map((member, index) => ({ area_id: area.id, k: index + 1, user_id: member.id })),
    ),
  );
  await scratchTable(
    db,
    'bench_prices',
    'profile int, minutes int, amount int, chargeable int, lines jsonb',
    'profile, minutes',
    priceRows(tariffs),
  );
  return { subscriberPlates: windows.length };
}

export interface Draw {
  seed: number;
  /** The moment the year ends, as SQL. */
  now: SQL;
  today: string;
  timeZone: string;
  adminId: number;
}

/** A guest ticket's number for stay `row`: the row scrambled (multiplying by a number prime to 31^8 is a bijection) and written in the reference symbols. */
function ticketNumber(row: SQL, seed: number): SQL {
  const symbols = REFERENCE_SYMBOLS;
  const scrambled = sql`((${row})::bigint * 594823321163 + ${seed * 7919}::bigint) % 852891037441`;
  const symbol = (place: number) => sql`substr(${symbols}, ((${scrambled} / ${31 ** place}::bigint) % 31)::int + 1, 1)`;
  const [first, second] = [
    [7, 6, 5, 4],
    [3, 2, 1, 0],
  ].map((places) => sql.join(places.map(symbol), sql` || `));
  return sql`${first} || '-' || ${second}`;
}

/** What every stay statement shares: its times, gates, staff and whether it is closed, from the drawn columns. */
function stayInsert(draw: Draw, picked: SQL, kind: 'guest' | 'subscription'): SQL {
  const { now, seed, adminId } = draw;
  const guest = kind === 'guest';
  return sql`
    insert into bench_stays (${STAY_COLUMNS})
    with picked as (${picked}),
    timed as (
      select picked.*, entry_time + make_interval(secs => minutes * 60 - early_seconds) as exit_at
      from (select picked.*, case when local_entry > ${now} then local_entry - interval '1 day' else local_entry end as entry_time from picked) as picked
    )
    select t.plate, t.letters, t.number, ${kind}, t.area_id, gi.gate_id, case when t.exit_at <= ${now} and not t.forced then go.gate_id end,
      t.entry_time, case when t.exit_at <= ${now} then t.exit_at end, t.subscription_id, t.company_vehicle_id,
      ${guest ? ticketNumber(sql`t.i`, seed) : sql`null`},
      ${guest ? sql`encode(sha256(convert_to(${`bench ${seed} `} || t.i, 'UTF8')), 'hex')` : sql`null`},
      a.tariff, si.user_id, case when t.exit_at <= ${now} then case when t.forced then ${adminId}::int else so.user_id end end,
      case when t.exit_at <= ${now} and t.forced then ${FORCED_REASON} end, t.search_text, t.entry_time,
      case when t.exit_at <= ${now} then t.exit_at else t.entry_time end
    from timed t
    join bench_areas a on a.area_id = t.area_id
    join bench_gates gi on gi.area_id = t.area_id and gi.way = 'in' and gi.k = 1 + floor(t.gate_in * a.in_gates)::int
    join bench_gates go on go.area_id = t.area_id and go.way = 'out' and go.k = 1 + floor(t.gate_out * a.out_gates)::int
    left join bench_staff si on si.area_id = t.area_id and si.k = 1 + floor(t.staff_in * a.staff)::int
    left join bench_staff so on so.area_id = t.area_id and so.k = 1 + floor(t.staff_out * a.staff)::int`;
}

/** The columns each stay draws the same way, guest or subscriber, from its row number `i`. */
function drawnColumns(seed: number, hours: number[], minutes: number[]): SQL {
  const r = (purpose: number) => drawn(sql`i`, purpose, seed);
  return sql`(${intArray(hours)})[1 + floor(${r(3)} * ${hours.length})::int] as hour, floor(${r(4)} * 3600)::int as second,
    (${intArray(minutes)})[1 + floor(${r(5)} * ${minutes.length})::int] as minutes, floor(${r(6)} * 60)::int as early_seconds,
    ${r(8)} as gate_in, ${r(9)} as gate_out, ${r(10)} as staff_in, ${r(11)} as staff_out, ${r(12)} < ${FORCED_SHARE} as forced`;
}

function guestStays(
  draw: Draw,
  from: number,
  to: number,
  areaPick: number[],
  plates: number,
  hours: number[],
  minutes: number[],
): SQL {
  const r = (purpose: number) => drawn(sql`i`, purpose, draw.seed);
  const picked = sql`
    select g.*, p.plate, p.letters, p.number, p.search_text, null::int as subscription_id, null::int as company_vehicle_id,
      ((${draw.today}::date - floor(g.day_draw * ${DAYS})::int)::timestamp + make_interval(hours => g.hour, secs => g.second)) at time zone ${draw.timeZone} as local_entry
    from (
      select i, (${intArray(areaPick)})[1 + floor(${r(1)} * ${areaPick.length})::int] as area_id, ${r(2)} as day_draw,
        1 + floor(${r(7)} * ${plates})::int as plate_k, ${drawnColumns(draw.seed, hours, minutes)}
      from generate_series(${from}::bigint, ${to}::bigint) as i
    ) as g join bench_plates p on p.k = g.plate_k`;
  return stayInsert(draw, picked, 'guest');
}

function subscriberStays(
  draw: Draw,
  from: number,
  to: number,
  subscriberPlates: number,
  hours: number[],
  minutes: number[],
): SQL {
  const r = (purpose: number) => drawn(sql`i`, purpose, draw.seed);
  const picked = sql`
    select g.*, s.area_id, s.plate, s.letters, s.number, s.search_text, s.subscription_id, s.company_vehicle_id,
      ((s.first_day + floor(g.day_draw * s.days)::int)::timestamp + make_interval(hours => g.hour, secs => g.second)) at time zone ${draw.timeZone} as local_entry
    from (
      select i, 1 + floor(${r(1)} * ${subscriberPlates})::int as plate_k, ${r(2)} as day_draw, ${drawnColumns(draw.seed, hours, minutes)}
      from generate_series(${from}::bigint, ${to}::bigint) as i
    ) as g join bench_subscriber_plates s on s.k = g.plate_k`;
  return stayInsert(draw, picked, 'subscription');
}

/**
 * What the gates would have refused: a plate open twice in an area (the later entry stays), and
 * open stays past an area's capacities (the latest entries go).
 */
async function keepGateRules(db: Database) {
  await db.execute(sql`
    delete from vehicles where id in (
      select id from (select id, row_number() over (partition by plate, area_id order by entry_time desc, id desc) as n from vehicles where exit_time is null) as open
      where n > 1)`);
  await db.execute(sql`
    delete from vehicles where id in (
      select o.id from (
        select id, area_id, type, row_number() over (partition by area_id, type order by entry_time, id) as of_type,
          row_number() over (partition by area_id order by entry_time, id) as of_all
        from vehicles where exit_time is null) as o
      join areas a on a.id = o.area_id
      where o.of_all > a.max_capacity or o.of_type > case o.type when 'subscription' then a.subscription_capacity else a.guest_ticket_capacity end)`);
}

/**
 * Every payment in the order of its time, as they were written: each closed stay's, as its exit
 * wrote it (the price of its minutes by its tariff; a subscriber's and a waived force exit's
 * free), and each individual subscription's, written by its approval (server/features/subscriptions/subscription-payments.ts).
 */
function payments(draw: Draw, methods: Record<string, number>): SQL {
  const r = (purpose: number) => drawn(sql`x.id`, purpose, draw.seed);
  return sql`
    insert into payment_transactions (vehicle_id, subscription_id, company_subscription_id, type, area_id, entry_time, exit_time, duration_minutes,
      free_minutes, chargeable_minutes, hourly_rate_halalas, amount_halalas, payment_method_id, status, reference, tariff, lines, created_by, created_at, updated_at, notes)
    select * from (
      select x.id, x.subscription_id, x.company_subscription_id, x.payment_type, x.area_id, x.entry_time, x.exit_time, x.minutes,
        x.free_minutes, x.chargeable, x.hourly_rate, x.amount,
        case when x.amount = 0 then ${methods.free!}::int when ${r(21)} < 0.45 then ${methods.card!}::int when ${r(21)} < 0.7 then ${methods.cash!}::int
          when ${r(21)} < 0.9 then ${methods.wallet!}::int else ${methods.online!}::int end,
        'paid', null, x.tariff, x.lines, x.exited_by, x.exit_time as created_at, x.exit_time, x.forced_exit_reason
      from (
        select v.id, v.subscription_id, c.subscription_id as company_subscription_id, v.area_id, v.entry_time, v.exit_time, v.tariff, v.exited_by, v.forced_exit_reason,
          case when v.type = 'subscription' then 'subscription' else 'guest' end as payment_type, m.minutes, (v.tariff ->> 'hourly_fee_halalas')::int as hourly_rate,
          case when m.charged then a.free_minutes else 0 end as free_minutes, case when m.charged then p.chargeable else 0 end as chargeable,
          case when m.charged then p.amount else 0 end as amount, case when m.charged then p.lines else '[]'::jsonb end as lines
        from vehicles v
        cross join lateral (
          select ceil(extract(epoch from v.exit_time - v.entry_time) / 60)::int as minutes,
            v.type <> 'subscription' and not (v.forced_exit_reason is not null and ${drawn(sql`v.id`, 20, draw.seed)} < 0.5) as charged
        ) as m
        join bench_areas a on a.area_id = v.area_id
        left join bench_prices p on m.charged and p.profile = a.profile and p.minutes = m.minutes
        left join company_subscription_vehicles c on c.id = v.company_subscription_vehicle_id
        where v.exit_time is not null
      ) as x
      union all
      select null, id, null, 'subscription', area_id, null, null, null, null, null, null, final_price_halalas, payment_method_id, 'paid', reference,
        null, '[]'::jsonb, approved_by, approved_at, approved_at, null
      from subscriptions where approved_at is not null
    ) as written
    order by created_at`;
}

/** A few payments paid back, in full or half, a few hours to three days later, as a new negative row (server/features/payments/payment-transaction-writes.ts). */
function refunds(draw: Draw): SQL {
  const r = (purpose: number) => drawn(sql`id`, purpose, draw.seed);
  return sql`
    insert into payment_transactions (vehicle_id, subscription_id, company_subscription_id, type, area_id, entry_time, exit_time, duration_minutes,
      free_minutes, chargeable_minutes, hourly_rate_halalas, tariff, lines, currency, amount_halalas, payment_method_id, status, refund_of_id, notes,
      created_by, created_at, updated_at)
    select vehicle_id, subscription_id, company_subscription_id, type, area_id, entry_time, exit_time, duration_minutes, free_minutes, chargeable_minutes,
      hourly_rate_halalas, tariff, '[]'::jsonb, currency, -case when ${r(41)} < 0.6 then amount_halalas else greatest(1, amount_halalas / 2) end,
      payment_method_id, 'paid', id, ${REFUND_REASON}, ${draw.adminId}::int,
      least(${draw.now}, created_at + make_interval(mins => 30 + floor(${r(42)} * 4320)::int)), least(${draw.now}, created_at + make_interval(mins => 30 + floor(${r(42)} * 4320)::int))
    from payment_transactions
    where refund_of_id is null and amount_halalas > 0 and status = 'paid' and ${r(40)} < ${REFUND_SHARE}`;
}

async function inStatements(
  total: number,
  first: number,
  run: (from: number, to: number) => Promise<unknown>,
  progress: (done: number) => void,
) {
  for (let from = first; from < first + total; from += ROWS_PER_STATEMENT) {
    const to = Math.min(from + ROWS_PER_STATEMENT - 1, first + total - 1);
    await run(from, to);
    progress(to - first + 1);
  }
}

/**
 * Fills a year of stays and payments, each table in the order of its rows' times as the gates
 * wrote them, so that reading a day reads neighbouring pages, as it would. The revenue rollup is
 * left to the caller.
 */
export async function fillTraffic(
  db: Database,
  operator: Operator,
  sizes: TrafficSizes,
  draw: Draw,
  log: (line: string) => void,
) {
  const random = seededRandom(draw.seed + 3);
  const { subscriberPlates } = await prepare(db, operator, sizes, draw.seed, draw.today);
  const areaPick = quantiles(
    operator.areas.map((area) => [area.id, area.guest_ticket_capacity] as [number, number]),
    1000,
  );
  const subscriberStayCount = subscriberPlates > 0 ? Math.round(sizes.stays * SUBSCRIBER_SHARE) : 0;
  const guestStayCount = sizes.stays - subscriberStayCount;
  const guestHours = quantiles(
    GUEST_HOURS.map((weight, hour) => [hour, weight] as [number, number]),
    1000,
  );
  const subscriberHours = quantiles(
    SUBSCRIBER_HOURS.map((weight, hour) => [hour, weight] as [number, number]),
    1000,
  );
  const [guestMinutes, subscriberMinutes] = [durations(random, GUEST_STAYS), durations(random, SUBSCRIBER_STAYS)];

  await db.execute(sql`create unlogged table bench_stays as select ${STAY_COLUMNS} from vehicles with no data`);
  await inStatements(
    guestStayCount,
    1,
    (from, to) => db.execute(guestStays(draw, from, to, areaPick, sizes.guestPlates, guestHours, guestMinutes)),
    (done) => log(`guest stays drawn: ${done.toLocaleString('en')}`),
  );
  await inStatements(
    subscriberStayCount,
    guestStayCount + 1,
    (from, to) => db.execute(subscriberStays(draw, from, to, subscriberPlates, subscriberHours, subscriberMinutes)),
    (done) => log(`subscriber stays drawn: ${done.toLocaleString('en')}`),
  );
  await db.execute(
    sql`insert into vehicles (${STAY_COLUMNS}) select ${STAY_COLUMNS} from bench_stays order by entry_time, plate`,
  );
  await keepGateRules(db);
  log('stays written in the order of their entries');

  const methods = Object.fromEntries(
    (await rowsOf<{ code: string; id: number }>(db, sql`select code, id from payment_methods`)).map((method) => [
      method.code,
      method.id,
    ]),
  );
  await db.execute(payments(draw, methods));
  await db.execute(refunds(draw));
  log('payments written in the order of their times');
  await dropScratchTables(db);
}
