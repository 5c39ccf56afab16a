import { Logger } from '@nestjs/common';
import type { Request } from 'express';
import { PinoLogger } from 'nestjs-pino';

/**
 * Security audit trail: one structured log line per event, logger 'Audit' (pino's `context`).
 * Never a token, a cookie, a query string or business data: who (user id, distributor, client
 * address), what (method, route pattern or path), the outcome (status) and the event name.
 * Written on pino's root logger: the per-request logger would add the whole request (its query
 * string and headers). See docs/adr/0018.
 */
export type EvenementAudit =
  /** 401/403, or 404 of a route reached by a signed-in user (how another distributor's record is refused). */
  | 'acces-refuse'
  /** A bearer token that failed its checks (signature, issuer, audience, expiry, scope). */
  | 'jeton-refuse'
  /** A cookie-authenticated change from another site (no matching Origin / Sec-Fetch-Site). */
  | 'requete-autre-site'
  | 'limite-atteinte'
  | 'connexion'
  | 'connexion-refusee'
  | 'deconnexion'
  /** A page session ended after SESSION_IDLE_MINUTES without use. */
  | 'session-inactive'
  /** A verified signature callback the provider's own state does not confirm: ignored. */
  | 'rappel-non-confirme'
  /** An admin's read or action under /api/admin (ADR 0062): who, what, which projet, batch, job or e-mail. */
  | 'action-admin';

export interface DetailsAudit {
  utilisateur?: string;
  distributeur?: string;
  methode?: string;
  /** Route pattern (`/api/projets/:id`) when known, else the path without its query string. */
  route?: string;
  statut?: number;
  /** Rate-limit policy name. */
  politique?: string;
  /** A short technical reason ('audience', 'signature'…), never the refused value itself. */
  motif?: string;
  /** Client address (Express `req.ip`: the proxy's unless TRUST_PROXY declares it). */
  ip?: string;
  /** Signature provider of a callback ('simulateur', 'yousign'). */
  fournisseur?: string;
  /** The provider's ids of a callback: its event and its transaction (not our public transaction id, a bearer secret). */
  evenementFournisseur?: string;
  transactionFournisseur?: string;
  /** What a callback said ('SIGNE'…) and what the provider's state says (null: nothing yet). */
  annonce?: string;
  constate?: string | null;
  /** Admin: what was read or done ('jobs.relance'…), and what it was about (ids only). */
  action?: string;
  projet?: number;
  lot?: string;
  travail?: string;
  courriel?: number;
  fichier?: string;
}

/** Where lines go (pino's signature: fields, then message). Replaceable in tests. */
export interface SortieAudit {
  info(champs: object, message: string): void;
  warn(champs: object, message: string): void;
}

/** Before nestjs-pino is up (never in practice), Nest's logger. */
const repli = new Logger('Audit');
const sortieNest: SortieAudit = { info: (champs, message) => repli.log(champs, message), warn: (champs, message) => repli.warn(champs, message) };

let remplacee: SortieAudit | undefined;
let racine: SortieAudit | undefined;

function sortie(): SortieAudit {
  if (remplacee) return remplacee;
  if (!racine && PinoLogger.root) racine = PinoLogger.root.child({ context: 'Audit' });
  return racine ?? sortieNest;
}

/**
 * For tests: capture the lines. Returns a function that puts the previous output back.
 * @internal Test support.
 */
export function remplacerSortieAudit(nouvelle: SortieAudit): () => void {
  const precedente = remplacee;
  remplacee = nouvelle;
  return () => void (remplacee = precedente);
}

const REFUS: ReadonlySet<EvenementAudit> = new Set(['acces-refuse', 'jeton-refuse', 'requete-autre-site', 'limite-atteinte', 'connexion-refusee', 'rappel-non-confirme']);

/** Refusals are warnings (kept at LOG_LEVEL=warn); sign-in, sign-out and idle ends are info. */
export function auditer(evenement: EvenementAudit, details: DetailsAudit): void {
  const ligne = { evenement, ...Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined)) };
  if (REFUS.has(evenement)) sortie().warn(ligne, `Audit : ${evenement}`);
  else sortie().info(ligne, `Audit : ${evenement}`);
}

const AUDITE = Symbol('audite');

/** This request's refusal already has its line (the API filter then writes none). */
export const marquerAudite = (req: object): void => void ((req as Record<symbol, boolean>)[AUDITE] = true);
export const dejaAudite = (req: object): boolean => (req as Record<symbol, boolean>)[AUDITE] === true;

/** The route pattern Express matched (`/api/projets/:id`), else the path without query string. */
export function routeDe(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl ?? ''}${pattern}`;
  return (req.originalUrl ?? req.url ?? '').split('?')[0];
}

/** Who and what of a request, for an audit line. */
export function detailsRequete(req: Request, statut?: number): DetailsAudit {
  return { utilisateur: req.user?.id, distributeur: req.user?.codeDistributeur, methode: req.method, route: routeDe(req), statut, ip: req.ip };
}
