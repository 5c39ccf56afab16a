/**
 * Extracts the referential data files into data/referentiels/ from public npm packages.
 *
 *   npx nest build && node dist/scripts/referentiels/extract.js
 *
 * Packages are fetched with `npm pack` into a temporary folder and unpacked with tar (not
 * installed: @socialgouv/kali-data has a dependency hosted outside the registry). Versions are
 * pinned below and written into each file; bump them deliberately, then review the diff.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REFERENTIELS } from '../../src/domain/messages/referentiels';
import { comparerCcns } from '../../src/domain/referentiels/ccn';
import { BAREME_PMSS, MOIS_PAR_AN } from '../../src/domain/referentiels/pmss';
import { FONCTIONS, FORMES_JURIDIQUES, SOURCE_FONCTIONS, SOURCE_FORMES_JURIDIQUES } from './manuels';
import {
  ccnsDepuisKali,
  ccnSansConvention,
  CommuneDecoupage,
  communesDepuisDecoupage,
  KaliDocument,
  lieuxDepuisDecoupage,
  nafsDepuisCodesNaf,
  serialiser,
} from './transform';

const PAQUETS = {
  kali: { nom: '@socialgouv/kali-data', version: '3.449.0' },
  naf: { nom: '@socialgouv/codes-naf', version: '1.1.1' },
  decoupage: { nom: '@etalab/decoupage-administratif', version: '6.0.0' },
} as const;

/** The project root: the nearest folder above this file (or the working folder) holding package.json and data/. */
function racineProjet(...depart: string[]): string {
  for (const d of depart) {
    for (let dossier = d; ; dossier = dirname(dossier)) {
      if (existsSync(join(dossier, 'package.json')) && existsSync(join(dossier, 'data'))) return dossier;
      if (dirname(dossier) === dossier) break;
    }
  }
  throw new Error(`Racine du projet introuvable depuis ${depart.join(', ')}`);
}

/** npm pack + tar: returns the unpacked package folder. */
function deballer(temp: string, paquet: { nom: string; version: string }): string {
  const cible = join(temp, paquet.nom.replace(/[@/]/g, '_'));
  mkdirSync(cible, { recursive: true });
  const sortie = execFileSync('npm', ['pack', `${paquet.nom}@${paquet.version}`, '--pack-destination', cible, '--silent'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const archive = sortie.trim().split('\n').pop() as string;
  execFileSync('tar', ['xzf', join(cible, archive), '-C', cible]);
  return join(cible, 'package');
}

const lireJson = <T>(chemin: string): T => JSON.parse(readFileSync(chemin, 'utf8')) as T;

function main(): void {
  const racine = racineProjet(__dirname, process.cwd());
  const sortie = join(racine, 'data', 'referentiels');
  const temp = mkdtempSync(join(tmpdir(), 'referentiels-'));
  const extraitLe = new Date().toISOString().slice(0, 10);
  const ecrire = (fichier: string, contenu: string) => {
    writeFileSync(join(sortie, fichier), contenu);
    console.log(`${fichier}: ${Buffer.byteLength(contenu)} octets`);
  };
  try {
    // Towns first: their department, region and prefecture names also spot territorial agreements.
    const decoupage = deballer(temp, PAQUETS.decoupage);
    const communesBrutes = lireJson<CommuneDecoupage[]>(join(decoupage, 'data', 'communes.json'));
    const departements = lireJson<{ code: string; nom: string; chefLieu?: string }[]>(join(decoupage, 'data', 'departements.json'));
    const regions = lireJson<{ nom: string }[]>(join(decoupage, 'data', 'regions.json'));
    const communes = communesDepuisDecoupage(communesBrutes);
    ecrire(
      'codes-postaux.json',
      serialiser(
        {
          source: `${PAQUETS.decoupage.nom} ${PAQUETS.decoupage.version} (data/communes.json : Code officiel géographique INSEE et base officielle des codes postaux La Poste), communes actuelles ; licence Ouverte`,
          paquet: PAQUETS.decoupage.nom,
          version: PAQUETS.decoupage.version,
          extrait_le: extraitLe,
          nombre: communes.length,
          codes_postaux: new Set(communes.map((c) => c.code_postal)).size,
          champs: ['code_postal', 'insee', 'nom', 'departement'],
        },
        'communes',
        communes.map((c) => [c.code_postal, c.insee, c.nom, c.departement]),
      ),
    );

    const kali = deballer(temp, PAQUETS.kali);
    const docs = readdirSync(join(kali, 'data'))
      .filter((f) => /^KALICONT.*\.json$/.test(f))
      .sort()
      .map((f) => lireJson<KaliDocument>(join(kali, 'data', f)));
    const { ccns, exclues } = ccnsDepuisKali(docs, lieuxDepuisDecoupage(departements, regions, communesBrutes));
    const toutes = [...ccns, ccnSansConvention(REFERENTIELS.sansConventionCollective)].sort(comparerCcns);
    ecrire(
      'ccn.json',
      serialiser(
        {
          source: `${PAQUETS.kali.nom} ${PAQUETS.kali.version} (data/KALICONT*.json : num, title, shortTitle, id), DILA / Legifrance ; plus l'IDCC 9999 'Sans convention collective'`,
          paquet: PAQUETS.kali.nom,
          version: PAQUETS.kali.version,
          extrait_le: extraitLe,
          regles:
            "Conventions nationales avec IDCC (les conventions régionales, départementales et locales sont écartées, voir 'exclues'). " +
            'lien_fiche = https://www.legifrance.gouv.fr/conv_coll/id/{KALICONT}. dares_valide = identifiant KALICONT propre et texte de base en vigueur (jamais pour 9999).',
          nombre: toutes.length,
          exclues,
        },
        'ccns',
        toutes,
      ),
    );

    const naf = deballer(temp, PAQUETS.naf);
    const nafs = nafsDepuisCodesNaf(lireJson<{ id: string; label: string }[]>(join(naf, 'index.json')));
    ecrire(
      'naf.json',
      serialiser(
        {
          source: `${PAQUETS.naf.nom} ${PAQUETS.naf.version} (index.json), nomenclature INSEE NAF rév. 2`,
          paquet: PAQUETS.naf.nom,
          version: PAQUETS.naf.version,
          extrait_le: extraitLe,
          nombre: nafs.length,
          sous_classes: nafs.filter((n) => n.niveau === 'sous-classe').length,
        },
        'nafs',
        nafs,
      ),
    );

    ecrire(
      'pmss.json',
      serialiser(
        {
          source:
            'Arrêtés annuels portant fixation du plafond de la sécurité sociale (URSSAF, service-public.fr). Montants mensuels en euros ; PASS = 12 × PMSS. ' +
            "Une année non encore publiée reprend le dernier montant connu (publie: false, annee_reference).",
        },
        'pmss',
        BAREME_PMSS.map((l) => ({ annee: l.annee, montant: l.montant, pass: l.montant * MOIS_PAR_AN })),
      ),
    );
    ecrire('formes-juridiques.json', serialiser({ source: SOURCE_FORMES_JURIDIQUES, nombre: FORMES_JURIDIQUES.length }, 'formes_juridiques', FORMES_JURIDIQUES));
    ecrire('fonctions.json', serialiser({ source: SOURCE_FONCTIONS, nombre: FONCTIONS.length }, 'fonctions', FONCTIONS));
    console.log(`CCN : ${toutes.length} (dont 9999), écartées : ${exclues.length} ; NAF : ${nafs.length} ; communes : ${communes.length}`);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

main();
