import { COLLEGES_PAR_PRODUIT, LIBELLES_COLLEGE } from '../offres/catalogue';
import type { CodeProduit, TypeCollege } from './projet.types';
import { verifierCodeProduit } from './statut';

export interface GroupeCollege<T> {
  college: TypeCollege;
  libelle: string;
  projets: T[];
}

/**
 * Project lists are grouped by college (§2): health CADRE, NON_CADRE, TOUS; provident CADRE and
 * NON_CADRE. Every group is present, even empty (it carries the 'Nouveau projet' button); order
 * inside a group is kept (the server sends newest first). Rows of a college the product does not
 * have are an error, as is an unknown product code.
 */
export function grouperParCollege<T extends { college: { type: TypeCollege } | null }>(
  codeProduit: CodeProduit,
  projets: readonly T[],
): GroupeCollege<T>[] {
  const colleges = COLLEGES_PAR_PRODUIT[verifierCodeProduit(codeProduit)];
  const groupes = colleges.map((college) => ({ college, libelle: LIBELLES_COLLEGE[college], projets: [] as T[] }));
  for (const projet of projets) {
    const groupe = groupes.find((g) => g.college === projet.college?.type);
    if (!groupe) throw new Error(`Collège non géré pour ${codeProduit} : ${String(projet.college?.type)}`);
    groupe.projets.push(projet);
  }
  return groupes;
}
