import 'reflect-metadata';
import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { THEME_NAMES } from '../domain/theme/themes';

const SENSITIVE = Symbol('sensitive');

/** Marks a setting whose value must never be logged or exposed to pages. */
function Sensitive(): PropertyDecorator {
  return (target, key) => {
    const keys: string[] = Reflect.getMetadata(SENSITIVE, target) ?? [];
    Reflect.defineMetadata(SENSITIVE, [...keys, String(key)], target);
  };
}

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const VRAI = ['1', 'true', 'yes', 'oui'];
const FAUX = ['0', 'false', 'no', 'non'];
/** A switch's words; any other value is left as written, so @IsBoolean refuses it instead of reading it as false. */
const toBool = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return undefined;
  const mot = String(value).toLowerCase();
  return VRAI.includes(mot) ? true : FAUX.includes(mot) ? false : value;
};
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** A rate limit written `<requests>/<seconds>`, e.g. `30/60`. */
const LIMITE = /^[1-9]\d{0,6}\/[1-9]\d{0,5}$/;
const LIMITE_MESSAGE = 'attendu <requêtes>/<secondes>, par exemple 30/60';

export interface Limite {
  limite: number;
  /** Window in milliseconds. */
  fenetreMs: number;
}

export const lireLimite = (valeur: string): Limite => {
  const [limite, secondes] = valeur.split('/').map(Number);
  return { limite, fenetreMs: secondes * 1000 };
};

/**
 * Typed configuration, read once from the environment and validated at start.
 * Every optional part has an embedded default so `npm start` works on a bare machine.
 */
/** The simulator's callback secret outside production when none is set (public: it protects nothing real). */
export const SECRET_RAPPELS_DEVELOPPEMENT = 'whsec_ZGV2ZWxvcHBlbWVudC1zaW11bGF0ZXVyLXNpZ25hdHVyZQ==';

export class AppConfig {
  @Transform(toInt) @IsInt() @Min(0) @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '127.0.0.1';

  /** Public address of the application, used for OIDC redirects and links in e-mails. */
  @Transform(emptyToUndefined) @IsOptional() @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL?: string;

  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** PostgreSQL connection string; without it an embedded PGlite is served on loopback. */
  @Sensitive() @Transform(emptyToUndefined) @IsOptional() @IsString()
  DATABASE_URL?: string;

  /**
   * Parameterised statements sent as named prepared statements, parsed once per connection
   * (docs/adr/0089). Set false behind a pooler that does not keep them (PgBouncer in transaction
   * mode before 1.21, or without max_prepared_statements).
   */
  @Transform(toBool) @IsBoolean()
  DATABASE_PREPARED_STATEMENTS = true;

  /**
   * Without DATABASE_URL: the embedded PGlite runs in a thread of its own (docs/adr/0091), off the
   * thread that renders pages. false runs it in the main thread, as before (benchmarks compare both).
   */
  @Transform(toBool) @IsBoolean()
  DATABASE_EMBEDDED_THREAD = true;

  /** Redis connection string for BullMQ; without it jobs run in process. */
  @Sensitive() @Transform(emptyToUndefined) @IsOptional() @IsString()
  REDIS_URL?: string;

  /** Whether this process also consumes the job queue (the API does by default). */
  @Transform(toBool) @IsBoolean()
  RUN_WORKER = true;

  /** BullMQ: a worker that dies mid-job loses it to another worker after about this long (ms). */
  @Transform(toInt) @IsInt() @Min(1000) @Max(600_000)
  JOBS_LOCK_MS = 30_000;

  /**
   * SIGTERM: how long in-flight requests and running jobs have to finish before the process
   * stops anyway (ms). Counted from the signal, the readiness delay included.
   */
  @Transform(toInt) @IsInt() @Min(0) @Max(600_000)
  SHUTDOWN_GRACE_MS = 10_000;

  /**
   * `npm run worker`'s CPU priority (nice, 0–19; 0 leaves it as started). Documents are rendered
   * on the cores the API answers on: a lower priority lets the kernel serve a broker's request
   * first and give the batch what is left (ADR 0086).
   */
  @Transform(toInt) @IsInt() @Min(0) @Max(19)
  WORKER_NICE = 19;

  /**
   * SIGTERM: how long readiness answers 503 while new connections are still served, so the proxy
   * takes the process out before it stops accepting (ms; at most SHUTDOWN_GRACE_MS).
   */
  @Transform(toInt) @IsInt() @Min(0) @Max(600_000)
  SHUTDOWN_READINESS_DELAY_MS = 2_000;

  /**
   * Streams of the files' events (GET /api/evenements, ADR 0082) one user may hold open in one
   * process (tabs); beyond it the oldest is closed. Benchmarks raise it (500 streams of one account).
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(100_000)
  EVENEMENTS_FLUX_PAR_UTILISATEUR = 20;

  /** Folder for embedded data (PGlite files, development keys). */
  @IsString()
  DATA_DIR = 'var';

  @Sensitive() @Transform(emptyToUndefined) @IsOptional() @IsString()
  SESSION_SECRET?: string;

