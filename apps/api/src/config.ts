import { ENDORSEMENT_LIMITS } from '@ladder/shared/schemas/endorsements';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const url = (protocols: string[]) =>
  optionalString.refine(
    (value) => value === undefined || (URL.canParse(value) && protocols.includes(new URL(value).protocol)),
    {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    },
  );

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(value)));

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** An address or CIDR as people write them (ipaddr.js alone would also take `1.5` for 1.0.0.5). */
const isProxyAddress = (entry: string) =>
  RANGE_NAMES.includes(entry) ||
  ipaddr.IPv4.isValidFourPartDecimal(entry) ||
  ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) ||
  ipaddr.IPv6.isValid(entry) ||
  ipaddr.IPv6.isValidCIDR(entry);

/**
 * TRUST_PROXY: off (unset, 0, false, no), a number of proxy hops (1, true and yes are one hop:
 * only the nearest proxy is trusted), or a comma-separated list of proxy addresses and CIDRs
 * (docs/decisions/0013-rate-limits-behind-a-proxy.md).
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value): string[] | number | false => {
    if (value === undefined || ['', '0', 'false', 'no'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return 1;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  })
  .refine((value) => !Array.isArray(value) || value.every(isProxyAddress), {
    message: 'must be 0, a number of proxy hops, or a comma-separated list of proxy addresses and CIDRs',
  });

/** The environment variables of docs/operations.md "Configuration". */
const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1)
    .max(65535)
    .default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  PUBLIC_URL: url(['http:', 'https:']),
  JWT_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('Ladder <no-reply@ladder.local>'),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: url(['http:', 'https:']),
  S3_REGION: optionalString,
  S3_PUBLIC_URL: url(['http:', 'https:']),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  REDIS_URL: url(['redis:', 'rediss:']),
  GOOGLE_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  OIDC_GOOGLE_ISSUER: url(['http:', 'https:']),
  OIDC_LINKEDIN_ISSUER: url(['http:', 'https:']),
  DEMO_DATA: flag,
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_SCALE: z.coerce
    .number({ message: 'must be a whole number of 1 or more' })
    .int('must be a whole number of 1 or more')
    .min(1, 'must be a whole number of 1 or more')
    .default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CAREER_TRACK_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Outdated votes count for this many days (docs/decisions/0027-outdated-votes.md). */
  OUTDATED_VOTE_DAYS: z.coerce.number().int().min(1).default(180),
  /** Days between asking to delete an account and its erasure; 0 erases at once (docs/decisions/0033). */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce
    .number({ message: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(0, 'must be a whole number of days')
    .default(30),
  /** An account's first hours, under tighter limits (docs/api/safety.md "New accounts"); 0: none. */
  NEW_ACCOUNT_HOURS: z.coerce.number().int().min(0).default(24),
  /** Days an account must have lived to endorse a skill (docs/api/profile.md "Endorsements"). */
  ENDORSER_MIN_ACCOUNT_DAYS: z.coerce.number().int().min(0).default(ENDORSEMENT_LIMITS.minAccountDays),
  READ_CACHE: flag,
  METRICS_TOKEN: optionalString.refine((value) => value === undefined || value.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  /** How long a claimed mail stays another instance's to send (docs/decisions/0021); tests shorten it. */
  MAIL_LEASE_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be a whole number of seconds')
    .default(120),
  /** Who is responsible for the members' personal data, as the legal pages name it (GET /legal). */
  DATA_CONTROLLER_NAME: z.string().trim().min(1).max(200).default('Ladder'),
  DATA_CONTROLLER_ADDRESS: z.string().trim().min(1).max(300).default('Ho Chi Minh City, Vietnam'),
  DATA_PROTECTION_EMAIL: z.email({ message: 'must be an email address' }).default('privacy@ladder.vn'),
  /** The support contact every page that invites questions names (GET /legal). */
  SUPPORT_EMAIL: z.email({ message: 'must be an email address' }).default('support@ladder.vn'),
  /** Posting and commenting need a verified Vietnamese mobile number (docs/api/phone.md). */
  PHONE_VERIFICATION: flag,
  /** The SMS provider's endpoint (docs/api/phone.md, "The SMS provider"); unset: DATA_DIR/sms-outbox files. */
  SMS_URL: url(['http:', 'https:']),
  SMS_TOKEN: optionalString,
  /** Codes sent by SMS in any hour, all members together: a ceiling against SMS pumping (docs/api/phone.md). */
  SMS_HOURLY_BUDGET: z.coerce
    .number({ message: 'must be a whole number of 1 or more' })
    .int('must be a whole number of 1 or more')
    .min(1, 'must be a whole number of 1 or more')
    .default(200),
  /** Web Push's VAPID key pair (base64url); unset: generated once into DATA_DIR/secrets (docs/api/push.md). */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services may contact about our pushes: a mailto: or https: URL; unset: PUBLIC_URL (https), else SUPPORT_EMAIL. */
  VAPID_SUBJECT: url(['mailto:', 'https:']),
  /** Tests only: push endpoints on loopback and private addresses, over http too. */
  PUSH_ALLOW_PRIVATE_ENDPOINTS: flag,
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0)
    .default(10_000),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string | undefined;
  /** `leaseSeconds`: how long a mail an instance claimed waits before another may send it. */
  mail: { smtpUrl: string | undefined; from: string; leaseSeconds: number };
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        publicUrl: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      }
    | undefined;
  redisUrl: string | undefined;
  google: { clientId: string; issuer: string } | undefined;
  linkedin: { clientId: string; clientSecret: string; issuer: string } | undefined;
  demoData: boolean;
  /** Off, a number of proxy hops, or the proxies' addresses and CIDRs (docs/decisions/0013). */
  trustProxy: false | number | string[];
  /** Every rate limit's maximum is multiplied by this; more than 1 only in tests (README). */
  rateLimitScale: number;
  logLevel: string;
  careerTrackLimit: number;
  outdatedVoteDays: number;
  /** Days an account waits between its deletion request and its erasure (0: at once). */
  accountDeletionGraceDays: number;
  /** Hours an account is new: tighter limits, its comments' links shown as text (0: none). */
  newAccountHours: number;
  /** Days an account must have lived to endorse a skill (7 by default). */
  endorserMinAccountDays: number;
  /** In-memory caches of sessions and feed pages, evicted by LISTEN/NOTIFY (docs/decisions/0011). */
  readCache: boolean;
  /** After SIGTERM, how long requests in flight may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** The bearer token /metrics asks for; without one there is no /metrics (docs/operations.md). */
  metricsToken: string | undefined;
  /**
   * `required`: posting and commenting need a verified mobile number (PHONE_VERIFICATION); the
   * codes go to `url` with the bearer `token`, or to files under DATA_DIR/sms-outbox without one;
   * at most `smsHourlyBudget` codes go out in any hour (SMS_HOURLY_BUDGET).
   */
  phone: { required: boolean; smsUrl: string | undefined; smsToken: string | undefined; smsHourlyBudget: number };
  /** The data controller and its data protection contact, named on the legal pages. */
  legal: { controllerName: string; controllerAddress: string; contactEmail: string; supportEmail: string };
  /**
   * Web Push: the VAPID key pair from the environment (else DATA_DIR/secrets/vapid.json), the
   * subject push services may write to, and whether endpoints may be private (tests).
   */
  push: {
    vapid: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    allowPrivateEndpoints: boolean;
  };
}

