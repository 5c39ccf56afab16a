import { PIECE_KBIS } from '../../src/domain/referentiels/formes-juridiques';
import type { ActiviteFormeJuridique, Fonction, FormeJuridique, PieceJustificative } from '../../src/domain/referentiels/types';

/**
 * Hand-made referentials (no public package carries them in the shape the subscription needs).
 * Legal categories: INSEE "Catégories juridiques" nomenclature, level III (the code Sirene gives
 * as categorieJuridiqueUniteLegale). Pieces: what a group-insurance subscription usually asks
 * to prove the company exists and who may sign for it.
 */
export const SOURCE_FORMES_JURIDIQUES =
  'Fait main. Codes : nomenclature INSEE des catégories juridiques, niveau III (https://www.insee.fr/fr/information/2028129). ' +
  'Pièces : usages de souscription des contrats collectifs (Kbis, extrait RNE, statuts, récépissé de déclaration en préfecture...).';

export const SOURCE_FONCTIONS = "Fait main : fonctions usuelles de l'interlocuteur ou du signataire d'une entreprise adhérente.";

const piece = (code: string, libelle: string): PieceJustificative => ({ code, libelle });

export const PIECES = {
  kbis: PIECE_KBIS,
  extraitRne: piece('extrait_rne', "Extrait d'immatriculation au Registre national des entreprises (RNE) de moins de trois mois"),
  statuts: piece('statuts', 'Statuts à jour, datés et signés'),
  inscriptionOrdre: piece('inscription_ordre', "Attestation d'inscription à l'ordre ou à la chambre professionnelle"),
  attestationMsa: piece('attestation_msa', "Attestation d'affiliation à la Mutualité sociale agricole (MSA)"),
  recepissePrefecture: piece('recepisse_prefecture', 'Récépissé de déclaration en préfecture'),
  publicationJoafe: piece('publication_joafe', 'Extrait de publication au Journal officiel des associations et fondations (JOAFE)'),
  listeDirigeants: piece('liste_dirigeants', 'Liste des dirigeants en exercice (bureau ou conseil d’administration)'),
  registreAssociations: piece('registre_associations', 'Extrait du registre des associations du tribunal judiciaire de moins de trois mois'),
  decretRup: piece('decret_rup', "Décret de reconnaissance d'utilité publique"),
  autorisationEtablissement: piece('autorisation_etablissement', "Arrêté d'autorisation ou d'agrément de l'établissement ou du service"),
  registreMutuelles: piece('registre_mutuelles', "Extrait d'immatriculation au registre national des mutuelles"),
  contratGie: piece('contrat_gie', 'Contrat constitutif du groupement'),
} as const;

const activite = (code: string, libelle: string, pieces: PieceJustificative[] = []): ActiviteFormeJuridique => ({
  code,
  libelle,
  pieces_justificatives: pieces,
});

/** Activities of a commercial company: the register extract proves it; crafts add the RNE extract. */
const ACTIVITES_COMMERCIALES: ActiviteFormeJuridique[] = [
  activite('commerciale', 'Commerciale'),
  activite('industrielle', 'Industrielle'),
  activite('artisanale', 'Artisanale', [PIECES.extraitRne]),
  activite('services', 'Prestations de services'),
  activite('agricole', 'Agricole', [PIECES.attestationMsa]),
];

const ACTIVITES_LIBERALES: ActiviteFormeJuridique[] = [
  activite('liberale_reglementee', 'Profession libérale réglementée', [PIECES.inscriptionOrdre]),
  activite('sante', 'Profession de santé', [PIECES.inscriptionOrdre]),
  activite('juridique', 'Profession juridique ou judiciaire', [PIECES.inscriptionOrdre]),
  activite('chiffre', 'Expertise comptable et commissariat aux comptes', [PIECES.inscriptionOrdre]),
];

const ACTIVITES_AGRICOLES: ActiviteFormeJuridique[] = [
  activite('culture', 'Cultures et productions végétales', [PIECES.attestationMsa]),
  activite('elevage', 'Élevage', [PIECES.attestationMsa]),
  activite('viticulture', 'Viticulture', [PIECES.attestationMsa]),
  activite('services_agricoles', 'Services aux exploitations agricoles', [PIECES.attestationMsa]),
];

const ACTIVITES_ASSOCIATIVES: ActiviteFormeJuridique[] = [
  activite('sanitaire_social', 'Sanitaire, social ou médico-social', [PIECES.autorisationEtablissement]),
  activite('aide_domicile', 'Aide et services à la personne', [PIECES.autorisationEtablissement]),
  activite('enseignement', 'Enseignement et formation'),
  activite('sport_loisirs', 'Sport et loisirs'),
  activite('culture', 'Culture et patrimoine'),
  activite('insertion', "Insertion par l'activité économique"),
  activite('autre', 'Autre activité associative'),
];

interface FormeSource {
  code: string;
  forme_sociale: string;
  libelle_long: string;
  categories_juridiques: string[];
  activites: ActiviteFormeJuridique[];
  pieces_justificatives: PieceJustificative[];
}

