import { Logger } from '@nestjs/common';
import { data, type AppLoadContext } from 'react-router';
import { Horloge } from '../../../src/common/horloge';
import type { CodeProduit } from '../../../src/domain/projets/projet.types';
import type { ProjetEntity } from '../../../src/projets/entities/projet.entity';
import { ProjetsService } from '../../../src/projets/projets.service';
import { ReferentielsService } from '../../../src/referentiels/referentiels.service';
import { ContexteSouscriptionService, type ContexteSouscription } from '../../../src/souscription/participants/contexte-souscription.service';
import type { SouscriptionPieceEntity } from '../../../src/souscription/entities/piece.entity';
import { PiecesService } from '../../../src/souscription/pieces/pieces.service';
import { SouscriptionService, type DossierSouscription } from '../../../src/souscription/souscription.service';
import { withHttpStatus } from '../../routing/nest-errors';
import type { DonneesDossier } from './types';

const logger = new Logger('Souscription');

type Utilisateur = NonNullable<AppLoadContext['user']>;

const codeRefus = (e: unknown) => ((e as { getResponse?: () => unknown })?.getResponse?.() as { code?: string } | undefined)?.code;

/**
 * What the frame and its step read of one subscription, once per page request: their loaders run
 * side by side and used to read the projet three times and the participants twice (issue 12 item 9).
 */
export const lectures = {
  projet: (context: AppLoadContext, u: Utilisateur, id: number): Promise<ProjetEntity> =>
    context.memo(`projet:${id}`, () => context.nest.get(ProjetsService).charger(u, id)),
  dossier: (context: AppLoadContext, u: Utilisateur, id: number): Promise<DossierSouscription> =>
    context.memo(`souscription:${id}`, async () => context.nest.get(SouscriptionService).dossierDuProjet(u, await lectures.projet(context, u, id), { avecParticipants: true })),
  contexte: (context: AppLoadContext, u: Utilisateur, id: number): Promise<ContexteSouscription> =>
    context.memo(`souscription-contexte:${id}`, async () => {
      const d = await lectures.dossier(context, u, id);
      return context.nest.get(ContexteSouscriptionService).pour(d.projet, d.souscription, undefined, d.liste);
    }),
  fichiers: (context: AppLoadContext, u: Utilisateur, id: number): Promise<SouscriptionPieceEntity[]> =>
    context.memo(`souscription-fichiers:${id}`, async () => context.nest.get(PiecesService).fichiersDuProjet(await lectures.contexte(context, u, id))),
};

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
  const projet = await withHttpStatus(() => lectures.projet(context, utilisateur, Number(id)), context);
  if (projet.codeProduit !== codeProduit) throw data(null, { status: 404 });
  const today = context.nest.get(Horloge).aujourdhui();
  const base = { idProjet: projet.id, codeProduit, raisonSociale: projet.raisonSociale, today, formes: [], fonctions: [], nafLibelle: null, villes: [], dossier: null };
  try {
    const referentiels = context.nest.get(ReferentielsService);
    const formes = (await referentiels.formesJuridiques()).map((f) => ({ code: f.code, libelle: f.libelle, activites: f.activites.map((a) => ({ code: a.code, libelle: a.libelle })) }));
    const d = await lectures.dossier(context, utilisateur, projet.id);
    const [contexte, fichiers] = await Promise.all([lectures.contexte(context, utilisateur, projet.id), lectures.fichiers(context, utilisateur, projet.id)]);
    const dossier = await context.nest.get(SouscriptionService).vue(d, today, { contexte, fichiers });
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
