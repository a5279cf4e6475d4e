import { isIP } from 'node:net';
import { z } from 'zod';
import { FATOORA_ENVIRONMENTS } from '../domain/einvoice';
import { PAYMENT_GATEWAYS } from '../domain/online-payment';
import { normalizeSaudiIban } from '../domain/iban';
import { DEFAULT_REPLAY_HOLD_ABOVE_HALALAS } from '../domain/lane-time';
import { DEFAULT_TIME_ZONE, isKnownTimeZone } from '../domain/local-date';
import { halalasToSar } from '../domain/money';
import { isBuildingNumber, isPostalCode } from '../domain/national-address';
import { normalizeSaudiPhone } from '../domain/phone';
import { DEFAULT_REMINDER_DAYS_BEFORE } from '../domain/reminder';
import { isSaudiVatNumber } from '../domain/vat';
import { connectionStringProblem, hostsOf } from './db/postgres-hosts';
import { StartupError } from './db/startup-error';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A setting read by a domain normaliser: stored as it gives it, refused with `problem` when it reads none. */
function normalizedSetting(normalize: (input: string) => string | null, fallback: string, problem: string) {
  return z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const normalized = normalize(value);
      if (normalized) return normalized;
      ctx.addIssue({ code: 'custom', message: `${problem}, not "${value}"` });
      return z.NEVER;
    });
}

/** The ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or a CIDR range (10.0.0.0/8, fd00::/8) of a proxy, or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For entries to believe: none (false, 0), the last N, appended by the N
 * proxies in front (a hop count), or those appended by the listed proxies. The client is then the
 * address the nearest trusted proxy appended; whatever the caller wrote before it is ignored.
 * `true` (believe every entry, the leftmost of which any caller writes) is refused.
 */
