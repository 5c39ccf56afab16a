import type { TypeCollege } from '../offres/catalogue';
import type { CodeLibelleCollege, EtatRegime } from './types';

/**
 * College labels printed in the DUE (etape5; brief §1.2: CSS R242-1-1 1° as amended by décret
 * n° 2021-1002, ANI of 17 November 2017). Kept as data; the generated DUE always uses the new wording.
 */
export interface LibelleCollege {
  code: CodeLibelleCollege;
  libelle: string;
  /** The wording of the CCN AGIRC of 14 March 1947 it replaces (shown for a modification). */
  ancienLibelle: string | null;
}

export const LIBELLES_COLLEGE_DUE: readonly (LibelleCollege & { typeCollege: TypeCollege; parDefaut?: boolean })[] = [
  { typeCollege: 'TOUS', code: 'EP', libelle: "l'ensemble du personnel salarié de l'entreprise", ancienLibelle: null, parDefaut: true },
  {
    typeCollege: 'CADRE',
    code: 'C21',
    libelle: "les salariés cadres relevant de l'article 2.1 de l'ANI du 17 novembre 2017",
    ancienLibelle: "les salariés relevant de l'article 4 de la convention collective nationale AGIRC du 14 mars 1947",
  },
  {
    typeCollege: 'CADRE',
    code: 'C2122',
    libelle: "les salariés relevant des articles 2.1 et 2.2 de l'ANI du 17 novembre 2017",
    ancienLibelle: 'les salariés relevant des articles 4 et 4 bis de la convention collective nationale AGIRC du 14 mars 1947',
    parDefaut: true,
  },
  {
    typeCollege: 'CADRE',
    code: 'C2122A',
    libelle:
      "les salariés relevant des articles 2.1 et 2.2 de l'ANI du 17 novembre 2017 ainsi que les salariés intégrés à la catégorie des cadres par un accord agréé par la commission paritaire de l'APEC (article 3)",
    ancienLibelle: "les salariés relevant des articles 4, 4 bis et 36 de l'annexe I de la convention collective nationale AGIRC du 14 mars 1947",
  },
  {
    typeCollege: 'NON_CADRE',
    code: 'NC21',
    libelle: "les salariés ne relevant pas de l'article 2.1 de l'ANI du 17 novembre 2017",
    ancienLibelle: "les salariés ne relevant pas de l'article 4 de la convention collective nationale AGIRC du 14 mars 1947",
  },
  {
    typeCollege: 'NON_CADRE',
    code: 'NC2122',
    libelle: "les salariés ne relevant pas des articles 2.1 et 2.2 de l'ANI du 17 novembre 2017",
    ancienLibelle: 'les salariés ne relevant pas des articles 4 et 4 bis de la convention collective nationale AGIRC du 14 mars 1947',
    parDefaut: true,
  },
  {
    typeCollege: 'NON_CADRE',
    code: 'NC2122A',
    libelle:
      "les salariés ne relevant pas des articles 2.1 et 2.2 de l'ANI du 17 novembre 2017 ni intégrés à la catégorie des cadres par un accord agréé par la commission paritaire de l'APEC (article 3)",
    ancienLibelle: "les salariés ne relevant pas des articles 4, 4 bis et 36 de l'annexe I de la convention collective nationale AGIRC du 14 mars 1947",
  },
];

/** Etape5's choices for the projet's college; for a modification each carries the old wording it replaces. */
export function libellesCollege(typeCollege: TypeCollege, etatRegime: EtatRegime | null): LibelleCollege[] {
  return LIBELLES_COLLEGE_DUE.filter((l) => l.typeCollege === typeCollege).map((l) => ({
    code: l.code,
    libelle: l.libelle,
    ancienLibelle: etatRegime === 'MODIFICATION' ? l.ancienLibelle : null,
  }));
}

/** The label chosen by default for a college (brief §1.2: C2122 / NC2122; EP for the whole staff). */
export function libelleCollegeParDefaut(typeCollege: TypeCollege): CodeLibelleCollege {
  return LIBELLES_COLLEGE_DUE.find((l) => l.typeCollege === typeCollege && l.parDefaut)!.code;
}
