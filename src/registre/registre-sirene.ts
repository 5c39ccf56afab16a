import type { EtatAdministratif, FicheEntreprise } from '../domain/eligibilite/entreprise';
import type { RegistreEntreprises } from './registre-entreprises';
import { RegistreIndisponibleError } from './registre-entreprises';

/** The parts of a Sirene 3.11 `GET /siret/{siret}` answer that eligibility reads. */
interface PeriodeEtablissement {
  dateFin?: string | null;
  etatAdministratifEtablissement?: string | null;
  activitePrincipaleEtablissement?: string | null;
}
interface ReponseSiret {
  etablissement?: {
    siret?: string;
    trancheEffectifsEtablissement?: string | null;
    uniteLegale?: {
      etatAdministratifUniteLegale?: string | null;
      categorieJuridiqueUniteLegale?: string | null;
      denominationUniteLegale?: string | null;
      nomUniteLegale?: string | null;
      nomUsageUniteLegale?: string | null;
      prenom1UniteLegale?: string | null;
      activitePrincipaleUniteLegale?: string | null;
    };
    adresseEtablissement?: {
      codePostalEtablissement?: string | null;
      libelleCommuneEtablissement?: string | null;
      libelleCommuneEtrangerEtablissement?: string | null;
      codePaysEtrangerEtablissement?: string | null;
    };
    periodesEtablissement?: PeriodeEtablissement[];
  };
}

export interface OptionsSirene {
  /** e.g. https://api.insee.fr/api-sirene/3.11 */
  baseUrl: string;
  /** Sent as X-INSEE-Api-Key-Integration (INSEE API portal, 'simple' plan). */
  apiKey?: string;
  /** Abort a call after this long; the page then goes on without the check. */
  timeoutMs?: number;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

export const DELAI_SIRENE_MS = 5000;

/** Sirene masks some fields of partially disclosed units with '[ND]'. */
const valeur = (v: string | null | undefined): string | null => (v && v !== '[ND]' ? v.trim() : null);

/** Maps a Sirene establishment to the register record. Exported for tests. */
export function ficheDepuisSirene(reponse: ReponseSiret, siret: string): FicheEntreprise {
  const e = reponse.etablissement ?? {};
  const ul = e.uniteLegale ?? {};
  const adresse = e.adresseEtablissement ?? {};
  const periodes = e.periodesEtablissement ?? [];
  const courante = periodes.find((p) => !p.dateFin) ?? periodes[0] ?? {};
  // Closed if the establishment is 'F'ermé or its legal unit 'C'essée.
  const etat: EtatAdministratif =
    courante.etatAdministratifEtablissement === 'F' || ul.etatAdministratifUniteLegale === 'C' ? 'F' : 'A';
  const personnePhysique = [valeur(ul.prenom1UniteLegale), valeur(ul.nomUsageUniteLegale) ?? valeur(ul.nomUniteLegale)]
    .filter(Boolean)
    .join(' ');
  const etranger = !!valeur(adresse.codePaysEtrangerEtablissement);
  return {
    siret: e.siret ?? siret,
    raisonSociale: valeur(ul.denominationUniteLegale) ?? personnePhysique,
    etatAdministratif: etat,
    categorieJuridique: valeur(ul.categorieJuridiqueUniteLegale) ?? '',
    trancheEffectif: valeur(e.trancheEffectifsEtablissement),
    codePostal: etranger ? null : valeur(adresse.codePostalEtablissement),
    commune: etranger ? valeur(adresse.libelleCommuneEtrangerEtablissement) : valeur(adresse.libelleCommuneEtablissement),
    naf: valeur(courante.activitePrincipaleEtablissement) ?? valeur(ul.activitePrincipaleUniteLegale),
    // Collective proceedings are published in the BODACC, not in Sirene.
    procedureCollective: false,
  };
}

/**
 * INSEE Sirene API adapter (v3.11): one GET per check. 404 (unknown) and 403 (unit not disclosed)
 * read as 'not found'; anything else that is not 200, a network error or a timeout is 'unavailable'.
 */
export class RegistreSirene implements RegistreEntreprises {
  readonly nom = 'API Sirene';
  private readonly baseUrl: string;
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: OptionsSirene) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetcher = options.fetch ?? fetch;
  }

  async rechercherParSiret(siret: string): Promise<FicheEntreprise | null> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.options.apiKey) headers['X-INSEE-Api-Key-Integration'] = this.options.apiKey;
    let reponse: Response;
    try {
      reponse = await this.fetcher(`${this.baseUrl}/siret/${encodeURIComponent(siret)}`, {
        headers,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DELAI_SIRENE_MS),
      });
    } catch (err) {
      // DOMException (timeout, abort) is not always an Error instance across realms: read its name.
      const nom = (err as { name?: unknown } | null)?.name;
      throw new RegistreIndisponibleError(nom === 'TimeoutError' ? 'délai dépassé' : 'appel impossible', { cause: err });
    }
    if (reponse.status === 404 || reponse.status === 403) return null;
    if (reponse.status !== 200) throw new RegistreIndisponibleError(`statut HTTP ${reponse.status}`);
    let corps: ReponseSiret;
    try {
      corps = (await reponse.json()) as ReponseSiret;
    } catch (err) {
      throw new RegistreIndisponibleError('réponse illisible', { cause: err });
    }
    if (!corps.etablissement) throw new RegistreIndisponibleError('réponse sans établissement');
    return ficheDepuisSirene(corps, siret);
  }
}
