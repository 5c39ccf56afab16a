import { createHmac, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { AppConfig } from '../config/app-config';

/**
 * Reads a generated file under DATA_DIR, creating it on first start. Creation is exclusive (a link),
 * so processes starting together end up with the same content.
 */
export function readOrCreateFile(path: string, create: () => string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(path), { recursive: true });
  // Written whole under another name, then linked in place (atomic, and refused if another process
  // got there first): processes starting together never read a file another is still writing.
  const brouillon = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(brouillon, create(), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(brouillon, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(brouillon, { force: true });
  }
  return readFileSync(path, 'utf8');
}

/** SESSION_SECRET, or one generated once and kept in `${DATA_DIR}/session-secret` so sessions survive restarts. */
export function sessionSecret(config: Pick<AppConfig, 'SESSION_SECRET' | 'DATA_DIR'>): string {
  return config.SESSION_SECRET ?? readOrCreateFile(resolve(join(config.DATA_DIR, 'session-secret')), () => randomBytes(32).toString('base64url')).trim();
}

/** A secret for one purpose, derived from the session secret (one secret to manage). */
export const deriveSecret = (secret: string, purpose: string): string => createHmac('sha256', secret).update(purpose).digest('base64url');

export interface Jwk {
  kid: string;
  kty: string;
  alg: string;
  use: string;
  [member: string]: unknown;
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'];

/**
 * Signing keys of the development identity provider, kept in `${DATA_DIR}/dev-oidc-jwks.json`
 * so tokens and sessions stay valid across restarts. RS256: what Keycloak uses by default.
 */
export function devProviderKeys(dataDir: string): { privateJwks: { keys: Jwk[] }; publicJwks: { keys: Jwk[] } } {
  const file = readOrCreateFile(resolve(join(dataDir, 'dev-oidc-jwks.json')), () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
    return JSON.stringify({ keys: [jwk] }, null, 2);
  });
  const privateJwks = JSON.parse(file) as { keys: Jwk[] };
  const publicJwks = {
    keys: privateJwks.keys.map((k) => Object.fromEntries(Object.entries(k).filter(([m]) => !PRIVATE_MEMBERS.includes(m))) as Jwk),
  };
  return { privateJwks, publicJwks };
}
