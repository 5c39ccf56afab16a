import { creerRegistre } from './registre.module';
import { RegistreIndisponibleError } from './registre-entreprises';
import { RegistreLocal } from './registre-local';
import { ficheDepuisSirene, RegistreSirene } from './registre-sirene';

/** A trimmed Sirene 3.11 answer for GET /siret/{siret}. */
const reponseSirene = (surcharge: Record<string, unknown> = {}) => ({
  header: { statut: 200, message: 'ok' },
  etablissement: {
    siret: '73282932000074',
    trancheEffectifsEtablissement: '12',
    uniteLegale: {
      etatAdministratifUniteLegale: 'A',
      categorieJuridiqueUniteLegale: '5710',
      denominationUniteLegale: 'BOULANGERIE LEFEVRE',
      activitePrincipaleUniteLegale: '10.71C',
    },
    adresseEtablissement: { codePostalEtablissement: '69003', libelleCommuneEtablissement: 'LYON 3EME ARRONDISSEMENT' },
    periodesEtablissement: [
      { dateFin: null, etatAdministratifEtablissement: 'A', activitePrincipaleEtablissement: '10.71C' },
      { dateFin: '2015-12-31', etatAdministratifEtablissement: 'A', activitePrincipaleEtablissement: '47.24Z' },
    ],
    ...surcharge,
  },
});

function fauxFetch(status: number, corps: unknown): { fetch: typeof fetch; appels: { url: string; init?: RequestInit }[] } {
  const appels: { url: string; init?: RequestInit }[] = [];
  const f = (async (url: string | URL | Request, init?: RequestInit) => {
    appels.push({ url: String(url), init });
    return new Response(typeof corps === 'string' ? corps : JSON.stringify(corps), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetch: f, appels };
}

describe('RegistreSirene', () => {
  it('calls GET {base}/siret/{siret} with the API key header', async () => {
    const { fetch, appels } = fauxFetch(200, reponseSirene());
    const registre = new RegistreSirene({ baseUrl: 'https://api.insee.fr/api-sirene/3.11/', apiKey: 'cle-secrete', fetch });
    const fiche = await registre.rechercherParSiret('73282932000074');
    expect(appels[0].url).toBe('https://api.insee.fr/api-sirene/3.11/siret/73282932000074');
    expect((appels[0].init?.headers as Record<string, string>)['X-INSEE-Api-Key-Integration']).toBe('cle-secrete');
    expect(appels[0].init?.signal).toBeInstanceOf(AbortSignal);
    expect(fiche).toEqual({
      siret: '73282932000074',
      raisonSociale: 'BOULANGERIE LEFEVRE',
      etatAdministratif: 'A',
      categorieJuridique: '5710',
      trancheEffectif: '12',
      codePostal: '69003',
      commune: 'LYON 3EME ARRONDISSEMENT',
      naf: '10.71C',
      procedureCollective: false,
    });
  });

  it('sends no key header when none is configured', async () => {
    const { fetch, appels } = fauxFetch(200, reponseSirene());
    await new RegistreSirene({ baseUrl: 'http://sirene.local', fetch }).rechercherParSiret('73282932000074');
    expect(appels[0].init?.headers).not.toHaveProperty('X-INSEE-Api-Key-Integration');
  });

  it.each([404, 403])('%p reads as not found', async (status) => {
    const { fetch } = fauxFetch(status, { header: { statut: status, message: 'Aucun élément trouvé' } });
    expect(await new RegistreSirene({ baseUrl: 'http://sirene.local', fetch }).rechercherParSiret('73282932000074')).toBeNull();
  });

  it.each([401, 429, 500, 503])('%p is unavailable', async (status) => {
    const { fetch } = fauxFetch(status, {});
    await expect(new RegistreSirene({ baseUrl: 'http://sirene.local', fetch }).rechercherParSiret('73282932000074')).rejects.toThrow(
      RegistreIndisponibleError,
    );
  });

  it('an unreadable body is unavailable', async () => {
    const { fetch } = fauxFetch(200, '<html>maintenance</html>');
    await expect(new RegistreSirene({ baseUrl: 'http://sirene.local', fetch }).rechercherParSiret('73282932000074')).rejects.toThrow(
      'réponse illisible',
    );
  });

  it('a network failure or a timeout is unavailable', async () => {
    const echec = (async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    }) as typeof fetch;
    await expect(new RegistreSirene({ baseUrl: 'http://sirene.local', fetch: echec }).rechercherParSiret('73282932000074')).rejects.toThrow(
      'délai dépassé',
    );
    const reseau = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(new RegistreSirene({ baseUrl: 'http://sirene.local', fetch: reseau }).rechercherParSiret('73282932000074')).rejects.toThrow(
      'appel impossible',
    );
  });
});

describe('ficheDepuisSirene', () => {
  it('a closed establishment is F', () => {
    const r = reponseSirene({ periodesEtablissement: [{ dateFin: null, etatAdministratifEtablissement: 'F' }] });
    expect(ficheDepuisSirene(r, '73282932000074').etatAdministratif).toBe('F');
  });

  it('a ceased legal unit closes its establishments', () => {
    const r = reponseSirene({ uniteLegale: { etatAdministratifUniteLegale: 'C', categorieJuridiqueUniteLegale: '5710' } });
    expect(ficheDepuisSirene(r, '73282932000074').etatAdministratif).toBe('F');
  });

  it('an individual entrepreneur is named after the person', () => {
    const r = reponseSirene({
      uniteLegale: { categorieJuridiqueUniteLegale: '1000', denominationUniteLegale: null, nomUniteLegale: 'MARTIN', prenom1UniteLegale: 'SOPHIE' },
    });
    expect(ficheDepuisSirene(r, '73282932000074').raisonSociale).toBe('SOPHIE MARTIN');
  });

  it('an establishment abroad has no postcode', () => {
    const r = reponseSirene({
      adresseEtablissement: { codePaysEtrangerEtablissement: '99131', libelleCommuneEtrangerEtablissement: 'BRUXELLES', codePostalEtablissement: null },
    });
    expect(ficheDepuisSirene(r, '73282932000074')).toMatchObject({ codePostal: null, commune: 'BRUXELLES' });
  });

  it('masked fields ([ND]) and a missing headcount band read as unknown', () => {
    const r = reponseSirene({ trancheEffectifsEtablissement: '[ND]' });
    expect(ficheDepuisSirene(r, '73282932000074').trancheEffectif).toBeNull();
    expect(ficheDepuisSirene(reponseSirene({ trancheEffectifsEtablissement: null }), '73282932000074').trancheEffectif).toBeNull();
  });
});

describe('creerRegistre', () => {
  it('uses the local register without SIRENE_API_URL, Sirene with it', () => {
    expect(creerRegistre({})).toBeInstanceOf(RegistreLocal);
    expect(creerRegistre({ SIRENE_API_URL: 'https://api.insee.fr/api-sirene/3.11', SIRENE_API_KEY: 'k' })).toBeInstanceOf(RegistreSirene);
  });
});
