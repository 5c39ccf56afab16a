/**
 * The subscription steps' browser calls (spec 02 §7), through the typed client (client/api, ADR
 * 0057): paths, bodies and answers are checked against client/api/schema.d.ts. The subscription
 * view is the domain's `VueSouscription`: its generated type (SouscriptionDto) is assignable to it,
 * which the return types below check at compile time.
 */
import type { InformationsComplementaires, VueSouscription } from '../../../src/domain/souscription';
import { api, donnees, enFormData } from '../../api/client';
import type { components } from '../../api/schema';

type Schemas = components['schemas'];
/** GET/POST …/affiliation-participants and the import's answer. */
export type AffiliationParticipants = Schemas['AffiliationReponseDto'];
/** Body of POST …/affiliation-participants. */
export type CorpsAffiliation = Schemas['AffiliationParticipantsDto'];
/** GET/POST …/pieces-justificatives. */
export type PiecesApi = Schemas['PiecesReponseDto'];
export type PieceApi = Schemas['PieceDto'];
export type PieceAttendueApi = Schemas['PieceAttendueDto'];
export type FicApi = Schemas['FicDto'];
/** Body of POST …/signataire (the phone as typed; the server answers in E.164). */
export type SignataireSaisi = Schemas['SignataireSaisiDto'];

const chemin = (id: number) => ({ params: { path: { id } } });

/** GET /projets/{id}/souscription: the file as the server has it now (progress, saved values). */
export function lireSouscription(id: number): Promise<VueSouscription> {
  return donnees(api.GET('/api/projets/{id}/souscription', chemin(id)));
}

/** POST …/informations-complementaires (step 1): the saved view; a 400 carries `erreurs` by field. */
export function enregistrerInformations(id: number, corps: InformationsComplementaires): Promise<VueSouscription> {
  return donnees(api.POST('/api/projets/{id}/souscription/informations-complementaires', { ...chemin(id), body: corps }));
}

/** POST …/signataire (step 4): the signer saved, the new view. */
export function enregistrerSignataire(id: number, corps: SignataireSaisi): Promise<VueSouscription> {
  return donnees(api.POST('/api/projets/{id}/souscription/signataire', { ...chemin(id), body: corps }));
}

/** POST …/affiliation-participants (step 2). */
export function enregistrerParticipants(id: number, corps: CorpsAffiliation): Promise<AffiliationParticipants> {
  return donnees(api.POST('/api/projets/{id}/souscription/affiliation-participants', { ...chemin(id), body: corps }));
}

/** POST …/import-participants: the filled-in template (multipart), added to the saved list or replacing it. */
export function importerParticipants(id: number, fichier: File, mode: 'ajouter' | 'remplacer'): Promise<AffiliationParticipants> {
  return donnees(api.POST('/api/projets/{id}/souscription/import-participants', { params: { path: { id }, query: { mode } }, body: { file: fichier }, bodySerializer: enFormData }));
}

/** GET …/pieces-justificatives (step 3). */
export function lirePieces(id: number): Promise<PiecesApi> {
  return donnees(api.GET('/api/projets/{id}/souscription/pieces-justificatives', chemin(id)));
}

/** POST …/pieces-justificatives: the files of one expected piece (multipart). */
export function envoyerPieces(id: number, code: string, fichiers: readonly File[]): Promise<PiecesApi> {
  return donnees(api.POST('/api/projets/{id}/souscription/pieces-justificatives', { ...chemin(id), body: { code, file: [...fichiers] }, bodySerializer: enFormData }));
}

/** DELETE /pieces-justificatives/{id}. */
export async function supprimerPiece(idPiece: number): Promise<void> {
  await donnees(api.DELETE('/api/pieces-justificatives/{id}', chemin(idPiece)));
}

const cheminFic = (idProjet: number) => ({ params: { path: { idProjet } } });

/** POST …/fiche-informations-conseils: the FIC (one pdf) and which model it follows. */
export function deposerFic(idProjet: number, fichier: File, modeleFournisseur: boolean): Promise<FicApi> {
  return donnees(
    api.POST('/api/projets/{idProjet}/souscription/fiche-informations-conseils', {
      ...cheminFic(idProjet),
      body: { file: fichier, modele_fournisseur: modeleFournisseur },
      bodySerializer: (b) => enFormData({ file: b.file, modele_fournisseur: String(b.modele_fournisseur ?? false) }),
    }),
  );
}

/** DELETE …/fiche-informations-conseils. */
export async function supprimerFic(idProjet: number): Promise<void> {
  await donnees(api.DELETE('/api/projets/{idProjet}/souscription/fiche-informations-conseils', cheminFic(idProjet)));
}

/** GET /communes?code_postal=: the towns of a postcode (step 1's town list). */
export function lireCommunes(codePostal: string) {
  return donnees(api.GET('/api/communes', { params: { query: { code_postal: codePostal } } }));
}

/** GET /nafs: the NAF list (long: asked when the field is first used). */
export function lireNafs() {
  return donnees(api.GET('/api/nafs'));
}

/** POST /eligibilite/determiner-eligibilite-entreprise: the register's check of a SIRET. */
export function verifierSiret(siret: string) {
  return donnees(api.POST('/api/eligibilite/determiner-eligibilite-entreprise', { body: { siret } }));
}

/** POST /projets/{id}/signature/face-a-face: the provider's signing address for the broker's browser. */
export function signerFaceAFace(id: number) {
  return donnees(api.POST('/api/projets/{id}/signature/face-a-face', chemin(id)));
}

/** POST /projets/{id}/signature/a-distance: the access e-mail (a key per new e-mail when given). */
export function signerADistance(id: number, cle?: string) {
  return donnees(api.POST('/api/projets/{id}/signature/a-distance', { params: { path: { id }, ...(cle ? { header: { 'Idempotency-Key': cle } } : {}) } }));
}

/** POST /projet/{idProjet}/documents/souscription/email: the chosen documents by e-mail. */
export function envoyerDocuments(idProjet: number, documents: readonly string[], email: string, cle: string) {
  return donnees(
    api.POST('/api/projet/{idProjet}/documents/souscription/email', {
      params: { path: { idProjet }, header: { 'Idempotency-Key': cle } },
      body: { documents_code: [...documents], email },
    }),
  );
}

/** POST /projets/{id}/souscription: starts (or finds) the subscription of a projet opened by its address. */
export function demarrerSouscription(id: number) {
  return donnees(api.POST('/api/projets/{id}/souscription', chemin(id)));
}
