import { RefusMetier } from '../common/refus-metier';
import { Injectable } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import { PREVOYANCE } from '../domain/messages';
import { pmssAt } from '../domain/pricing/pmss';
import { catalogueGaranties } from '../domain/pricing/prevoyance/catalogue';
import { champListe, listeVersGaranties } from '../domain/pricing/prevoyance/conversion';
import type { CollegePrevoyance, GarantieCatalogue, GarantieListe } from '../domain/pricing/prevoyance/garanties.types';
import { codeIdcc, minimaPrevoyance } from '../domain/pricing/prevoyance/minima';
import { ErreurTarifPrevoyance, tarifierPrevoyance } from '../domain/pricing/prevoyance/moteur';
import { validerDateEffet } from '../domain/projets/informations-tarifantes';
import { demographieRequise, validerInformationsPrevoyance } from '../domain/pricing/prevoyance/regles/informations';
import { validerGarantiesPrevoyance } from '../domain/pricing/prevoyance/regles/garanties';
import { TarifierPrevoyanceDto } from './dto/tarifer-prevoyance.dto';
import { Horloge } from '../common/horloge';
import { Lru } from '../common/lru';
import { lireCorpsJson } from '../common/corps-json';
import { ReponsesMemorisees } from '../common/reponses-memorisees';
import { createValidationPipe } from '../common/validation';

/** Distinct parameter sets kept (a broker moving steppers revisits the same few). */
const TAILLE_MEMO = 2000;
/** Distinct request bodies whose answer is kept ready (see ReponsesMemorisees). */
const TAILLE_REPONSES = 2000;

interface ErreurChamp {
  champ: string;
  message: string;
}

/** A memoised answer: the serialised price, or the refusal (a refusal is as deterministic as a price). */
type Reponse = { json: Buffer } | { erreurs: ErreurChamp[] };

const refus = (erreurs: ErreurChamp[]) => RefusMetier.champs(erreurs);

const DT = 'donnees_tarifantes';
/** Provident information fields (domain names) → payload paths. */
const CHAMPS_INFORMATIONS: Record<string, string> = {
  typeCollege: `${DT}.college.type`,
  naf: `${DT}.societe.naf`,
  nombreFemmes: `${DT}.college.nb_femmes`,
  nombreConjoints: `${DT}.college.nb_conjoints`,
  nombreEnfants: `${DT}.college.nb_enfants`,
  typeMasseSalariale: `${DT}.proposition.masse_salariale_atarifer`,
  masseSalarialeT1: `${DT}.proposition.masse_salariale_t1`,
  masseSalarialeT2: `${DT}.proposition.masse_salariale_t2`,
};
const CHAMP_GARANTIES = `${DT}.proposition.garanties`;

/**
 * Provident catalogue and pricing. Everything is in memory (committed JSON): no database per
 * request. An answer (price or refusal) is computed once per distinct parameter set and kept.
 */
@Injectable()
export class PrevoyanceService {
  private readonly memo = new Lru<string, Reponse>(TAILLE_MEMO);
  private readonly reponses = new ReponsesMemorisees(TAILLE_REPONSES, PREVOYANCE.utilisateurAutreDistributeur);
  /** The app's validation pipe (same whitelist and French messages), run here so its verdict is memoised. */
  private readonly validation = createValidationPipe();

  constructor(private readonly horloge: Horloge) {}

  /** The guarantee catalogue with the agreement's minima for a college (§3). */
  catalogue(idcc: number | string, college: CollegePrevoyance): GarantieCatalogue[] {
    return catalogueGaranties(minimaPrevoyance(codeIdcc(idcc), college));
  }

  /**
   * POST /prevoyance/tarifer: the spec's list under `tarifs`, plus `bareme_version`,
   * `informations_minimum_legal` and `detail`, as JSON bytes. Memoised twice: the whole answer by
   * the request's bytes and the day (ReponsesMemorisees, which keeps the distributor rule), and the
   * answer by the pricing data (the same for another client or user).
   */
  tarifer(corps: unknown, utilisateur: Utilisateur): Promise<Buffer> {
    const jour = this.horloge.aujourdhui();
    const brut = Buffer.isBuffer(corps) ? corps : undefined;
    return this.reponses.repondre(jour, brut, utilisateur.codeDistributeur, async (verifierDistributeur) => {
      const dto = (await this.validation.transform(lireCorpsJson(corps), { type: 'body', metatype: TarifierPrevoyanceDto })) as TarifierPrevoyanceDto;
      verifierDistributeur(dto.utilisateur.code_distributeur);
      return this.prix(dto, jour);
    });
  }

