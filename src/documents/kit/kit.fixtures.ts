import { integer, text } from '../../jobs/payload-schema';
import { defineDocumentJob, type PayloadDocument } from '../document-job';
import { definirKit } from './kit';

/** A small kit for the kit's tests: two categories, a condition, an unavailability reason, a document not e-mailed. */
export interface Ctx {
  idProjet: number;
  complet: boolean;
  prevoyance: boolean;
}
export const DocJob = defineDocumentJob<PayloadDocument & { doc: string; idProjet: number }>({ name: 'essai.kit-document', version: 1, payload: { doc: text, idProjet: integer } });
export const produire = (doc: string) => (c: Ctx) => ({ job: DocJob, payload: { codeDistributeur: '', doc, idProjet: c.idProjet }, demande: { projet: c.idProjet, doc } });

export const KIT = definirKit<Ctx>({
  nom: 'kit-essai',
  raisons: { incomplet_pour_edition_da: 'Le dossier doit être complet pour éditer la demande d’adhésion.' },
  groupes: [
    {
      nom: 'Contractuels',
      code_categorie: 'entreprise',
      documents: [
        { id: 'demande-adhesion', nom: "Demande d'adhésion", url: (c) => `/api/projets/${c.idProjet}/documents/demande-adhesion`, indisponible: (c) => (c.complet ? undefined : 'incomplet_pour_edition_da'), produire: produire('da') },
        { id: 'conditions-generales', nom: 'Conditions générales', statique: true, url: () => '/api/documents/cg', produire: produire('cg') },
      ],
    },
    {
      nom: 'Affiliation',
      code_categorie: 'salarie',
      documents: [
        { id: 'designation-beneficiaire', nom: 'Désignation de bénéficiaire', present: (c) => c.prevoyance, url: () => '/x', produire: produire('db') },
        { id: 'fiche-interne', nom: 'Fiche interne', detail: 'Pour le courtier', email: false, url: () => '/y', produire: produire('fi') },
      ],
    },
    { nom: 'Vide', code_categorie: 'salarie', documents: [{ id: 'jamais', nom: 'Jamais', present: () => false, url: () => '/z', produire: produire('z') }] },
  ],
});

