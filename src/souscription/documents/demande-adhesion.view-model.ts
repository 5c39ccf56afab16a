import type { Bloc, VueDocument } from '../../documents/pdf/blocs';
import { blocsGarantiesEtTarif } from '../../documents/pdf/blocs-projet';
import { DEMANDE_ADHESION as D, SOUSCRIPTION } from '../../domain/messages';
import type { ProjetDetail } from '../../domain/projets/contrat';
import { formatDateFr, formatSiret } from '../../domain/format';
import type { Signataire } from '../../domain/signature/types';
import { INDICES_REPETITION } from '../../domain/souscription/adresse';
import type { VueSouscription } from '../../domain/souscription/vue';

/**
 * The membership request (demande d'adhésion, brief §2.1), pure: the subscription file, its projet,
 * the signer and the request's date in, a document of blocks out. The document the client signs.
 */
export interface ContexteDemandeAdhesion {
  souscription: VueSouscription;
  projet: ProjetDetail;
  signataire: Signataire | null;
  /** Labels of the legal form and activity codes (referential `formes-juridiques`). */
  formeJuridique: string | null;
  activite: string | null;
  intermediaire: string;
  codeDistributeur: string;
  genereLe: string;
  /** The membership request of the surcomplémentaire (health projets that offer it). */
  surcomplementaire?: boolean;
}

const I = SOUSCRIPTION.informations;
const L = D.lignes;

function adresse(c: ContexteDemandeAdhesion): string {
  const a = c.souscription.informations_complementaires.adresse_siege_social;
  const indice = INDICES_REPETITION.find((x) => x.code === a.indice_repetition)?.libelle ?? '';
  return [[a.numero, indice, a.voie].filter(Boolean).join(' '), `${a.code_postal} ${a.ville}`].filter((x) => x.trim()).join(', ');
}

const date = (iso: string | null | undefined) => (iso ? formatDateFr(iso.slice(0, 10)) : D.aCompleter);

export function vueDemandeAdhesion(c: ContexteDemandeAdhesion): VueDocument {
  const s = c.souscription;
  const info = s.informations_complementaires;
  const e = info.entreprise_adherente;
  const it = info.interlocuteur;
  const produit = D.produits[s.code_produit] ?? s.code_produit;
  const sante = s.code_produit === 'SSC';
  const blocs: Bloc[] = [];
  if (!s.dossier_complet) blocs.push({ type: 'paragraphe', texte: D.incomplet, note: true });
  if (c.surcomplementaire) blocs.push({ type: 'paragraphe', texte: D.surco });
  blocs.push(
    { type: 'titre', texte: D.sections.contrat },
    {
      type: 'clesValeurs',
      lignes: [
        [L.produit, produit],
        [L.offre, c.projet.produit.libelle ?? produit],
        [L.projet, `n°${s.id_projet}`],
        [L.bareme, c.projet.bareme_version ?? '—'],
        [L.intermediaire, c.intermediaire],
        [L.orias, D.aCompleter],
        [L.distributeur, c.codeDistributeur],
      ],
    },
    { type: 'titre', texte: D.sections.entreprise },
    {
      type: 'clesValeurs',
      lignes: [
        [L.raisonSociale, e.raison_sociale],
        [L.formeJuridique, c.formeJuridique ?? e.forme_juridique ?? '—'],
        ...(c.activite ? [[L.activite, c.activite] as [string, string]] : []),
        [L.siret, formatSiret(e.siret)],
        [L.naf, e.naf ?? '—'],
        [L.idcc, e.idcc ?? '—'],
        [L.creation, date(e.date_creation_administrative)],
        [L.siege, adresse(c)],
      ],
    },
    { type: 'titre', texte: D.sections.interlocuteur },
    {
      type: 'clesValeurs',
      lignes: [
        [L.interlocuteur, [it.civilite ? I.civilites[it.civilite] : '', it.prenom, it.nom].filter(Boolean).join(' ')],
        [L.fonction, it.fonction ?? '—'],
        [L.telephone, it.telephone],
        [L.email, it.email],
        [L.documentation, D.documentationEmail(it.documentation_contractuelle_email)],
      ],
    },
    { type: 'titre', texte: D.sections.adhesion },
    {
      type: 'clesValeurs',
      lignes: [
        [L.natureContrat, e.nature_contrat ? (I.naturesContrat[e.nature_contrat] ?? e.nature_contrat) : '—'],
        ...(e.nature_regime ? [[L.natureRegime, I.naturesRegime[e.nature_regime] ?? e.nature_regime] as [string, string]] : []),
        [L.college, c.projet.type_college.label],
        [L.effectifGlobal, String(s.contexte.effectif_global)],
        [L.effectifCollege, String(s.contexte.effectif_college)],
        [L.dateEffet, date(c.projet.date_effet)],
      ],
    },
    { type: 'titre', texte: D.sections.cotisation },
    {
      type: 'clesValeurs',
      lignes: [
        ...(sante && info.cotisation?.mode_cotisation ? [[L.modeCotisation, I.modesCotisation[info.cotisation.mode_cotisation] ?? info.cotisation.mode_cotisation] as [string, string]] : []),
        ...(sante && info.cotisation?.payeur ? [[L.payeur, I.payeurs[info.cotisation.payeur] ?? info.cotisation.payeur] as [string, string]] : []),
        [L.appel, D.appelPaiement],
        [
          L.affiliation,
          s.affiliation.methode_affiliation === 'AUTRES_MODES' && s.affiliation.mode_affiliation
            ? (SOUSCRIPTION.participants.modes[s.affiliation.mode_affiliation] ?? s.affiliation.mode_affiliation)
            : D.affiliationImport,
        ],
      ],
    },
  );
  if (!sante && info.etude_medicale) {
    const q = I.etudeMedicale as unknown as Record<string, string>;
    blocs.push(
      { type: 'titre', texte: D.sections.etudeMedicale },
      { type: 'clesValeurs', largeurLibelle: 0.7, lignes: Object.entries(info.etude_medicale).map(([k, v]): [string, string] => [q[k] ?? k, D.ouiNon(v as boolean | null)]) },
    );
  }
  if (c.projet.tarifs) blocs.push({ type: 'titre', texte: D.sections.garanties }, ...blocsGarantiesEtTarif(c.projet));
  const sig = c.signataire;
  blocs.push(
    { type: 'titre', texte: D.sections.declarations },
    ...D.declarations.map((texte): Bloc => ({ type: 'paragraphe', texte })),
    { type: 'titre', texte: D.sections.signature },
    {
      type: 'clesValeurs',
      lignes: sig
        ? [
            [L.signataire, `${I.civilites[sig.civilite] ?? ''} ${sig.prenom} ${sig.nom}`.trim()],
            [L.fonction, sig.fonction],
            [L.naissance, date(sig.dateNaissance)],
            [L.email, sig.email],
          ]
        : [[L.signataire, D.aCompleter]],
    },
    { type: 'paragraphe', texte: D.signatureSimple, note: true },
  );
  return {
    titre: c.surcomplementaire ? D.titreSurco : D.titre,
    sousTitre: D.sousTitre(produit, e.raison_sociale),
    piedDePage: D.pied(s.id_projet, c.projet.bareme_version ?? '—', c.genereLe),
    blocs,
  };
}