  /** A page session ends after this many minutes without use (the pages' 10 s keep-alive is not use). */
  @Transform(toInt) @IsInt() @Min(1) @Max(24 * 60)
  SESSION_IDLE_MINUTES = 30;

  /**
   * Express 'trust proxy' (e.g. `loopback`, `1`, `10.0.0.0/8`): X-Forwarded-For/Proto/Host are
   * believed only from these proxies. Unset: not at all (direct exposure).
   */
  @Transform(emptyToUndefined) @IsOptional() @IsString()
  TRUST_PROXY?: string;

  /** OIDC provider base address (spec configuration `url`). Empty: built-in development provider. */
  @Transform(emptyToUndefined) @IsOptional() @IsString()
  OIDC_URL?: string;

  /** OIDC realm (spec configuration `realm`). */
  @Transform(emptyToUndefined) @IsOptional() @IsString()
  OIDC_REALM?: string;

  /** OIDC client id (spec configuration `clientId`). */
  @Transform(emptyToUndefined) @IsOptional() @IsString()
  OIDC_CLIENT_ID?: string;

  @Sensitive() @Transform(emptyToUndefined) @IsOptional() @IsString()
  OIDC_CLIENT_SECRET?: string;

  /** Audience (`aud`) bearer access tokens must carry. Default: the client id (the built-in provider's API resource). */
  @Transform(emptyToUndefined) @IsOptional() @IsString()
  OIDC_AUDIENCE?: string;

  /**
   * Bearer token of GET /api/metrics (Prometheus). Unset: the endpoint does not exist (404), in every
   * mode: what the processes do is not public. At least 16 characters.
   */
  @Sensitive() @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(16)
  METRICS_TOKEN?: string;

  /**
   * A worker (npm run worker) has no HTTP server: with METRICS_TOKEN and this port it serves its own
   * GET /metrics there (its job durations and failures), behind the same token.
   */
  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(65535)
  METRICS_PORT?: number;

  /**
   * Where the token carries the user's roles (ADR 0062): a dotted path to a list of strings.
   * Default Keycloak's realm roles `realm_access.roles`; the client roles
   * `resource_access.<OIDC_CLIENT_ID>.roles` are always read too.
   */
  @Transform(emptyToUndefined) @IsOptional() @IsString()
  OIDC_ROLES_CLAIM?: string;

  /** Production opt-in: allow the built-in demo accounts when no identity provider is configured. */
  @Transform(toBool) @IsBoolean()
  DEMO_ACCOUNTS = false;

  /** Production opt-in: keep e-mails in the outbox when no SMTP server is configured. */
  @Transform(toBool) @IsBoolean()
  MAIL_OUTBOX = false;

  /**
   * Benchmarks only: the projets' history is not written (bench/scenarios/historique.ts measures its
   * cost against this). Ignored in production: the history is never optional there.
   */
  @Transform(toBool) @IsBoolean()
  BENCH_SANS_HISTORIQUE = false;

  /** Production opt-in: serve /api/docs and the development pages (outbox). */
  @Transform(toBool) @IsBoolean()
  DEV_PAGES = false;

  /** Sign-in attempts per client address (GET /auth/login, the built-in provider's login form). */
  @Matches(LIMITE, { message: LIMITE_MESSAGE })
  RATE_LIMIT_SIGN_IN = '30/60';

  /** E-mail sending calls per signed-in user. */
  @Matches(LIMITE, { message: LIMITE_MESSAGE })
  RATE_LIMIT_EMAIL = '20/600';

  /** Phone validation calls per signed-in user. */
  @Matches(LIMITE, { message: LIMITE_MESSAGE })
  RATE_LIMIT_PHONE = '30/600';

  /** Calls to public routes (signature pages, reached without sign-in) per client address. */
  @Matches(LIMITE, { message: LIMITE_MESSAGE })
  RATE_LIMIT_PUBLIC = '60/60';

  /**
   * Providers' callbacks refused for their signature (unsigned, forged, stale) per client address;
   * counted on refusal only, so a provider's burst of verified callbacks is never limited.
   */
  @Matches(LIMITE, { message: LIMITE_MESSAGE })
  RATE_LIMIT_CALLBACK = '30/60';

  /**
   * Electronic signature provider (ADR 0044): the built-in simulator, a provider of demonstration
   * (refused in production unless SIGNATURE_SIMULATEUR=true).
   */
  @IsIn(['simulateur', 'yousign'])
  SIGNATURE_PROVIDER: 'simulateur' | 'yousign' = 'simulateur';

  /** Yousign API v3 base address (its sandbox is https://api-sandbox.yousign.app/v3). */
  @IsUrl({ require_tld: false, require_protocol: true })
  YOUSIGN_API_URL = 'https://api.yousign.app/v3';

  /** Yousign API key (Bearer). */
  @Sensitive() @Transform(emptyToUndefined) @IsOptional() @IsString()
  YOUSIGN_API_KEY?: string;