const trustProxySetting = z
  .string()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim().toLowerCase();
    if (['', 'false', 'no', '0'].includes(text)) return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (text === 'true' || text === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          'must say which proxies to trust, not "true" (which believes the first X-Forwarded-For address, one any caller writes): ' +
          'the number of proxies in front (1 for one HAProxy or nginx) or their addresses (10.0.0.5,10.0.1.0/24)',
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies, or proxy addresses or ranges (10.0.0.5,10.0.1.0/24), not "${wrong.join('", "')}"`,
    });
    return z.NEVER;
  });

/**
 * The TRUST_PROXY setting as Fastify's `trustProxy`. A hop count becomes a function: Fastify takes a
 * bare number as trusting nobody, since it cannot tell whether the nearest peer is a proxy. Behind
 * N proxies that every request passes (the instances reachable through them only), the N
 * addresses nearest the server are theirs, so the client is the one before them.
 */
export function fastifyTrustProxy(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** An address people reach the app at, kept without a trailing slash. */
const publicAddress = z
  .string()
  .url()
  .transform((url) => url.replace(/\/+$/, ''))
  .optional();

/** Words the operator sets (a name, an address): any text but an empty one. */
const textSetting = (fallback: string) => z.string().trim().min(1, 'must not be empty').default(fallback);

/** The seller's name in a receipt's QR code: a TLV value holds at most 255 bytes of UTF-8 (domain/zatca-qr.ts). */
const MAX_QR_TEXT_BYTES = 255;

/** A SWIFT (BIC) code: bank, country, location and an optional branch; stored in capitals. */
const SWIFT_CODE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** One host, or libpq's several (`postgres://user@node1:5432,node2:5432/parking`): a failover's pair. */
const postgresConnectionString = z.string().superRefine((value, context) => {
  const problem = connectionStringProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: postgresConnectionString.optional(),
    READ_DATABASE_URL: postgresConnectionString
      .refine((value) => hostsOf(value).length === 1, 'names one replica, a single host')
      .optional(),
    READ_REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    MONTHLY_PARTITIONS: booleanFromEnv.default(false),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(86400),
    SEED_DEMO: booleanFromEnv.default(true),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    SIGN_UP_ENABLED: booleanFromEnv.default(false),
    /** Webhooks may go to plain http on this machine (tests, development); elsewhere https only. */
    WEBHOOK_ALLOW_LOCAL_HTTP: booleanFromEnv.default(false),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default('Parking System <no-reply@parking.local>'),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    LOGIN_SLOWDOWN_SECONDS: z.coerce.number().int().min(1).default(5),
    /** One reset code per email per this many seconds (0: no wait). */
    PASSWORD_RESET_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
    /**
     * The key the public subscription-request form sends (X-API-Key). Not a secret: the page is
     * public and learns it from /api/settings. Changing it cuts off scripts that copied an old one.
     */
    PUBLIC_API_KEY: z
      .string()
      .min(8, 'PUBLIC_API_KEY must be at least 8 characters')
      .default('parking-system-public-requests'),
    /** Public subscription requests per IP per hour. */
    PUBLIC_REQUEST_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** A guest's look-ups and checkouts of their stay, payers' checkouts of links and returns from the gateway, per IP per minute. */
    PUBLIC_PAYMENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    TRUST_PROXY: trustProxySetting,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TIME_ZONE: z
      .string()
      .default(DEFAULT_TIME_ZONE)
      .refine(isKnownTimeZone, {
        error: (issue) => `unknown time zone "${String(issue.input)}" (an IANA name such as Asia/Riyadh)`,
      }),
    /** How long before its arrival a gate event's own time is taken as it is (domain/lane-time.ts). */
    GATE_LANE_TOLERANCE_SECONDS: z.coerce.number().int().min(0).max(900).default(120),
    /** What a lane device's replayed time may move a fee by, in SAR, before a person decides it (domain/lane-time.ts). */
    GATE_REPLAY_HOLD_ABOVE_SAR: z.coerce
      .number()
      .min(0)
      .max(100_000)
      .default(halalasToSar(DEFAULT_REPLAY_HOLD_ABOVE_HALALAS)),
    /**
     * How many gate decisions (entries and exits, from consoles, lane devices and cameras) one
     * instance takes in hand at once; the next is answered 503 with Retry-After
     * (server/core/plugins/shedding.ts). Unset: 16 on PostgreSQL, whose own processes work on the
     * decisions' statements while the instance goes on with the next; 8 on the embedded database,
     * which runs in the instance's own thread, where more in hand would only wait longer.
     */
    GATE_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).optional(),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** On SIGTERM or SIGINT: how long the requests in flight may take to finish before they are cut off. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    /**
     * How often a quiet live stream sends a comment, which keeps proxies from closing it, and
     * checks its caller again (server/core/live.routes.ts): below the proxies' read timeouts, and below the 45 s
     * of silence after which the browser takes a stream for dead.
     */
    LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(40).default(20),
    API_DOCS: booleanFromEnv.optional(),
    MAIL_LOG_BODIES: booleanFromEnv.default(false),
    /**
     * The address people reach the app at, for links in mail and messages (a renewal link, a payment
     * link) and the gateway's callbacks; unset, see server/core/public-url.ts. PUBLIC_URL is its
     * earlier name, still read when PUBLIC_BASE_URL is not set.
     */
    PUBLIC_BASE_URL: publicAddress,
    PUBLIC_URL: publicAddress,
    /** How many days before a subscription or a company's quota ends its reminder is mailed. */
    REMINDER_DAYS_BEFORE: z.coerce.number().int().min(1).max(90).default(DEFAULT_REMINDER_DAYS_BEFORE),
    STATIC_DIR: z.string().default('./dist'),
    // Where an offer asks the applicant to pay, and whom to ask: placeholders until the operator sets them.
    OFFER_BANK_NAME: z.string().trim().min(1).default('Example Bank'),
    OFFER_ACCOUNT_NUMBER: z.string().trim().min(1).default('608010167519'),
    OFFER_BENEFICIARY_NAME: z.string().trim().min(1).default('Parking Operator Co.'),
    OFFER_IBAN: normalizedSetting(
      normalizeSaudiIban,
      'SA0380000000608010167519',
      'must be a Saudi IBAN (SA, 2 check digits, a 2-digit bank code and 18 letters or digits, 24 characters) whose check digits match',
    ),
    OFFER_SWIFT_CODE: z
      .string()
      .default('EXBKSARI')
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine((value) => SWIFT_CODE.test(value), {
        error: (issue) => `must be a SWIFT code of 8 or 11 letters and digits (RJHISARI), not "${String(issue.input)}"`,
      }),
    OFFER_CONTACT_PHONE: normalizedSetting(
      normalizeSaudiPhone,
      '+966112345678',
      'must be a Saudi mobile or landline number (05XXXXXXXX or 011XXXXXXX)',
    ),
    OFFER_CONTACT_EMAIL: z
      .string()
      .trim()
      .pipe(z.email({ error: (issue) => `must be an email address, not "${String(issue.input)}"` }))
      .default('subscriptions@parking.example'),
    // The seller a VAT receipt names: placeholders until the operator sets them. The QR code carries
    // the Arabic name (invoices in the Kingdom are in Arabic) and the VAT number.
    OPERATOR_NAME: textSetting('Parking Operator Co.'),
    OPERATOR_NAME_AR: textSetting('شركة مشغل المواقف').refine(
      (name) => new TextEncoder().encode(name).length <= MAX_QR_TEXT_BYTES,
      {
        error: `must fit the receipt's QR code: at most ${MAX_QR_TEXT_BYTES} bytes in UTF-8 (about 125 Arabic letters)`,
      },
    ),
    OPERATOR_VAT_NUMBER: z
      .string()
      .trim()
      .default('300000000000003')
      .refine(isSaudiVatNumber, {
        error: (issue) =>
          `must be a Saudi VAT number (15 digits, the first and the last a 3), not "${String(issue.input)}"`,
      }),
    OPERATOR_ADDRESS: textSetting('King Fahd Road, Al Olaya, Riyadh 12211, Saudi Arabia'),
    OPERATOR_ADDRESS_AR: textSetting('طريق الملك فهد، العليا، الرياض 12211، المملكة العربية السعودية'),
    // Phase 2 of e-invoicing: where documents go, and the seller's registration and national address
    // as each document states them (BR-KSA-08, 09, 37, 66).
    FATOORA_ENV: z.enum(FATOORA_ENVIRONMENTS).default('simulator'),
    OPERATOR_CRN: z
      .string()
      .trim()
      .default('1010010000')
      .refine((value) => /^[A-Za-z0-9]{1,20}$/.test(value), {
        error: (issue) => `must be a commercial registration number (letters and digits), not "${String(issue.input)}"`,
      }),
    OPERATOR_STREET_AR: textSetting('طريق الملك فهد'),
    OPERATOR_BUILDING_NUMBER: z
      .string()
      .trim()
      .default('2121')
      .refine(isBuildingNumber, {
        error: (issue) => `must be a building number of 4 digits, not "${String(issue.input)}"`,
      }),
    OPERATOR_DISTRICT_AR: textSetting('العليا'),
    OPERATOR_CITY_AR: textSetting('الرياض'),
    OPERATOR_POSTAL_CODE: z
      .string()
      .trim()
      .default('12211')
      .refine(isPostalCode, {
        error: (issue) => `must be a postal code of 5 digits, not "${String(issue.input)}"`,
      }),
    /**
     * The secret the units' private keys are encrypted with. Without it, one the first start makes
     * is kept in the database (like the token secret): set it in production, so that a copy of the
     * database alone does not hold the keys.
     */
    EINVOICE_KEY_SECRET: z.string().min(32, 'EINVOICE_KEY_SECRET must be at least 32 characters').optional(),
    // Online payments (docs/payments.md): the embedded simulator, or Moyasar with the account's keys.
    PAYMENT_GATEWAY: z.enum(PAYMENT_GATEWAYS).default('simulator'),
    MOYASAR_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\w+$/, 'must be a Moyasar secret key (sk_test_… or sk_live_…)')
      .optional(),
    MOYASAR_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Moyasar publishable key (pk_test_… or pk_live_…)')
      .optional(),
    MOYASAR_WEBHOOK_SECRET: z.string().min(16, 'MOYASAR_WEBHOOK_SECRET must be at least 16 characters').optional(),
    /** How long a payment link may be paid, in hours. */
    PAYMENT_LINK_HOURS: z.coerce.number().int().min(1).max(720).default(72),
    // Text messages (docs/text-messages.md): kept in the outbox only, or sent by Unifonic with the application's id.
    SMS_PROVIDER: z.enum(['outbox', 'unifonic']).default('outbox'),
    UNIFONIC_APP_SID: z.string().min(8, 'UNIFONIC_APP_SID must be at least 8 characters').optional(),
    /** The sender name Unifonic registered for the account; its default sender when unset. */
    UNIFONIC_SENDER_ID: z.string().min(1).max(11).optional(),
  })
  .refine((config) => !config.ADMIN_PASSWORD || config.ADMIN_EMAIL, {
    message: 'ADMIN_PASSWORD needs ADMIN_EMAIL',
    path: ['ADMIN_EMAIL'],
  })
  .refine(
    (config) =>
      config.PAYMENT_GATEWAY !== 'moyasar' ||
      (config.MOYASAR_SECRET_KEY && config.MOYASAR_PUBLISHABLE_KEY && config.MOYASAR_WEBHOOK_SECRET),
    {
      message: 'PAYMENT_GATEWAY=moyasar needs MOYASAR_SECRET_KEY, MOYASAR_PUBLISHABLE_KEY and MOYASAR_WEBHOOK_SECRET',
      path: ['PAYMENT_GATEWAY'],
    },
  )
  .refine((config) => !config.READ_DATABASE_URL || config.DATABASE_URL, {
    message: 'READ_DATABASE_URL needs DATABASE_URL: the embedded database has no replica',
    path: ['READ_DATABASE_URL'],
  })
  .refine((config) => config.SMS_PROVIDER !== 'unifonic' || config.UNIFONIC_APP_SID, {
    message: 'SMS_PROVIDER=unifonic needs UNIFONIC_APP_SID',
    path: ['SMS_PROVIDER'],
  })
  .refine(
    (config) =>
      !config.MOYASAR_SECRET_KEY ||
      !config.MOYASAR_PUBLISHABLE_KEY ||
      config.MOYASAR_SECRET_KEY.startsWith('sk_live_') === config.MOYASAR_PUBLISHABLE_KEY.startsWith('pk_live_'),
    { message: 'the Moyasar keys must both be test keys or both live keys', path: ['MOYASAR_PUBLISHABLE_KEY'] },
  )
  .transform((config) => ({
    ...config,
    // The API description helps whoever builds on the API; a production server need not publish it.
    API_DOCS: config.API_DOCS ?? config.NODE_ENV === 'development',
    GATE_MAX_IN_FLIGHT: config.GATE_MAX_IN_FLIGHT ?? (config.DATABASE_URL ? 16 : 8),
    PUBLIC_URL: config.PUBLIC_BASE_URL ?? config.PUBLIC_URL,
  }));

export type Config = z.output<typeof configSchema>;

/** Parses the environment once; a bad value stops the process with a message naming it, one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
