/**
 * The company a health projet is for: the projet's own when it was loaded or duplicated (the
 * company step may not have been done in this tab), else what 'Informations entreprise' saved.
 */
import { ID_SANS_CCN } from '../../../src/domain/offres/catalogue';
import type { InformationsEntrepriseState } from '../../state';
import type { SanteState } from '../../state/sante';

export interface EntrepriseCourante {
  clientId: number | null;
  raisonSociale: string;
  siret: string | null;
  /** Agreement id (integer IDCC); 9999 without agreement. */
  idCcn: number;
  effectifTotal: number | null;
}

export function entrepriseCourante(entreprise: InformationsEntrepriseState, etat: SanteState): EntrepriseCourante {
  if (etat.client) {
    return {
      clientId: etat.client.id,
      raisonSociale: etat.client.raisonSociale,
      siret: etat.client.siret,
      idCcn: etat.client.idCcn ?? ID_SANS_CCN,
      effectifTotal: etat.client.effectif,
    };
  }
  return {
    clientId: entreprise.clientId,
    raisonSociale: entreprise.raisonSociale,
    siret: entreprise.siretConnu ? entreprise.siret : null,
    idCcn: entreprise.ccn?.id ?? ID_SANS_CCN,
    effectifTotal: entreprise.effectifTotal,
  };
}