  /** Yousign webhook secret (X-Yousign-Signature-256 is the HMAC-SHA256 of the raw body with it). */
  @Sensitive() @Transform(emptyToUndefined) @IsOptional() @IsString()
  YOUSIGN_WEBHOOK_SECRET?: string;

  /** Production opt-in: the signature simulator (nothing is really signed). */
  @Transform(toBool) @IsBoolean()
  SIGNATURE_SIMULATEUR = false;

  /** Secret of the simulator's signed callbacks (Standard Webhooks, 'whsec_' + base64); a development one otherwise. */
  @Sensitive() @Transform(emptyToUndefined) @IsOptional() @Matches(/^whsec_[A-Za-z0-9+/=]{24,}$/, { message: 'SIGNATURE_WEBHOOK_SECRET doit être de la forme whsec_<base64>.' })
  SIGNATURE_WEBHOOK_SECRET?: string;

  /** Milliseconds per minute of the simulator's callback retry schedule (Yousign's 2 min, 6 min, 30 min…). */
  @Transform(toInt) @IsInt() @Min(1)
  SIGNATURE_RETRY_MS_PAR_MINUTE = 60_000;

  /** Test switches of the simulator's callbacks: 'doublon' (each delivered twice), 'altere-premier' (first attempt tampered). */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').map((x) => x.trim()).filter(Boolean) : value))
  @IsIn(['doublon', 'altere-premier'], { each: true })
  SIGNATURE_SIMULATEUR_CHAOS: string[] = [];

  /** White-label theme; an unsupported name falls back to the default. */
  @IsString()
  THEME: string = THEME_NAMES[0];

  /** SMTP server (nodemailer URL); without it mail goes to the outbox page. */
  @Sensitive() @Transform(emptyToUndefined) @IsOptional() @IsString()
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Collectif Courtage <no-reply@collectif.local>';

  /** INSEE Sirene API base (e.g. https://api.insee.fr/api-sirene/3.11); without it the local company register answers. */
  @Transform(emptyToUndefined) @IsOptional() @IsUrl({ require_tld: false, require_protocol: true })
  SIRENE_API_URL?: string;

  /** Sirene API key (header X-INSEE-Api-Key-Integration). */
  @Sensitive() @Transform(emptyToUndefined) @IsOptional() @IsString()
  SIRENE_API_KEY?: string;

  get publicUrl(): string {
    return (this.PUBLIC_URL ?? `http://localhost:${this.PORT}`).replace(/\/$/, '');
  }

  /** The simulator's callback secret: the configured one, else a fixed development secret (refused in production by the start-up check). */
  get secretRappelsSignature(): string {
    return this.SIGNATURE_WEBHOOK_SECRET ?? SECRET_RAPPELS_DEVELOPPEMENT;
  }

  /** True when no external identity provider is configured at all. */
  get useDevIdentityProvider(): boolean {
    return !this.OIDC_URL && !this.OIDC_REALM && !this.OIDC_CLIENT_ID;
  }

  /** Whether the projets' history is written: always in production, unless a benchmark says otherwise elsewhere. */
  get historiqueEcrit(): boolean {
    return this.NODE_ENV === 'production' || !this.BENCH_SANS_HISTORIQUE;
  }

  /** /api/docs and the development pages: always outside production, opted in there. */
  get pagesDeveloppement(): boolean {
    return this.NODE_ENV !== 'production' || this.DEV_PAGES;
  }

  /** Express 'trust proxy' value: false unless TRUST_PROXY names the proxies (a hop count, addresses, 'loopback'…). */
  get trustProxy(): boolean | number | string {
    const valeur = this.TRUST_PROXY?.trim();
    if (!valeur || valeur === 'false') return false;
    if (valeur === 'true') return true;
    return /^\d+$/.test(valeur) ? Number(valeur) : valeur;
  }

  /** Behind https: Secure cookies with the __Host- prefix, HSTS. */
  get https(): boolean {
    return this.publicUrl.startsWith('https:');
  }

  /** Settings safe to print: sensitive values masked. */
  redacted(): Record<string, unknown> {
    const sensitive: string[] = Reflect.getMetadata(SENSITIVE, this) ?? [];
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(this)) out[k] = sensitive.includes(k) && v !== undefined ? '***' : v;
    return out;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new AppConfig());
  const extra = ['PUBLIC_URL', 'DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'TRUST_PROXY', 'OIDC_URL', 'OIDC_REALM', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_AUDIENCE', 'SMTP_URL', 'SIRENE_API_URL', 'SIRENE_API_KEY', 'SIGNATURE_WEBHOOK_SECRET', 'YOUSIGN_API_KEY', 'YOUSIGN_WEBHOOK_SECRET', 'METRICS_TOKEN', 'METRICS_PORT', 'OIDC_ROLES_CLAIM'];
  const raw: Record<string, unknown> = {};
  for (const key of [...known, ...extra]) if (env[key] !== undefined) raw[key] = env[key];
  const config = plainToInstance(AppConfig, raw);
  const errors = validateSync(config, { whitelist: true });
  if (errors.length) {
    const detail = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`).join('; ');
    throw new Error(`Configuration invalide : ${detail}`);
  }
  return config;
}
