import { Logger } from '@nestjs/common';
import { data, type AppLoadContext } from 'react-router';
import { Horloge } from '../../../src/common/horloge';
import type { CodeProduit } from '../../../src/domain/projets/projet.types';
import { ProjetsService } from '../../../src/projets/projets.service';
import { ReferentielsService } from '../../../src/referentiels/referentiels.service';
import { SouscriptionService } from '../../../src/souscription/souscription.service';
import { withHttpStatus } from '../../routing/nest-errors';
import type { DonneesDossier } from './types';

const logger = new Logger('Souscription');

type Utilisateur = NonNullable<AppLoadContext['user']>;

const codeRefus = (e: unknown) => ((e as { getResponse?: () => unknown })?.getResponse?.() as { code?: string } | undefined)?.code;

/**
 * The subscription frame (/souscription/:codeProduit(ssc|spc)/:idProjet(digits)), read in process
 * in the order of 02 §4: the legal forms, then the subscription (which carries the contribution
 * modes, the medical-study defaults, the frozen fields). Another product code, a non-numeric id,
 * an unknown projet or one of another distributor or product is the 404 page; a projet never
 * handed over shows the frame without steps; any other failure shows 'Erreur lors du chargement
 * de la souscription'.
 */
export async function chargerDossier(context: AppLoadContext, utilisateur: Utilisateur, segment: string | undefined, id: string | undefined): Promise<DonneesDossier> {
  const codeProduit: CodeProduit | null = segment === 'ssc' ? 'SSC' : segment === 'spc' ? 'SPC' : null;
  if (!codeProduit || !id || !/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const projet = await withHttpStatus(() => context.nest.get(ProjetsService).charger(utilisateur, Number(id)), context);
  if (projet.codeProduit !== codeProduit) throw data(null, { status: 404 });
  const today = context.nest.get(Horloge).aujourdhui();
  const base = { idProjet: projet.id, codeProduit, raisonSociale: projet.raisonSociale, today, formes: [], fonctions: [], nafLibelle: null, villes: [], dossier: null };
  try {
    const referentiels = context.nest.get(ReferentielsService);
    const formes = (await referentiels.formesJuridiques()).map((f) => ({ code: f.code, libelle: f.libelle, activites: f.activites.map((a) => ({ code: a.code, libelle: a.libelle })) }));
    const dossier = await context.nest.get(SouscriptionService).charger(utilisateur, projet.id, today);
    const fonctions = (await referentiels.fonctions()).map((f) => f.libelle);
    const naf = dossier.informations_complementaires.entreprise_adherente.naf;
    const nafLibelle = naf ? ((await referentiels.nafs()).find((n) => n.code === naf)?.description ?? null) : null;
    const cp = dossier.informations_complementaires.adresse_siege_social.code_postal;
    const villes = /^\d{5}$/.test(cp) ? (await referentiels.communes(cp)).map((c) => c.nom) : [];
    return { ...base, ouverte: true, erreurChargement: false, formes, fonctions, nafLibelle, villes, dossier };
  } catch (err) {
    if (codeRefus(err) === 'SOUSCRIPTION_ABSENTE') return { ...base, ouverte: false, erreurChargement: false };
    logger.error({ err }, 'Chargement de la souscription impossible');
    return { ...base, ouverte: true, erreurChargement: true };
  }
}
