/**
 * Generates the local company register (data/registre-entreprises.json) and its README, the default
 * company register when no INSEE Sirene API is configured. Deterministic: a fixed seed, fixed lists,
 * no clock, so running it twice gives the same bytes (a unit test checks the committed files are up
 * to date).
 *
 *   npm run build:server && node dist/scripts/registre/generer-registre.js
 *
 * The companies are fictitious: French names built from common surnames and trades, real postcodes
 * and towns, real NAF sub-classes and INSEE legal categories, SIRETs with a valid Luhn key (La Poste's
 * with its own rule). Every eligibility code and reason of spec 01 §2 is covered.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  determinerEligibiliteEntreprise,
  EligibiliteEntreprise,
  FicheEntreprise,
  TRANCHES_EFFECTIF,
} from '../../src/domain/eligibilite/entreprise';
import { validerRaisonSociale } from '../../src/domain/eligibilite/saisie-entreprise';
import { cleLuhn, estLuhnValide, estSiretValide, formaterSiret, SIREN_LA_POSTE, sommeDesChiffres } from '../../src/domain/siret';

export const GRAINE = 20250101;

/** One establishment as stored in the JSON file (snake_case, like the other data files). */
export interface EntrepriseRegistre {
  siret: string;
  raison_sociale: string;
  etat_administratif: 'A' | 'F';
  categorie_juridique: string;
  tranche_effectif: string | null;
  code_postal: string | null;
  commune: string | null;
  naf: string | null;
  procedure_collective: boolean;
}

export interface RegistreJson {
  source: string;
  genere_par: string;
  graine: number;
  entreprises: EntrepriseRegistre[];
}

export function versFiche(e: EntrepriseRegistre): FicheEntreprise {
  return {
    siret: e.siret,
    raisonSociale: e.raison_sociale,
    etatAdministratif: e.etat_administratif,
    categorieJuridique: e.categorie_juridique,
    trancheEffectif: e.tranche_effectif,
    codePostal: e.code_postal,
    commune: e.commune,
    naf: e.naf,
    procedureCollective: e.procedure_collective,
  };
}

// ---------------------------------------------------------------------------------------------
// Fixed lists
// ---------------------------------------------------------------------------------------------

const NOMS = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau',
  'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier',
  'Morel', 'Girard', 'André', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Legrand', 'Garnier',
  'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Perrin', 'Morin', 'Mathieu',
  'Clément', 'Gauthier', 'Dumont', 'Fontaine', 'Chevalier', 'Robin', 'Masson', 'Gérard', 'Boyer', 'Lemaire',
  'Duval', 'Joly', 'Roche', 'Noël', 'Meyer', 'Meunier', 'Pérez', 'Marchand', 'Dufour', 'Blanchard',
  'Barbier', 'Brun', 'Dumas', 'Brunet', 'Schmitt', 'Leroux', 'Colin', 'Renard', 'Arnaud', 'Rolland',
  'Caron', 'Aubert', 'Giraud', 'Leclerc', 'Vidal', 'Bourgeois', 'Renaud', 'Lemoine', 'Picard', 'Gaillard',
  'Lacroix', 'Fabre', 'Dupuis', 'Olivier', 'Hubert', 'Rivière', 'Le Gall', 'Guillaume', 'Moulin', 'Berger',
  'Lecomte', 'Ménard', 'Fleury', 'Deschamps', 'Carpentier', 'Benoît', 'Maillard', 'Prévost', 'Poirier', 'Kerbrat',
];

const PRENOMS = [
  'Jean', 'Marie', 'Pierre', 'Sophie', 'Élodie', 'Hélène', 'Théo', 'Chloé', 'Léa', 'Noémie',
  'Jérôme', 'Anaïs', 'Gaëlle', 'Loïc', 'Cécile', 'Agnès', 'Rémi', 'Maëlle', 'Hervé', 'Inès',
];

const LIEUX = ['Centre', 'Port', 'Marché', 'Château', 'Parc', 'Pont', 'Lac', 'Moulin', 'Canal', 'Vieux Bourg'];

