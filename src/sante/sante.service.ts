import { RefusMetier } from '../common/refus-metier';
import { Injectable } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import { REFERENTIELS } from '../domain/messages/referentiels';
import { SANTE } from '../domain/messages/sante';
import type { TypeCollege } from '../domain/offres/catalogue';
import { niveauxDuProduit, postesDuProduit } from '../domain/pricing/sante/catalogue';
import { minimaSante } from '../domain/pricing/sante/minima';
import { normaliserIdcc } from '../domain/referentiels/ccn';
import { ErreurTarifSante, niveauxParPoste, tarifierSante } from '../domain/pricing/sante/moteur';
import type { EnteteNiveau, MinimumPoste, Poste } from '../domain/pricing/sante/types';
import { validerCodePostal } from '../domain/referentiels/code-postal';
import { EFFECTIF_REGLE_DEBUT_DE_MOIS, fenetreDateEffet, validerDateEffet } from '../domain/projets/informations-tarifantes';
import { createValidationPipe } from '../common/validation';
import { ReferentielsService } from '../referentiels/referentiels.service';
import { TarifierSanteDto } from './dto/tarifer-sante.dto';
import { Horloge } from '../common/horloge';
import { Lru } from '../common/lru';
import { lireCorpsJson } from '../common/corps-json';
import { ReponsesMemorisees } from '../common/reponses-memorisees';

/** Distinct parameter sets kept serialised (a broker moving sliders revisits the same few). */
const TAILLE_CACHE_TARIFS = 2000;
/** Distinct request bodies whose answer is kept ready (see ReponsesMemorisees). */
const TAILLE_CACHE_REPONSES = 2000;

const refus = (champ: string, message: string) => new RefusMetier('invalide', message, { champ });

/**
 * Health catalogue, agreement minima and pricing. Everything is in memory (committed JSON); a
 * tariff is computed once per distinct parameter set and kept serialised.
 */
@Injectable()
export class SanteService {
  private readonly tarifs = new Lru<string, Buffer>(TAILLE_CACHE_TARIFS);
  private readonly reponses = new ReponsesMemorisees(TAILLE_CACHE_REPONSES, SANTE.utilisateurAutreDistributeur);
  /** The app's validation pipe (same whitelist and French messages), run here so its verdict can be memoised. */
  private readonly validation = createValidationPipe();

  constructor(
    private readonly horloge: Horloge,
    private readonly referentiels: ReferentielsService,
  ) {}

  niveaux(idProduit: number): readonly EnteteNiveau[] {
    const niveaux = niveauxDuProduit(idProduit);
    if (!niveaux) throw new RefusMetier('introuvable', SANTE.offreSansPostes(String(idProduit)));
    return niveaux;
  }

  postes(idProduit: number): readonly Poste[] {
    const postes = postesDuProduit(idProduit);
    if (!postes) throw new RefusMetier('introuvable', SANTE.offreSansPostes(String(idProduit)));
    return postes;
  }

  minima(idProduit: number, idCcn: number, college: TypeCollege): readonly MinimumPoste[] {
    this.postes(idProduit);
    const idcc = normaliserIdcc(idCcn);
    if (idcc === null) throw refus('idCcn', REFERENTIELS.identifiantCcnInvalide);
    return minimaSante(idcc, college);
  }

  /**
   * POST /sante/tarifer: the spec's list under `tarifs`, plus `bareme_version`, `surcomplementaire`
   * and `detail`, as JSON bytes.
   *
   * Every call runs on a slider move, so the work is memoised twice: the whole answer by the
   * request's bytes and the day (ReponsesMemorisees, which keeps the distributor rule), and the
   * price by the parameters that change it (the same price for another client or user).
   */
  tarifer(corps: unknown, utilisateur: Utilisateur): Promise<Buffer> {
    const jour = this.horloge.aujourdhui();
    const brut = Buffer.isBuffer(corps) ? corps : undefined;
    return this.reponses.repondre(jour, brut, utilisateur.codeDistributeur, async (verifierDistributeur) => {
      const dto = (await this.validation.transform(lireCorpsJson(corps), { type: 'body', metatype: TarifierSanteDto })) as TarifierSanteDto;
      const d = dto.donnees_tarifantes;
      const codePostal = validerCodePostal(d.code_postal, await this.referentiels.communes(d.code_postal), d.departement);
      if (!codePostal.valide) throw refus('donnees_tarifantes.code_postal', codePostal.cause ?? REFERENTIELS.codePostalInvalide);
      verifierDistributeur(dto.utilisateur.code_distributeur);
      this.verifierDateEffet(jour, d.date_effet, d.college.effectif);
      return this.prix(d);
    });
  }

  private prix(d: TarifierSanteDto['donnees_tarifantes']): Buffer {
    // College type and IDCC only gate the levels (checked by the DTO): not part of the price key.
    const cle = [
      d.date_effet,
      d.college.age_moyen,
      d.college.effectif,
      d.regime_obligatoire,
      d.departement.trim().toUpperCase(),
      d.taux_commissionnement,
      niveauxParPoste(d.niveaux).join(','),
    ].join('|');
    const enCache = this.tarifs.get(cle);
    if (enCache !== undefined) return enCache;
    let json: Buffer;
    try {
      json = Buffer.from(
        JSON.stringify(
          tarifierSante({
            dateEffet: d.date_effet,
            ageMoyen: d.college.age_moyen,
            effectifCollege: d.college.effectif,
            regime: d.regime_obligatoire,
            departement: d.departement.trim().toUpperCase(),
            tauxCommissionnement: d.taux_commissionnement,
            niveaux: d.niveaux,
          }),
        ),
      );
    } catch (err) {
      if (err instanceof ErreurTarifSante) throw refus('donnees_tarifantes', SANTE.erreurTarif);
      throw err;
    }
    this.tarifs.set(cle, json);
    return json;
  }

  /** The effective-date window of today, computed once a day for both college-size cases. */
  private fenetres = { jour: '', petitCollege: { min: '', max: '' }, college2EtPlus: { min: '', max: '' } };

  private verifierDateEffet(jour: string, dateEffet: string, effectif: number): void {
    if (this.fenetres.jour !== jour) {
      this.fenetres = { jour, petitCollege: fenetreDateEffet(jour, 1), college2EtPlus: fenetreDateEffet(jour, EFFECTIF_REGLE_DEBUT_DE_MOIS) };
    }
    const { min, max } = effectif >= EFFECTIF_REGLE_DEBUT_DE_MOIS ? this.fenetres.college2EtPlus : this.fenetres.petitCollege;
    // The DTO has checked the format: ISO dates compare as strings. Outside the window, the rule says why.
    if (dateEffet < min || dateEffet > max) throw refus('donnees_tarifantes.date_effet', validerDateEffet(dateEffet, effectif, jour) ?? '');
  }
}
