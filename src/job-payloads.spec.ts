import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RegenerationJob } from './admin/regeneration.job';
import { selectionnerKit, listerKit, type Kit } from './documents/kit/kit';
import { etatTunnelInitial, type ProjetDue } from './domain/due/types';
import type { VueSouscription } from './domain/souscription/vue';
import { KIT_DUE, type ContexteKitDue } from './due/kit/kit-due';
import { DocumentDueJob } from './due/kit/due-document.job';
import { EtudePersonnaliseeJob } from './etudes/etude-personnalisee.job';
import { projetSante } from './etudes/etude.fixtures';
import { asJson } from './jobs/job-execution';
import { checkPayload, type JobDefinition } from './jobs/job';
import { EnvoiMailJob } from './mail/envoi-mail.definition';
import { DescriptifPrestationsJob } from './sante/descriptif/descriptif-prestations.job';
import { DocumentsSignesJob } from './signature/documents-signes';
import { RappelSimulateurJob } from './signature/simulateur/simulateur';
import { DemandeAdhesionJob } from './souscription/documents/demande-adhesion.job';
import { KIT_SOUSCRIPTION, type ContexteKitSouscription } from './souscription/documents/kit-souscription';

/**
 * Every job definition of the application accepts the payloads the application writes (ADR 0005,
 * update 2026-11-28). Kits' payloads come from the kits' own `produire`; the others are written as
 * the service that queues them writes them (file named beside each). The e2e suites check the rest:
 * outside production JobQueue checks every payload at enqueue.
 */

const maintenant = '2026-11-28T09:00:00.000Z';
const avecRequete = <P extends object>(payload: P) => ({ ...payload, codeDistributeur: 'DIST-A', empreinte: 'e'.repeat(64) });

const ctxSouscription = (participants: ContexteKitSouscription['participants']): ContexteKitSouscription =>
  ({
    vue: { id_projet: 42, dossier_complet: true, lecture_seule: false } as VueSouscription,
    demandeAdhesion: { projet: projetSante(42) } as ContexteKitSouscription['demandeAdhesion'],
    documents: { idProjet: 42, codeProduit: 'SSC', raisonSociale: 'Boulangerie Martin', siret: '73282932000074', codeDistributeur: 'DIST-A', bareme: '2026.1' },
    fic: { codeProduit: 'SSC', idProjet: 42 } as ContexteKitSouscription['fic'],
    sante: true,
    surComplementaire: true,
    resiliationInfraAnnuelle: true,
    idProduit: 1,
    baremeDuJour: '2026.1',
    signee: false,
    theme: 'default',
    demandeLe: maintenant,
    jour: '2026-11-28',
    participants,
  }) as ContexteKitSouscription;

const projetDue: ProjetDue = { idProjet: 7, raisonSociale: 'ACME', siret: null, dateEffet: '2027-01-01', typeCollege: 'TOUS', surComplementaire: false, effectifGlobal: 60, ccn: null, tarifs: [], adresse: {} };
const etatModification = () => {
  const etat = etatTunnelInitial();
  etat.etape2.etatRegime = 'MODIFICATION'; // lists every document, the termination letter included
  return etat;
};
const ctxDue: ContexteKitDue = { projet: projetDue, etat: etatModification(), complet: true, etudeExpiree: false, fige: false, theme: 'marque-blanche', demandeLe: maintenant, contenu: null };

/** Every document of a kit, as KitService has it made: the kit's payload, then the request's distributor and fingerprint. */
function productionsDuKit<C>(kit: Kit<C>, ctx: C): [string, JobDefinition, unknown][] {
  const ids = listerKit(kit, ctx).flatMap((g) => g.documents.map((d) => d.id));
  return selectionnerKit(kit, ctx, ids).map(({ document, production }) => [`${kit.nom} ${document.id}`, production.job as JobDefinition, avecRequete(production.payload)]);
}

const PAYLOADS: [string, JobDefinition, unknown][] = [
  ...productionsDuKit(KIT_SOUSCRIPTION, ctxSouscription([{ nom: 'Martin', prenom: 'Claire', dateNaissance: '1980-04-02' } as ContexteKitSouscription['participants'][number]])),
  ...productionsDuKit(KIT_DUE, ctxDue),
  // etudes.service.ts payload()
  ['étude personnalisée', EtudePersonnaliseeJob, { codeDistributeur: 'DIST-A', projetsIds: [4, 5], theme: 'default', conseiller: 'Claire Martin', demandeLe: maintenant, empreinte: 'e', detailChargements: true }],
  // descriptif.service.ts
  ['descriptif des prestations', DescriptifPrestationsJob, { codeDistributeur: 'DIST-A', idProduit: 1, type: 'surcomplementaire', bareme: '2026.1', theme: 'default', demandeLe: maintenant, empreinte: 'e' }],
  // demande-adhesion.job.ts DemandeAdhesion.produire
  ['demande d’adhésion seule', DemandeAdhesionJob, { codeDistributeur: 'DIST-A', contexte: { souscription: { id_projet: 42 } }, theme: 'default', demandeLe: maintenant, empreinte: 'e' }],
  // kit-due.service.ts notice()
  ['notice DUE seule', DocumentDueJob, { codeDistributeur: 'DIST-A', document: 'notice', idProjet: null, etat: null, theme: 'default', demandeLe: maintenant, empreinte: 'e' }],
  // mail-outbox.service.ts
  ['envoi d’un e-mail', EnvoiMailJob, { messageId: 12 }],
  // admin.service.ts planifier(), and the study it runs (regeneration.job.ts)
  ['régénération d’un document (admin)', RegenerationJob, { lotId: '3f0c2a8e-1b7d-4c55-9e21-7a6b5c4d3e2f', projetId: 42, tentative: 1, demandeLe: maintenant }],
  ['étude régénérée (admin)', EtudePersonnaliseeJob, { codeDistributeur: 'DIST-B', projetsIds: [42], theme: 'marque-blanche', conseiller: 'Votre conseiller', demandeLe: maintenant }],
  // simulateur.ts emettre()
  ['rappel du simulateur', RappelSimulateurJob, { eventId: 'evt_0a1b', corps: JSON.stringify({ event_id: 'evt_0a1b', event_name: 'signer.done' }) }],
  // signature.service.ts queued it before 2026-11 (kept for those jobs)
  ['documents signés', DocumentsSignesJob, { transactionId: 'b3c1f0e2-0000-4000-8000-000000000001' }],
];

/** The names given to defineJob / defineDocumentJob in the application's source (specs and fixtures aside). */
function definitionsDansLeCode(dir = __dirname): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const chemin = join(dir, e.name);
    if (e.isDirectory()) return definitionsDansLeCode(chemin);
    if (!/\.ts$/.test(e.name) || /\.(spec|fixtures)\.ts$/.test(e.name)) return [];
    return [...readFileSync(chemin, 'utf8').matchAll(/^export const \w+ = define(?:Document)?Job<[^(]*>\(\{\s*name: '([^']+)'/gm)].map((m) => m[1]);
  });
}

describe('job payloads the application writes', () => {
  it.each(PAYLOADS)('%s: accepted by its job’s schema', (_nom, job, payload) => {
    expect(() => checkPayload(job, asJson(payload))).not.toThrow();
  });

  it('covers every job the application defines', () => {
    const couverts = new Set(PAYLOADS.map(([, job]) => job.name));
    expect([...new Set(definitionsDansLeCode())].sort()).toEqual([...couverts].sort());
  });
});
