import type { DataSource } from 'typeorm';
import { cleRechercheRaisonSociale } from '../../domain/eligibilite/saisie-entreprise';

/**
 * Factories for medium tests: rows as the application writes them, with only what a test cares
 * about to give. They write SQL (not entities) so that a test of one module does not need the others'.
 */
export function fabriques(db: DataSource) {
  let n = 0;
  const tarifSante = { tarifs: [{ structure: 'UNIQUE', tarif: { taux: 1.56, budget_mensuel: 62.48 } }] };
  const tarifPrevoyance = { tarifs: [{ formule: 'SUR_MESURE', type_masse_salariale: 'T1', tarif: { taux: 1.23, budget_annuel: 3690, budget_mensuel: 307.5 } }] };

  return {
    /** A client of the distributor (CCN 843, NAF 10.71C, 40 employees). */
    async client(codeDistributeur: string, x: { raisonSociale?: string; siret?: string | null } = {}): Promise<number> {
      const raisonSociale = x.raisonSociale ?? `Entreprise ${++n}`;
      const rows: Array<{ id: number }> = await db.query(
        `INSERT INTO client (code_distributeur, siret, raison_sociale, raison_sociale_recherche, ccn_id, naf, effectif_global, effectif_cadre)
         VALUES ($1, $2, $3, $4, 843, '10.71C', 40, 12) RETURNING id`,
        [codeDistributeur, x.siret ?? null, raisonSociale, cleRechercheRaisonSociale(raisonSociale)],
      );
      return rows[0].id;
    },

    /** A projet of a client (health unless `codeProduit: 'SPC'`), NOUVEAU unless told. */
    async projet(
      codeDistributeur: string,
      clientId: number,
      x: { statut?: string; codeProduit?: 'SSC' | 'SPC'; college?: 'CADRE' | 'NON_CADRE' | 'TOUS'; archive?: boolean } = {},
    ): Promise<number> {
      const spc = x.codeProduit === 'SPC';
      const rows: Array<{ id: number }> = await db.query(
        `INSERT INTO projet (code_distributeur, utilisateur_id, client_id, code_produit, produit_id, statut, date_effet, college_type,
                             college_effectif, college_age_moyen, raison_sociale, commissionnement_type, commissionnement_taux,
                             code_postal, regime_social, niveaux_postes, type_masse_salariale, masse_salariale_t1, garanties,
                             resume_liste, tarifs, bareme_version, archived_at)
         VALUES ($1, 'u', $2, $3, 460, $4, '2027-01-01', $5, 12, 42, 'x', 'CLIN', 5,
                 $6, $7, $8, $9, $10, $11, '[]', $12, 'v1', $13) RETURNING id`,
        [
          codeDistributeur,
          clientId,
          spc ? 'SPC' : 'SSC',
          x.statut ?? 'NOUVEAU',
          x.college ?? 'CADRE',
          spc ? null : '35000',
          spc ? null : 'SECURITE_SOCIALE',
          spc ? null : '[]',
          spc ? 'T1' : null,
          spc ? 300000 : null,
          spc ? '[]' : null,
          JSON.stringify(spc ? tarifPrevoyance : tarifSante),
          x.archive ? new Date() : null,
        ],
      );
      return rows[0].id;
    },
  };
}