/** Real postcodes and towns inside the covered area (metropolitan France, Corsica, DROM). */
const COMMUNES: ReadonlyArray<readonly [string, string]> = [
  ['75008', 'Paris'], ['75011', 'Paris'], ['75015', 'Paris'], ['69003', 'Lyon'], ['69007', 'Lyon'],
  ['13001', 'Marseille'], ['13008', 'Marseille'], ['31000', 'Toulouse'], ['06000', 'Nice'], ['44000', 'Nantes'],
  ['67000', 'Strasbourg'], ['34000', 'Montpellier'], ['33000', 'Bordeaux'], ['59000', 'Lille'], ['35000', 'Rennes'],
  ['51100', 'Reims'], ['76600', 'Le Havre'], ['42000', 'Saint-Étienne'], ['83000', 'Toulon'], ['38000', 'Grenoble'],
  ['21000', 'Dijon'], ['49000', 'Angers'], ['30000', 'Nîmes'], ['63000', 'Clermont-Ferrand'], ['72000', 'Le Mans'],
  ['29200', 'Brest'], ['37000', 'Tours'], ['80000', 'Amiens'], ['87000', 'Limoges'], ['57000', 'Metz'],
  ['25000', 'Besançon'], ['66000', 'Perpignan'], ['45000', 'Orléans'], ['14000', 'Caen'], ['68100', 'Mulhouse'],
  ['54000', 'Nancy'], ['20000', 'Ajaccio'], ['20200', 'Bastia'], ['64000', 'Pau'], ['86000', 'Poitiers'],
  ['17000', 'La Rochelle'], ['74000', 'Annecy'], ['73000', 'Chambéry'], ['56100', 'Lorient'], ['84000', 'Avignon'],
  ['18000', 'Bourges'], ['10000', 'Troyes'], ['41000', 'Blois'], ['92100', 'Boulogne-Billancourt'], ['93200', 'Saint-Denis'],
  ['94300', 'Vincennes'], ['78000', 'Versailles'], ['95000', 'Cergy'], ['77000', 'Melun'], ['97400', 'Saint-Denis'],
  ['97200', 'Fort-de-France'], ['97300', 'Cayenne'], ['97110', 'Pointe-à-Pitre'], ['97600', 'Mamoudzou'],
];

/** Outside the covered area: overseas collectivities in Sirene, and establishments abroad (no postcode). */
const HORS_ZONE: ReadonlyArray<readonly [string | null, string]> = [
  ['97500', 'Saint-Pierre'], ['97133', 'Saint-Barthélemy'], ['97150', 'Saint-Martin'],
  [null, 'Bruxelles (Belgique)'], [null, 'Genève (Suisse)'], [null, 'Luxembourg (Luxembourg)'],
];

interface Activite {
  naf: string;
  noms: string[];
  categories: string[];
}

