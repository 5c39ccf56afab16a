import { Logger } from '@nestjs/common';
import type { AppLoadContext } from 'react-router';
import { ClientsService } from '../../../src/clients/clients.service';
import { ReferentielsService } from '../../../src/referentiels/referentiels.service';
import type { CcnChoisie } from '../../state';
import type { ClientEntreprise, DonneesInformationsEntreprise } from './types';

const logger = new Logger('InformationsEntreprise');

type Utilisateur = NonNullable<AppLoadContext['user']>;

const versClient = (c: ClientEntreprise): ClientEntreprise => ({
  id: c.id,
  siret: c.siret,
  raison_sociale: c.raison_sociale,
  ccn: c.ccn,
  naf: c.naf,
  demographie: c.demographie,
});

/**
 * What 'Informations entreprise' needs at once (spec 01 §2 'On load it ... loads the client lists
 * (by SIRET and by company name) and the CCN list'), read in process from the Nest services. A
 * failure does not break the page: the agreements come back as null (the page shows 'Erreur lors
 * de la récupération des CCNs'), the client lists as empty (no suggestions).
 */
export async function chargerInformationsEntreprise(context: AppLoadContext, utilisateur: Utilisateur): Promise<DonneesInformationsEntreprise> {
  const clients = context.nest.get(ClientsService);
  const [ccns, clientsAvecSiret, clientsSansSiret] = await Promise.all([
    context.nest
      .get(ReferentielsService)
      .ccns()
      .then((liste): CcnChoisie[] =>
        liste.map((c) => ({ id: c.id, idcc: c.idcc, libelle: c.libelle, libelle_court: c.libelle_court, dares_valide: c.dares_valide, lien_fiche: c.lien_fiche })),
      )
      .catch((err: unknown) => {
        logger.error({ err }, 'Lecture des CCN impossible');
        return null;
      }),
    ...[true, false].map((doitAvoirSiret) =>
      clients
        .lister(utilisateur, undefined, doitAvoirSiret)
        .then((liste) => liste.map(versClient))
        .catch((err: unknown) => {
          logger.error({ err }, 'Lecture des clients impossible');
          return [];
        }),
    ),
  ]);
  return { ccns, clientsAvecSiret, clientsSansSiret };
}
