import { DEMARRAGE } from '../domain/messages';
import type { AppConfig } from './app-config';

type ConfigDemarrage = Pick<AppConfig, 'NODE_ENV' | 'useDevIdentityProvider' | 'DEMO_ACCOUNTS' | 'SMTP_URL' | 'MAIL_OUTBOX' | 'https' | 'trustProxy' | 'SIGNATURE_PROVIDER' | 'SIGNATURE_SIMULATEUR' | 'SIGNATURE_WEBHOOK_SECRET' | 'YOUSIGN_API_KEY' | 'YOUSIGN_WEBHOOK_SECRET'>;

/**
 * Production fails closed: without a real identity provider, an SMTP server or a signature provider the server does not
 * start, unless the fallback is opted in explicitly. Outside production nothing is required, so
 * `npm start` on a bare machine keeps working. In any mode, an https public address needs its TLS
 * proxy declared (TRUST_PROXY): without it no Secure session cookie could be set.
 */
export function refusDeDemarrage(config: ConfigDemarrage): string[] {
  const refus: string[] = [];
  if (config.https && config.trustProxy === false) refus.push(DEMARRAGE.proxyNonDeclare);
  if (config.SIGNATURE_PROVIDER === 'yousign' && (!config.YOUSIGN_API_KEY || !config.YOUSIGN_WEBHOOK_SECRET)) refus.push(DEMARRAGE.yousignIncomplet);
  if (config.NODE_ENV !== 'production') return refus;
  if (config.useDevIdentityProvider && !config.DEMO_ACCOUNTS) refus.push(DEMARRAGE.fournisseurIdentiteAbsent);
  if (!config.SMTP_URL && !config.MAIL_OUTBOX) refus.push(DEMARRAGE.smtpAbsent);
  if (config.SIGNATURE_PROVIDER === 'simulateur' && !config.SIGNATURE_SIMULATEUR) refus.push(DEMARRAGE.signatureSimulee);
  // The development callback secret is public: in production the callbacks need a secret of their own.
  else if (config.SIGNATURE_PROVIDER === 'simulateur' && !config.SIGNATURE_WEBHOOK_SECRET) refus.push(DEMARRAGE.secretRappelsAbsent);
  return refus;
}

/** Thrown by verifierDemarrage: main.ts and worker.ts print its message alone and exit with 1. */
export class DemarrageRefuse extends Error {
  constructor(readonly refus: string[]) {
    super([DEMARRAGE.refuse, ...refus.map((r) => `- ${r}`)].join('\n'));
    this.name = 'DemarrageRefuse';
  }
}

export function verifierDemarrage(config: ConfigDemarrage): void {
  const refus = refusDeDemarrage(config);
  if (refus.length) throw new DemarrageRefuse(refus);
}