export class ConfigError extends Error {}

/** Parses the environment into a frozen Config; a bad value throws one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined>): Readonly<Config> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? 'is not valid'} (got ${JSON.stringify(env[name] ?? '')})`,
    );
  }
  const e = parsed.data;
  if (e.LINKEDIN_CLIENT_ID && !e.LINKEDIN_CLIENT_SECRET) {
    throw new ConfigError('Invalid configuration: LINKEDIN_CLIENT_SECRET is required when LINKEDIN_CLIENT_ID is set');
  }
  if (e.SMS_URL && !e.SMS_TOKEN) {
    throw new ConfigError('Invalid configuration: SMS_TOKEN is required when SMS_URL is set');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    jwtSecret: e.JWT_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, leaseSeconds: e.MAIL_LEASE_SECONDS },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          publicUrl: e.S3_PUBLIC_URL,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    google: e.GOOGLE_CLIENT_ID
      ? { clientId: e.GOOGLE_CLIENT_ID, issuer: e.OIDC_GOOGLE_ISSUER ?? 'https://accounts.google.com' }
      : undefined,
    linkedin:
      e.LINKEDIN_CLIENT_ID && e.LINKEDIN_CLIENT_SECRET
        ? {
            clientId: e.LINKEDIN_CLIENT_ID,
            clientSecret: e.LINKEDIN_CLIENT_SECRET,
            issuer: e.OIDC_LINKEDIN_ISSUER ?? 'https://www.linkedin.com/oauth',
          }
        : undefined,
    demoData: e.DEMO_DATA ?? e.DATABASE_URL === undefined,
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    logLevel: e.LOG_LEVEL,
    careerTrackLimit: e.CAREER_TRACK_LIMIT,
    outdatedVoteDays: e.OUTDATED_VOTE_DAYS,
    accountDeletionGraceDays: e.ACCOUNT_DELETION_GRACE_DAYS,
    newAccountHours: e.NEW_ACCOUNT_HOURS,
    endorserMinAccountDays: e.ENDORSER_MIN_ACCOUNT_DAYS,
    readCache: e.READ_CACHE ?? true,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    phone: {
      required: e.PHONE_VERIFICATION ?? false,
      smsUrl: e.SMS_URL,
      smsToken: e.SMS_TOKEN,
      smsHourlyBudget: e.SMS_HOURLY_BUDGET,
    },
    legal: {
      controllerName: e.DATA_CONTROLLER_NAME,
      controllerAddress: e.DATA_CONTROLLER_ADDRESS,
      contactEmail: e.DATA_PROTECTION_EMAIL,
      supportEmail: e.SUPPORT_EMAIL,
    },
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? (publicUrl.startsWith('https:') ? publicUrl : `mailto:${e.SUPPORT_EMAIL}`),
      allowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS ?? false,
    },
  });
}

/**
 * Fastify's trustProxy for Config.trustProxy. Fastify 5 no longer counts hops itself, so a
 * number becomes a function trusting that many hops nearest to the server.
 */
export function fastifyTrustProxy(value: Config['trustProxy']): false | string[] | TrustHops {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
type TrustHops = (address: string, hop: number) => boolean;