/** Trades with their NAF sub-class, name patterns and usual legal categories. */
const ACTIVITES: readonly Activite[] = [
  { naf: '10.71C', noms: ['Boulangerie {Nom}', 'Au Fournil de {Prenom}', 'Maison {Nom} & Fils'], categories: ['5499', '5498', '1000'] },
  { naf: '56.10A', noms: ["L'Auberge {Nom}", 'Le Bistrot de {Prenom}', 'Brasserie du {Lieu}'], categories: ['5499', '5710', '5720'] },
  { naf: '43.21A', noms: ['{Nom} Électricité', 'Électricité Générale {Nom}'], categories: ['5499', '5720', '1000'] },
  { naf: '41.20A', noms: ['Maisons {Nom}', 'Bâtiment {Nom} & Associés'], categories: ['5499', '5710'] },
  { naf: '49.41A', noms: ['Transports {Nom}', 'Transports {Nom} & Fils'], categories: ['5499', '5710', '5599'] },
  { naf: '62.01Z', noms: ['{Nom} Informatique', 'Studio Numérique {Nom}', 'Logiciels {Nom}'], categories: ['5710', '5720'] },
  { naf: '69.20Z', noms: ['Cabinet {Nom} Expertise Comptable', 'Fiduciaire {Nom}'], categories: ['5485', '5710'] },
  { naf: '71.12B', noms: ["Bureau d'Études {Nom}", '{Nom} Ingénierie'], categories: ['5710', '5499'] },
  { naf: '45.20A', noms: ['Garage {Nom}', 'Garage du {Lieu}'], categories: ['5499', '1000'] },
  { naf: '55.10Z', noms: ['Hôtel {Nom}', 'Hôtel du {Lieu}'], categories: ['5499', '5710'] },
  { naf: '96.02A', noms: ['Salon {Prenom} Coiffure', '{Prenom} & {Prenom2} Coiffure'], categories: ['1000', '5498'] },
  { naf: '86.23Z', noms: ['Cabinet Dentaire {Nom}', 'SELARL Dentaire {Nom}'], categories: ['5485'] },
  { naf: '47.73Z', noms: ['Pharmacie {Nom}', 'Pharmacie du {Lieu}'], categories: ['5485', '5499'] },
  { naf: '88.10A', noms: ['Association {Nom} Services à Domicile', 'Aide à Domicile du {Lieu}'], categories: ['9220'] },
  { naf: '81.21Z', noms: ['{Nom} Propreté', 'Net & Clair {Nom}'], categories: ['5710', '5499'] },
  { naf: '70.22Z', noms: ['{Nom} Conseil', '{Nom} & Associés Conseil'], categories: ['5710', '5720'] },
  { naf: '68.31Z', noms: ['Agence Immobilière {Nom}', 'Immobilier {Nom}'], categories: ['5499', '5710'] },
  { naf: '47.11D', noms: ['Distribution {Nom} (Supermarché)', 'Supermarché du {Lieu}'], categories: ['5710', '5599'] },
  { naf: '85.59A', noms: ['Institut de Formation {Nom}', 'Formations {Nom}'], categories: ['5710', '9220'] },
  { naf: '25.62B', noms: ['Mécanique de Précision {Nom}', 'Ateliers {Nom}'], categories: ['5499', '5710', '5599'] },
  { naf: '20.59Z', noms: ['Laboratoires {Nom}', 'Chimie {Nom}'], categories: ['5599', '5710'] },
  { naf: '86.10Z', noms: ['Clinique {Nom}', 'Clinique du {Lieu}'], categories: ['5710', '5599'] },
  { naf: '80.10Z', noms: ['{Nom} Sécurité', 'Gardiennage {Nom}'], categories: ['5710', '5499'] },
  { naf: '73.11Z', noms: ['Agence {Nom} Communication', '"{Nom}" Publicité'], categories: ['5710', '5720'] },
  { naf: '93.12Z', noms: ['Association Sportive {Nom}', 'Club Sportif du {Lieu}'], categories: ['9220'] },
];

/** Public-law, foreign or unincorporated units (CATEGORIE_JURIDIQUE_INVALIDE). */
const NON_ELIGIBLES: ReadonlyArray<{ categorie: string; naf: string; nom: string }> = [
  { categorie: '7210', naf: '84.11Z', nom: 'Commune de {Ville}' },
  { categorie: '7361', naf: '88.99B', nom: "Centre Communal d'Action Sociale de {Ville}" },
  { categorie: '7331', naf: '85.32Z', nom: 'Lycée Professionnel {Nom}' },
  { categorie: '4140', naf: '49.31Z', nom: 'Régie des Transports de {Ville}' },
  { categorie: '2110', naf: '68.20B', nom: 'Indivision {Nom}' },
  { categorie: '3220', naf: '46.90Z', nom: '{Nom} International Limited' },
];

const TRANCHES_EMPLOYEUSES = ['01', '02', '03', '11', '12', '21', '22', '31', '32', '41'];

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

