import { z } from 'zod';
import path from 'node:path';

/**
 * The only reader of process.env. Every setting has an embedded default so that
 * `npm start` needs nothing installed; production refuses the development secret.
 */
const DEV_SECRET = 'patina-development-secret-change-me-0123456789';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Unset: every interface in production (behind its proxy), this machine only otherwise.
    HOST: z.string().max(255).optional(),
    TRUST_PROXY: z.string().max(1000).default('false'),
    DATABASE_URL: z.string().url().max(2000).optional(),
    DATA_DIR: z.string().max(1000).default('./data'),
    STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    PUBLIC_URL: z.string().url().max(2000).optional(),
    SMTP_URL: z.string().max(2000).optional(),
    AI_BASE_URL: z.string().url().max(2000).default('https://api.openai.com/v1'),
    AI_MODEL: z.string().max(200).default('gpt-4o-mini'),
    // Production without SMTP only when said so: mail then stays in the outbox, unsent.
    MAIL_DISABLED: z.enum(['true', 'false']).default('false'),
    MAIL_FROM: z.string().max(320).default('Patina <concierge@patina.local>'),
    MAIL_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
    // Events wake readers through LISTEN/NOTIFY; this poll is only the safety net.
    EVENTS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
    JOBS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
    // Image search describes the catalogue's pictures in the background at start (tests index when they need it).
    IMAGE_INDEX_ON_START: z.enum(['true', 'false']).default('true'),
    AUTH_SECRET: z.string().min(32).max(512).default(DEV_SECRET),
    GOOGLE_CLIENT_ID: z.string().max(512).optional(),
    GOOGLE_CLIENT_SECRET: z.string().max(512).optional(),
    APPLE_CLIENT_ID: z.string().max(512).optional(),
    APPLE_CLIENT_SECRET: z.string().max(4096).optional(),
    AI_API_KEY: z.string().max(512).optional(),
    DEMO_PRODUCTS: z.coerce.number().int().min(0).max(5_000_000).default(20_000),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    WEB_BUILD: z.enum(['auto', 'off']).default('auto'),
    WEB_DIST: z.string().max(1000).default('dist/web'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    // Files (photos, identity documents): local disk under DATA_DIR, or an S3-compatible bucket.
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.string().url().max(2000).optional(),
    S3_BUCKET: z.string().max(255).optional(),
    S3_REGION: z.string().max(64).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().max(512).optional(),
    S3_SECRET_ACCESS_KEY: z.string().max(512).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    UPLOADS_PUBLIC_URL: z.string().max(2000).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.AUTH_SECRET === DEV_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'set AUTH_SECRET in production' });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_DISABLED !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'set SMTP_URL in production (sign-up and password resets need mail), or MAIL_DISABLED=true to run without sending any',
      });
    }
    if (env.STORAGE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `set ${name} when STORAGE=s3` });
      }
    }
  });

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** Whose X-Forwarded-For to believe: nobody (false), any hop (true), or listed addresses. */
  readonly trustProxy: boolean | string;
  readonly publicUrl: string;
  readonly database: { readonly kind: 'pglite'; readonly dataDir: string | null } | { readonly kind: 'postgres'; readonly url: string };
  readonly dataDir: string;
  /** PostgreSQL: the longest a statement of the serving app may run; 0 = no limit. */
  readonly statementTimeoutMs: number;
  /** pollMs: how often the in-process sender drains the outbox; 0 = never (tests flush). */
  readonly mail: { readonly smtpUrl: string | null; readonly from: string; readonly pollMs: number };
  /** An OpenAI-compatible model for the assistant (issue #16); null: the offline engine only. */
  readonly assistantModel?: { readonly apiKey: string; readonly baseUrl: string; readonly model: string } | null;
  /** How often event readers look for events without a notification (safety net); 0 = never. */
  readonly eventsPollMs: number;
  /** Whether the image-search index of the catalogue is built in the background at start. */
  readonly imageIndexOnStart: boolean;
  /** pollMs: how often the job runner looks for due jobs; 0 = never (tests call runDue). */
  readonly jobs: { readonly pollMs: number };
  readonly authSecret: string;
  readonly oauth: {
    readonly google: { readonly clientId: string; readonly clientSecret: string } | null;
    readonly apple: { readonly clientId: string; readonly clientSecret: string } | null;
  };
  readonly aiApiKey: string | null;
  readonly demo: { readonly seed: boolean; readonly products: number };
  readonly logLevel: string;
  readonly webDist: string;
  /** 'auto': npm start builds the web app when its sources are newer than the build. */
  readonly webBuild: 'auto' | 'off';
  /**
   * Where files live. publicUrl: where browsers fetch public files (the /uploads route by
   * default, which serves both homes; a CDN in front of the bucket otherwise).
   */
  readonly storage:
    | { readonly kind: 'local'; readonly publicUrl: string }
    | {
        readonly kind: 's3';
        readonly publicUrl: string;
        readonly s3: {
          readonly endpoint: string; readonly bucket: string; readonly region: string;
          readonly accessKeyId: string; readonly secretAccessKey: string; readonly forcePathStyle: boolean;
        };
      };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const pair = (id?: string, secret?: string) => (id && secret ? { clientId: id, clientSecret: secret } : null);
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' || e.TRUST_PROXY === '' ? false : e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    database: e.DATABASE_URL
      ? { kind: 'postgres' as const, url: e.DATABASE_URL }
      : { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    mail: { smtpUrl: e.SMTP_URL || null, from: e.MAIL_FROM, pollMs: e.MAIL_POLL_MS },
    assistantModel: e.AI_API_KEY ? { apiKey: e.AI_API_KEY, baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''), model: e.AI_MODEL } : null,
    eventsPollMs: e.EVENTS_POLL_MS,
    imageIndexOnStart: e.IMAGE_INDEX_ON_START === 'true',
    jobs: { pollMs: e.JOBS_POLL_MS },
    authSecret: e.AUTH_SECRET,
    oauth: {
      google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      apple: pair(e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET),
    },
    aiApiKey: e.AI_API_KEY ?? null,
    demo: { seed: e.SEED_DEMO, products: e.DEMO_PRODUCTS },
    // Access logs belong to production; in development they drown the useful lines.
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'warn'),
    webDist: path.resolve(e.WEB_DIST),
    webBuild: e.WEB_BUILD,
    storage: storageOf(e),
  });
}

function storageOf(e: z.infer<typeof schema>): Config['storage'] {
  const publicUrl = (e.UPLOADS_PUBLIC_URL || '/uploads').replace(/\/+$/, '');
  if (e.STORAGE === 'local') return { kind: 'local', publicUrl };
  return {
    kind: 's3',
    publicUrl,
    s3: {
      endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}