  private prix(dto: TarifierPrevoyanceDto, jour: string): Buffer {
    const d = dto.donnees_tarifantes;
    const erreurDate = validerDateEffet(d.date_effet, d.college.effectif, jour);
    if (erreurDate) throw refus([{ champ: `${DT}.date_effet`, message: erreurDate }]);

    // Client and user do not change the price: the key is the pricing data alone, in a fixed order.
    const c = d.college;
    const p = d.proposition;
    const cle = JSON.stringify([
      d.date_effet,
      c.type,
      c.age_moyen,
      c.effectif,
      c.nb_femmes ?? null,
      c.nb_enfants ?? null,
      c.nb_conjoints ?? null,
      d.societe.naf,
      codeIdcc(d.societe.idcc),
      p.taux_commissionnement,
      p.masse_salariale_atarifer,
      p.masse_salariale_t1 ?? null,
      p.masse_salariale_t2 ?? null,
      p.portabilite_supra_legale,
      p.garanties.map((g) => [g.code, g.caracteristiques.map((x) => [x.nom, x.valeur])]),
    ]);
    let reponse = this.memo.get(cle);
    if (!reponse) {
      reponse = this.calculer(dto);
      this.memo.set(cle, reponse);
    }
    if ('erreurs' in reponse) throw refus(reponse.erreurs);
    return reponse.json;
  }

  private calculer(dto: TarifierPrevoyanceDto): Reponse {
    const d = dto.donnees_tarifantes;
    const c = d.college;
    const p = d.proposition;
    const erreurs: ErreurChamp[] = [];

    const pass = pmssAt(d.date_effet).montant * 12;
    const demographie = demographieRequise(c.effectif);
    const informations = validerInformationsPrevoyance(
      {
        typeCollege: c.type,
        effectifCollege: c.effectif,
        naf: d.societe.naf,
        nombreFemmes: c.nb_femmes,
        nombreConjoints: c.nb_conjoints,
        nombreEnfants: c.nb_enfants,
        typeMasseSalariale: p.masse_salariale_atarifer,
        masseSalarialeT1: p.masse_salariale_t1,
        masseSalarialeT2: p.masse_salariale_t2,
      },
      pass,
    );
    for (const [champ, message] of Object.entries(informations)) erreurs.push({ champ: CHAMPS_INFORMATIONS[champ] ?? `${DT}.${champ}`, message });

    const lecture = listeVersGaranties(p.garanties as GarantieListe[]);
    for (const [champ, message] of Object.entries(lecture.erreurs)) erreurs.push({ champ: `${CHAMP_GARANTIES}.${champ}`, message });
    const doublementPortabilite = p.portabilite_supra_legale === 'OUI' || lecture.doublementPortabilite;
    if (!Object.keys(lecture.erreurs).length) {
      const minima = minimaPrevoyance(codeIdcc(d.societe.idcc), c.type);
      const relations = validerGarantiesPrevoyance(lecture.garanties, minima, { doublementPortabilite });
      for (const [chemin, message] of Object.entries(relations)) {
        const champ = chemin === 'doublementDureePortabilite' ? `${DT}.proposition.portabilite_supra_legale` : `${CHAMP_GARANTIES}.${champListe(chemin, lecture.garanties)}`;
        erreurs.push({ champ, message });
      }
    }
    if (erreurs.length) return { erreurs };

    try {
      const resultat = tarifierPrevoyance({
        dateEffet: d.date_effet,
        college: c.type,
        ageMoyen: c.age_moyen,
        effectif: c.effectif,
        // At or below the threshold the counts are cleared (§4): the barème's defaults apply.
        nbFemmes: demographie ? c.nb_femmes : null,
        nbConjoints: demographie ? c.nb_conjoints : null,
        nbEnfants: demographie ? c.nb_enfants : null,
        naf: d.societe.naf,
        tauxCommissionnement: p.taux_commissionnement,
        typeMasseSalariale: p.masse_salariale_atarifer,
        masseSalarialeT1: p.masse_salariale_t1,
        masseSalarialeT2: p.masse_salariale_t2,
        portabiliteSupraLegale: doublementPortabilite,
        garanties: lecture.garanties,
      });
      return { json: Buffer.from(JSON.stringify(resultat)) };
    } catch (err) {
      if (err instanceof ErreurTarifPrevoyance) return { erreurs: [{ champ: DT, message: err.message || PREVOYANCE.erreurTarif }] };
      throw err;
    }
  }
}