const forme = (f: FormeSource): FormeJuridique => ({
  code: f.code,
  // The autocomplete shows 'SARL - Société à responsabilité limitée'.
  libelle: f.forme_sociale === f.libelle_long ? f.libelle_long : `${f.forme_sociale} - ${f.libelle_long}`,
  forme_sociale: f.forme_sociale,
  libelle_long: f.libelle_long,
  categories_juridiques: f.categories_juridiques,
  activites: f.activites,
  pieces_justificatives: f.pieces_justificatives,
});

const COMMERCIALE = [PIECES.kbis];

export const FORMES_JURIDIQUES: FormeJuridique[] = [
  forme({ code: 'sarl', forme_sociale: 'SARL', libelle_long: 'Société à responsabilité limitée', categories_juridiques: ['5499', '5410', '5415', '5422', '5426'], activites: ACTIVITES_COMMERCIALES, pieces_justificatives: COMMERCIALE }),
  forme({ code: 'eurl', forme_sociale: 'EURL', libelle_long: 'Entreprise unipersonnelle à responsabilité limitée (SARL unipersonnelle)', categories_juridiques: ['5498'], activites: ACTIVITES_COMMERCIALES, pieces_justificatives: COMMERCIALE }),
  forme({ code: 'sas', forme_sociale: 'SAS', libelle_long: 'Société par actions simplifiée', categories_juridiques: ['5710', '5799'], activites: ACTIVITES_COMMERCIALES, pieces_justificatives: COMMERCIALE }),
  forme({ code: 'sasu', forme_sociale: 'SASU', libelle_long: 'Société par actions simplifiée unipersonnelle', categories_juridiques: ['5720'], activites: ACTIVITES_COMMERCIALES, pieces_justificatives: COMMERCIALE }),
  forme({ code: 'sa', forme_sociale: 'SA', libelle_long: "Société anonyme à conseil d'administration", categories_juridiques: ['5599', '5505', '5510', '5515', '5535'], activites: ACTIVITES_COMMERCIALES, pieces_justificatives: COMMERCIALE }),
  forme({ code: 'sa_directoire', forme_sociale: 'SA', libelle_long: 'Société anonyme à directoire', categories_juridiques: ['5699', '5605', '5610', '5615'], activites: ACTIVITES_COMMERCIALES, pieces_justificatives: COMMERCIALE }),
  forme({ code: 'se', forme_sociale: 'SE', libelle_long: 'Société européenne', categories_juridiques: ['5800'], activites: ACTIVITES_COMMERCIALES, pieces_justificatives: COMMERCIALE }),
  forme({ code: 'snc', forme_sociale: 'SNC', libelle_long: 'Société en nom collectif', categories_juridiques: ['5202', '5203'], activites: ACTIVITES_COMMERCIALES, pieces_justificatives: COMMERCIALE }),
  forme({ code: 'scs', forme_sociale: 'SCS', libelle_long: 'Société en commandite simple', categories_juridiques: ['5306', '5307'], activites: ACTIVITES_COMMERCIALES, pieces_justificatives: COMMERCIALE }),
  forme({ code: 'sca', forme_sociale: 'SCA', libelle_long: 'Société en commandite par actions', categories_juridiques: ['5308', '5309'], activites: ACTIVITES_COMMERCIALES, pieces_justificatives: COMMERCIALE }),
  forme({ code: 'scop', forme_sociale: 'SCOP', libelle_long: 'Société coopérative et participative', categories_juridiques: ['5458', '5460', '5558', '5560'], activites: ACTIVITES_COMMERCIALES, pieces_justificatives: [PIECES.kbis, PIECES.statuts] }),
  forme({ code: 'selarl', forme_sociale: 'SELARL', libelle_long: "Société d'exercice libéral à responsabilité limitée", categories_juridiques: ['5485'], activites: ACTIVITES_LIBERALES, pieces_justificatives: COMMERCIALE }),
  forme({ code: 'selas', forme_sociale: 'SELAS', libelle_long: "Société d'exercice libéral par actions simplifiée", categories_juridiques: ['5785'], activites: ACTIVITES_LIBERALES, pieces_justificatives: COMMERCIALE }),
  forme({ code: 'scp', forme_sociale: 'SCP', libelle_long: 'Société civile professionnelle', categories_juridiques: ['6561', '6562', '6564', '6565', '6569', '6571', '6572', '6573', '6574', '6576', '6577', '6578', '6585'], activites: ACTIVITES_LIBERALES, pieces_justificatives: [PIECES.kbis, PIECES.statuts] }),
  forme({ code: 'scm', forme_sociale: 'SCM', libelle_long: 'Société civile de moyens', categories_juridiques: ['6589'], activites: [activite('moyens', 'Mise en commun de moyens entre professionnels libéraux')], pieces_justificatives: [PIECES.kbis, PIECES.statuts] }),
  forme({ code: 'sci', forme_sociale: 'SCI', libelle_long: 'Société civile immobilière', categories_juridiques: ['6540', '6541'], activites: [activite('gestion_immobiliere', 'Gestion immobilière'), activite('construction_vente', 'Construction-vente')], pieces_justificatives: [PIECES.kbis, PIECES.statuts] }),
  forme({ code: 'sc', forme_sociale: 'SC', libelle_long: 'Autre société civile', categories_juridiques: ['6599'], activites: [activite('civile', 'Activité civile (gestion de patrimoine, holding)'), ...ACTIVITES_LIBERALES], pieces_justificatives: [PIECES.kbis, PIECES.statuts] }),
  forme({ code: 'scea', forme_sociale: 'SCEA', libelle_long: "Société civile d'exploitation agricole", categories_juridiques: ['6597'], activites: ACTIVITES_AGRICOLES, pieces_justificatives: [PIECES.kbis, PIECES.statuts] }),
  forme({ code: 'earl', forme_sociale: 'EARL', libelle_long: 'Exploitation agricole à responsabilité limitée', categories_juridiques: ['6598'], activites: ACTIVITES_AGRICOLES, pieces_justificatives: [PIECES.kbis, PIECES.statuts] }),
  forme({ code: 'gaec', forme_sociale: 'GAEC', libelle_long: "Groupement agricole d'exploitation en commun", categories_juridiques: ['6533'], activites: ACTIVITES_AGRICOLES, pieces_justificatives: [PIECES.kbis, PIECES.statuts] }),
  forme({ code: 'cooperative_agricole', forme_sociale: 'Coopérative agricole', libelle_long: 'Société coopérative agricole', categories_juridiques: ['6317', '6318', '6316'], activites: ACTIVITES_AGRICOLES, pieces_justificatives: [PIECES.kbis, PIECES.statuts] }),
  forme({ code: 'gie', forme_sociale: 'GIE', libelle_long: "Groupement d'intérêt économique", categories_juridiques: ['6220', '6210'], activites: ACTIVITES_COMMERCIALES, pieces_justificatives: [PIECES.kbis, PIECES.contratGie] }),
  // 02 §5: no activity for an individual entrepreneur; the RNE extract replaces the Kbis.
  forme({ code: 'ei', forme_sociale: 'EI', libelle_long: 'Entrepreneur individuel', categories_juridiques: ['1000'], activites: [], pieces_justificatives: [PIECES.extraitRne] }),
  forme({ code: 'association', forme_sociale: 'Association', libelle_long: 'Association déclarée (loi 1901)', categories_juridiques: ['9220', '9221', '9222', '9223'], activites: ACTIVITES_ASSOCIATIVES, pieces_justificatives: [PIECES.statuts, PIECES.recepissePrefecture, PIECES.publicationJoafe, PIECES.listeDirigeants] }),
  forme({ code: 'association_rup', forme_sociale: 'Association RUP', libelle_long: "Association reconnue d'utilité publique", categories_juridiques: ['9230'], activites: ACTIVITES_ASSOCIATIVES, pieces_justificatives: [PIECES.statuts, PIECES.decretRup, PIECES.listeDirigeants] }),
  forme({ code: 'association_droit_local', forme_sociale: 'Association de droit local', libelle_long: 'Association inscrite de droit local (Bas-Rhin, Haut-Rhin et Moselle)', categories_juridiques: ['9260'], activites: ACTIVITES_ASSOCIATIVES, pieces_justificatives: [PIECES.statuts, PIECES.registreAssociations, PIECES.listeDirigeants] }),
  forme({ code: 'fondation', forme_sociale: 'Fondation', libelle_long: 'Fondation', categories_juridiques: ['9300'], activites: ACTIVITES_ASSOCIATIVES, pieces_justificatives: [PIECES.statuts, PIECES.decretRup, PIECES.listeDirigeants] }),
  forme({ code: 'mutuelle', forme_sociale: 'Mutuelle', libelle_long: 'Mutuelle (code de la mutualité)', categories_juridiques: ['8210'], activites: [activite('assurance', 'Opérations d’assurance'), activite('action_sociale', 'Action sociale et gestion de réalisations sanitaires et sociales', [PIECES.autorisationEtablissement])], pieces_justificatives: [PIECES.statuts, PIECES.registreMutuelles, PIECES.listeDirigeants] }),
];

export const FONCTIONS: Fonction[] = [
  'Gérant',
  'Co-gérant',
  'Président',
  'Président-directeur général (PDG)',
  'Directeur général',
  'Directeur général délégué',
  'Président du conseil d’administration',
  'Président du directoire',
  'Membre du directoire',
  'Administrateur',
  'Associé',
  'Chef d’entreprise',
  'Entrepreneur individuel',
  'Directeur administratif et financier (DAF)',
  'Directeur des ressources humaines (DRH)',
  'Responsable des ressources humaines',
  'Chargé(e) des ressources humaines',
  'Responsable paie',
  'Gestionnaire de paie',
  'Responsable administratif',
  'Responsable comptable',
  'Comptable',
  'Assistant(e) de direction',
  'Assistant(e) administratif(ve)',
  'Secrétaire général',
  'Directeur d’établissement',
  'Directeur d’agence',
  'Trésorier',
  'Secrétaire',
  'Expert-comptable',
  'Avocat',
  'Mandataire',
].map((libelle) => ({ libelle }));
