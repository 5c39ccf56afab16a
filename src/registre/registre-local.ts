import registre from '../../data/registre-entreprises.json';
import type { FicheEntreprise } from '../domain/eligibilite/entreprise';
import type { RegistreEntreprises } from './registre-entreprises';

/** One row of data/registre-entreprises.json (written by scripts/registre/generer-registre.ts). */
export interface LigneRegistreLocal {
  siret: string;
  raison_sociale: string;
  etat_administratif: string;
  categorie_juridique: string;
  tranche_effectif: string | null;
  code_postal: string | null;
  commune: string | null;
  naf: string | null;
  procedure_collective: boolean;
}

function versFiche(l: LigneRegistreLocal): FicheEntreprise {
  if (l.etat_administratif !== 'A' && l.etat_administratif !== 'F') {
    throw new Error(`Registre local : état administratif ${l.etat_administratif} pour ${l.siret}`);
  }
  return {
    siret: l.siret,
    raisonSociale: l.raison_sociale,
    etatAdministratif: l.etat_administratif,
    categorieJuridique: l.categorie_juridique,
    trancheEffectif: l.tranche_effectif,
    codePostal: l.code_postal,
    commune: l.commune,
    naf: l.naf,
    procedureCollective: l.procedure_collective,
  };
}

/**
 * The default register when no Sirene API is configured: a few hundred fictitious establishments
 * committed with the code, covering every eligibility case. Any other SIRET is 'not found'.
 */
export class RegistreLocal implements RegistreEntreprises {
  readonly nom = 'registre local';
  private readonly parSiret: ReadonlyMap<string, FicheEntreprise>;

  constructor(lignes: readonly LigneRegistreLocal[] = registre.entreprises) {
    this.parSiret = new Map(lignes.map((l) => [l.siret, versFiche(l)]));
  }

  get taille(): number {
    return this.parSiret.size;
  }

  async rechercherParSiret(siret: string): Promise<FicheEntreprise | null> {
    return this.parSiret.get(siret) ?? null;
  }
}
