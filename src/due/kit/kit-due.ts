import { definirKit, type DeclarationDocument, type TexteKit } from '../../documents/kit/kit';
import type { EtatTunnelDue, ProjetDue } from '../../domain/due/types';
import { DUE, DUE_KIT } from '../../domain/messages';
import { DocumentDueJob } from './due-document.job';
import { consultationCse, type CodeDocumentDue } from './due-documents.view-model';

/** What the DUE kit is listed and made from, for one request (03 §2 kit-due; brief §1.8). */
export interface ContexteKitDue {
  projet: ProjetDue;
  etat: EtatTunnelDue;
  /** Every step of the tunnel's path answered, nothing blocking. */
  complet: boolean;
  /** The study's validity is over (a proposal whose effective date has passed): 03 §8. */
  etudeExpiree: boolean;
  /** The projet's priced data are frozen already (TARIFS_FIGES). */
  fige: boolean;
  theme: string;
  /** ISO instant of the request. */
  demandeLe: string;
  /** What else decides the content when the page sends no key: the day, the projet's price. */
  contenu: unknown;
}

const URL_DOCUMENT = (code: CodeDocumentDue) => `/api/projets/due/ssc/documents/${code}`;

/** A document made from the projet and the answers; the ones that print the rates freeze the projet. */
function document(code: Exclude<CodeDocumentDue, 'notice'>, nom: TexteKit<ContexteKitDue>, detail: TexteKit<ContexteKitDue>, options: { fige?: boolean; present?: (c: ContexteKitDue) => boolean } = {}): DeclarationDocument<ContexteKitDue> {
  return {
    id: code,
    nom,
    detail,
    url: () => URL_DOCUMENT(code),
    present: options.present,
    indisponible: (c) => (c.etudeExpiree ? 'etude_expiree' : c.complet ? undefined : 'parcours_incomplet'),
    confirmationFige: options.fige ? (c) => !c.fige : undefined,
    produire: (c) => ({
      job: DocumentDueJob,
      payload: { codeDistributeur: '', document: code, idProjet: c.projet.idProjet, etat: c.etat, theme: c.theme, demandeLe: c.demandeLe },
      demande: { projet: c.projet.idProjet, document: code, etat: c.etat },
      contexte: c.contenu,
    }),
  };
}

const G = DUE_KIT.groupes;
const N = DUE_KIT.noms;

export const KIT_DUE = definirKit<ContexteKitDue>({
  nom: 'kit-due',
  raisons: { etude_expiree: DUE.etudeExpiree, parcours_incomplet: DUE_KIT.parcoursIncomplet },
  groupes: [
    { nom: G.decision, code_categorie: 'decision', documents: [document('decision', N.decision, (c) => DUE_KIT.details.decision(c.etat.etape5.libelle ?? ''), { fige: true })] },
    {
      nom: G.salaries,
      code_categorie: 'salaries',
      documents: [
        document('lettre-information', N.lettreInformation, DUE_KIT.details.lettreInformation, { fige: true }),
        document('liste-emargement', N.emargement, DUE_KIT.details.emargement),
      ],
    },
    { nom: G.dispenses, code_categorie: 'dispenses', documents: [document('demande-dispense', N.demandeDispense, DUE_KIT.details.demandeDispense)] },
    { nom: G.cse, code_categorie: 'cse', documents: [document('information-cse', (c) => N.informationCse(consultationCse(c.projet)), (c) => DUE_KIT.details.informationCse(consultationCse(c.projet)), { fige: true })] },
    {
      nom: G.denonciation,
      code_categorie: 'denonciation',
      documents: [document('denonciation', N.denonciation, DUE_KIT.details.denonciation, { fige: true, present: (c) => c.etat.etape2.etatRegime === 'MODIFICATION' })],
    },
    {
      nom: G.notice,
      code_categorie: 'notice',
      documents: [
        {
          id: 'notice',
          nom: N.notice,
          detail: DUE_KIT.details.notice,
          statique: true,
          url: () => '/api/projets/due/ssc/documents/statiques/notice',
          produire: (c) => ({
            job: DocumentDueJob,
            payload: { codeDistributeur: '', document: 'notice', idProjet: null, etat: null, theme: c.theme, demandeLe: c.demandeLe },
            demande: { document: 'notice' },
            contexte: { theme: c.theme, jour: c.demandeLe.slice(0, 10) },
          }),
        },
      ],
    },
  ],
});