/** mulberry32: a small, well-known 32-bit PRNG; enough for sample data and fully reproducible. */
function prng(graine: number): () => number {
  let a = graine >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type CasRegistre =
  | 'VALIDE'
  | 'RADIEE'
  | 'PROCEDURE_EN_COURS'
  | 'CATEGORIE_JURIDIQUE_INVALIDE'
  | 'LOCALITE_INVALIDE'
  | 'TRANCHE_EFFECTIF_ZERO'
  | 'TRANCHE_EFFECTIF_INCONNUE';

/** How many establishments of each case (VALIDE also gets secondary establishments and La Poste offices). */
const EFFECTIFS_PAR_CAS: ReadonlyArray<readonly [CasRegistre, number]> = [
  ['VALIDE', 150],
  ['RADIEE', 25],
  ['PROCEDURE_EN_COURS', 25],
  ['CATEGORIE_JURIDIQUE_INVALIDE', 25],
  ['LOCALITE_INVALIDE', 25],
  ['TRANCHE_EFFECTIF_ZERO', 25],
  ['TRANCHE_EFFECTIF_INCONNUE', 15],
];
const ETABLISSEMENTS_SECONDAIRES = 10;
const BUREAUX_LA_POSTE = 5;

const ATTENDU: Record<CasRegistre, EligibiliteEntreprise> = {
  VALIDE: { code: 'VALIDE', raison: null },
  RADIEE: { code: 'INVALIDE', raison: 'RADIEE' },
  PROCEDURE_EN_COURS: { code: 'INVALIDE', raison: 'PROCEDURE_EN_COURS' },
  CATEGORIE_JURIDIQUE_INVALIDE: { code: 'INVALIDE', raison: 'CATEGORIE_JURIDIQUE_INVALIDE' },
  LOCALITE_INVALIDE: { code: 'INVALIDE', raison: 'LOCALITE_INVALIDE' },
  TRANCHE_EFFECTIF_ZERO: { code: 'INDETERMINEE', raison: 'TRANCHE_EFFECTIF_ZERO' },
  TRANCHE_EFFECTIF_INCONNUE: { code: 'INDETERMINEE', raison: null },
};

export interface RegistreGenere {
  registre: RegistreJson;
  /** Luhn-valid SIRETs absent from the register (NON_TROUVE), for the README and the tests. */
  nonTrouves: string[];
  /** 14 digits with a wrong key (the check answers 400). */
  invalides: string[];
}

export function genererRegistre(): RegistreGenere {
  const alea = prng(GRAINE);
  const choisir = <T>(liste: readonly T[]): T => liste[Math.floor(alea() * liste.length)];
  const sirens = new Set<string>([SIREN_LA_POSTE]);
  const entreprises: EntrepriseRegistre[] = [];

  const nouveauSiren = (): string => {
    for (;;) {
      // First digit 3-9: like most SIRENs attributed since the 1970s.
      let debut = String(3 + Math.floor(alea() * 7));
      for (let i = 0; i < 7; i++) debut += String(Math.floor(alea() * 10));
      const siren = `${debut}${cleLuhn(debut)}`;
      if (!sirens.has(siren)) {
        sirens.add(siren);
        return siren;
      }
    }
  };
  /** NIC: 4 digits (00001 style numbering) then the key that makes the 14 digits Luhn-valid. */
  const siretDe = (siren: string, rang: number): string => {
    const debut = `${siren}${String(rang).padStart(4, '0')}`;
    return `${debut}${cleLuhn(debut)}`;
  };
  const nom = (modele: string, ville: string): string =>
    modele
      .replace('{Nom}', choisir(NOMS))
      .replace('{Prenom}', choisir(PRENOMS))
      .replace('{Prenom2}', choisir(PRENOMS))
      .replace('{Lieu}', choisir(LIEUX))
      .replace('{Ville}', ville)
      // Elision: 'Le Bistrot de Élodie' → 'Le Bistrot d'Élodie'.
      .replace(/\bde ([AEIOUYÉÈÊÂÎÔH])/g, "d'$1");

  const ajouter = (e: EntrepriseRegistre, cas: CasRegistre): void => {
    const obtenu = determinerEligibiliteEntreprise(versFiche(e));
    if (obtenu.code !== ATTENDU[cas].code || obtenu.raison !== ATTENDU[cas].raison) {
      throw new Error(`${e.siret} (${cas}) donne ${obtenu.code}/${obtenu.raison}`);
    }
    if (validerRaisonSociale(e.raison_sociale)) throw new Error(`Raison sociale refusée : ${e.raison_sociale}`);
    entreprises.push(e);
  };

  const sieges: EntrepriseRegistre[] = [];
  for (const [cas, nombre] of EFFECTIFS_PAR_CAS) {
    for (let i = 0; i < nombre; i++) {
      const activite = choisir(ACTIVITES);
      const [codePostal, commune] = choisir(COMMUNES);
      const siren = nouveauSiren();
      // Most establishments are the head office (NIC 0001x); some are a later one.
      const rang = alea() < 0.8 ? 1 : 2 + Math.floor(alea() * 30);
      const e: EntrepriseRegistre = {
        siret: siretDe(siren, rang),
        raison_sociale: nom(choisir(activite.noms), commune),
        etat_administratif: 'A',
        categorie_juridique: choisir(activite.categories),
        tranche_effectif: choisir(TRANCHES_EMPLOYEUSES),
        code_postal: codePostal,
        commune,
        naf: activite.naf,
        procedure_collective: false,
      };
      switch (cas) {
        case 'RADIEE':
          e.etat_administratif = 'F';
          break;
        case 'PROCEDURE_EN_COURS':
          e.procedure_collective = true;
          break;
        case 'CATEGORIE_JURIDIQUE_INVALIDE': {
          const u = NON_ELIGIBLES[i % NON_ELIGIBLES.length];
          e.categorie_juridique = u.categorie;
          e.naf = u.naf;
          e.raison_sociale = nom(u.nom, commune);
          break;
        }
        case 'LOCALITE_INVALIDE': {
          const [cp, ville] = HORS_ZONE[i % HORS_ZONE.length];
          e.code_postal = cp;
          e.commune = ville;
          break;
        }
        case 'TRANCHE_EFFECTIF_ZERO':
          e.tranche_effectif = i % 2 === 0 ? '00' : 'NN';
          break;
        case 'TRANCHE_EFFECTIF_INCONNUE':
          e.tranche_effectif = null;
          break;
        case 'VALIDE':
          sieges.push(e);
          break;
      }
      ajouter(e, cas);
    }
  }

  // Secondary establishments: same SIREN and name, another town.
  for (let i = 0; i < ETABLISSEMENTS_SECONDAIRES; i++) {
    const siege = sieges[i * 7];
    const [codePostal, commune] = choisir(COMMUNES);
    const rangSiege = Number(siege.siret.slice(9, 13));
    ajouter({ ...siege, siret: siretDe(siege.siret.slice(0, 9), rangSiege + 10 + i), code_postal: codePostal, commune }, 'VALIDE');
  }

  // La Poste offices: NICs outside the Luhn scheme whose 14 digits add up to a multiple of 5.
  let posteCrees = 0;
  while (posteCrees < BUREAUX_LA_POSTE) {
    const nic = String(10000 + Math.floor(alea() * 89999));
    const siret = `${SIREN_LA_POSTE}${nic}`;
    if (estLuhnValide(siret) || sommeDesChiffres(siret) % 5 !== 0 || entreprises.some((e) => e.siret === siret)) continue;
    const [codePostal, commune] = choisir(COMMUNES);
    ajouter(
      {
        siret,
        raison_sociale: 'La Poste',
        etat_administratif: 'A',
        categorie_juridique: '5510',
        tranche_effectif: choisir(['03', '11', '12', '21']),
        code_postal: codePostal,
        commune,
        naf: '53.10Z',
        procedure_collective: false,
      },
      'VALIDE',
    );
    posteCrees++;
  }

  entreprises.sort((a, b) => a.siret.localeCompare(b.siret));
  const connus = new Set(entreprises.map((e) => e.siret));
  const nonTrouves: string[] = [];
  while (nonTrouves.length < 5) {
    const siret = siretDe(nouveauSiren(), 1);
    if (!connus.has(siret)) nonTrouves.push(siret);
  }
  const invalides = entreprises
    .filter((e) => !e.siret.startsWith(SIREN_LA_POSTE))
    .slice(0, 5)
    .map((e) => `${e.siret.slice(0, 13)}${(Number(e.siret[13]) + 1) % 10}`);
  for (const s of invalides) if (estSiretValide(s)) throw new Error(`${s} devrait être invalide`);

  return {
    registre: {
      source:
        "Registre local d'entreprises FICTIVES, utilisé quand aucune API Sirene de l'INSEE n'est configurée (SIRENE_API_URL). Raisons sociales inventées à partir de patronymes et de métiers courants ; codes postaux et communes réels, sous-classes NAF rév. 2 et catégories juridiques de la nomenclature INSEE ; tranches d'effectif au format Sirene. SIRET à clé de Luhn valide (bureaux de La Poste : somme des chiffres multiple de 5). 'procedure_collective' tient lieu du BODACC. Généré par scripts/registre/generer-registre.ts (déterministe) ; ne pas modifier à la main.",
      genere_par: 'scripts/registre/generer-registre.ts',
      graine: GRAINE,
      entreprises,
    },
    nonTrouves,
    invalides,
  };
}

// ---------------------------------------------------------------------------------------------
// README
// ---------------------------------------------------------------------------------------------

const CAS_README: ReadonlyArray<{ titre: string; code: string; raison: string | null; note: string }> = [
  { titre: 'VALIDE', code: 'VALIDE', raison: null, note: 'Entreprise active, catégorie juridique privée, dans la zone couverte, avec salariés.' },
  { titre: 'INVALIDE — RADIEE', code: 'INVALIDE', raison: 'RADIEE', note: 'Établissement fermé (état administratif F).' },
  { titre: 'INVALIDE — PROCEDURE_EN_COURS', code: 'INVALIDE', raison: 'PROCEDURE_EN_COURS', note: 'Procédure collective publiée (sauvegarde, redressement ou liquidation).' },
  {
    titre: 'INVALIDE — CATEGORIE_JURIDIQUE_INVALIDE',
    code: 'INVALIDE',
    raison: 'CATEGORIE_JURIDIQUE_INVALIDE',
    note: 'Personne morale de droit public, de droit étranger non immatriculée, ou groupement sans personnalité morale.',
  },
  {
    titre: 'INVALIDE — LOCALITE_INVALIDE',
    code: 'INVALIDE',
    raison: 'LOCALITE_INVALIDE',
    note: 'Établissement hors de la zone couverte (collectivités d\'outre-mer, étranger).',
  },
  {
    titre: 'INDETERMINEE — TRANCHE_EFFECTIF_ZERO',
    code: 'INDETERMINEE',
    raison: 'TRANCHE_EFFECTIF_ZERO',
    note: "Tranche d'effectif 00 (0 salarié) ou NN (unité non employeuse) : bannière 'Effectif minimum'.",
  },
  {
    titre: "INDETERMINEE — sans raison (tranche d'effectif inconnue)",
    code: 'INDETERMINEE',
    raison: null,
    note: "Tranche d'effectif non renseignée au répertoire : bannière 'Effectif minimum'.",
  },
];

export function genererReadme(g: RegistreGenere): string {
  const lignes: string[] = [];
  const par = (code: string, raison: string | null) =>
    g.registre.entreprises.filter((e) => {
      const r = determinerEligibiliteEntreprise(versFiche(e));
      return r.code === code && r.raison === raison && !e.siret.startsWith(SIREN_LA_POSTE);
    });
  const ligne = (e: EntrepriseRegistre) =>
    `| ${formaterSiret(e.siret)} | ${e.raison_sociale} | ${e.code_postal ?? '—'} ${e.commune ?? ''} | ${e.categorie_juridique} | ${
      e.tranche_effectif ?? 'inconnue'
    } | ${e.etat_administratif} |`;
  const entete = ['| SIRET | Raison sociale | Commune | Cat. juridique | Tranche | État |', '|---|---|---|---|---|---|'];

  lignes.push(
    '# Registre local des entreprises (données fictives)',
    '',
    '`registre-entreprises.json` est le registre des entreprises utilisé par défaut, quand `SIRENE_API_URL`',
    "n'est pas configurée (voir docs/adr/0012-company-register-and-eligibility.md). Il est **généré** :",
    'ne pas le modifier à la main, mais modifier `scripts/registre/generer-registre.ts` puis lancer',
    '',
    '```',
    'npm run build:server && node dist/scripts/registre/generer-registre.js',
    '```',
    '',
    `Le générateur est déterministe (graine ${GRAINE}) ; un test unitaire vérifie que ce fichier et le JSON sont à jour.`,
    `Il contient ${g.registre.entreprises.length} établissements fictifs.`,
    '',
    "L'éligibilité n'est pas stockée : elle est dérivée de la fiche par `determinerEligibiliteEntreprise`",
    '(src/domain/eligibilite/entreprise.ts), dans cet ordre : fermé → RADIEE ; procédure collective →',
    'PROCEDURE_EN_COURS ; catégorie juridique des familles 2, 3 (sauf 3120), 4, 7 ou 9210 →',
    'CATEGORIE_JURIDIQUE_INVALIDE ; hors métropole, Corse et DROM (971 à 974, 976 ; 97133 et 97150 exclus) →',
    "LOCALITE_INVALIDE ; tranche d'effectif 00 ou NN → INDETERMINEE / TRANCHE_EFFECTIF_ZERO ; tranche inconnue →",
    'INDETERMINEE sans raison ; sinon VALIDE. Un SIRET absent du registre donne INDETERMINEE / NON_TROUVE.',
    '',
    'Appel : `POST /api/eligibilite/determiner-eligibilite-entreprise` avec `{"siret": "..."}` (espaces acceptés).',
    '',
    '## SIRET à essayer',
    '',
  );
  for (const cas of CAS_README) {
    lignes.push(`### ${cas.titre}`, '', cas.note, '', ...entete, ...par(cas.code, cas.raison).slice(0, 5).map(ligne), '');
  }
  lignes.push(
    '### INDETERMINEE — NON_TROUVE',
    '',
    "SIRET à clé de Luhn valide mais absents du registre : bannière 'Vérification SIRET impossible'.",
    '',
    '| SIRET |',
    '|---|',
    ...g.nonTrouves.map((s) => `| ${formaterSiret(s)} |`),
    '',
    '### La Poste (exception à la clé de Luhn)',
    '',
    'SIREN 356 000 000 : ces SIRET ne respectent pas la clé de Luhn mais la somme de leurs chiffres est un multiple de 5 ; ils sont valides (VALIDE).',
    '',
    ...entete,
    ...g.registre.entreprises.filter((e) => e.siret.startsWith(SIREN_LA_POSTE)).map(ligne),
    '',
    '### SIRET invalides (réponse 400)',
    '',
    "14 chiffres mais clé de contrôle fausse : l'appel répond 400 « Le numéro de siret est invalide », que la page traite comme INVALIDE.",
    '',
    '| SIRET |',
    '|---|',
    ...g.invalides.map((s) => `| ${formaterSiret(s)} |`),
    '',
    '## Tranches d\'effectif (Sirene)',
    '',
    '| Code | Libellé |',
    '|---|---|',
    ...Object.entries(TRANCHES_EFFECTIF).map(([c, l]) => `| ${c} | ${l} |`),
    '',
  );
  return lignes.join('\n');
}

export function contenuJson(g: RegistreGenere): string {
  return `${JSON.stringify(g.registre, null, 2)}\n`;
}

/** The project root: the nearest folder above this file that holds package.json (works from src and dist). */
export function racineProjet(depart = __dirname): string {
  let dossier = depart;
  while (!existsSync(join(dossier, 'package.json'))) {
    const parent = dirname(dossier);
    if (parent === dossier) throw new Error('package.json introuvable');
    dossier = parent;
  }
  return dossier;
}

if (require.main === module) {
  const g = genererRegistre();
  const racine = racineProjet();
  writeFileSync(join(racine, 'data', 'registre-entreprises.json'), contenuJson(g));
  writeFileSync(join(racine, 'data', 'registre-entreprises.README.md'), genererReadme(g));
  console.log(`${g.registre.entreprises.length} établissements écrits dans data/registre-entreprises.json`);
}
