import { HttpException } from '@nestjs/common';
import type { Utilisateur } from '../auth/utilisateur';
import type { FicheEntreprise } from '../domain/eligibilite/entreprise';
import { ENTREPRISE, OFFRES_ELIGIBLES } from '../domain/messages';
import type { ReferentielsService } from '../referentiels/referentiels.service';
import type { RegistreEntreprises } from '../registre/registre-entreprises';
import { RegistreIndisponibleError } from '../registre/registre-entreprises';
import { RegistreLocal } from '../registre/registre-local';
import { DELAI_VERIFICATION_MS, EligibiliteService } from './eligibilite.service';

const alice: Utilisateur = { id: 'u-a', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice Martin', scopes: [], roles: [] };
const referentiels = { ccn: async (id: number) => ([1486, 1597, 2420, 3239, 9999].includes(id) ? { id } : undefined) } as unknown as ReferentielsService;
const service = (registre: RegistreEntreprises = new RegistreLocal()) => new EligibiliteService(registre, referentiels);

async function statut(p: Promise<unknown> | (() => unknown)): Promise<{ status: number; corps: unknown }> {
  try {
    await (typeof p === 'function' ? p() : p);
    return { status: 200, corps: null };
  } catch (err) {
    if (err instanceof HttpException) return { status: err.getStatus(), corps: err.getResponse() };
    throw err;
  }
}

describe('EligibiliteService.eligibiliteEntreprise', () => {
  it('answers the derived eligibility and the name from the register', async () => {
    expect(await service().eligibiliteEntreprise('30177755300019')).toEqual({
      eligibilite: { code: 'VALIDE', raison: null },
      informations_entreprise: { raison_sociale: 'Laboratoires Mathieu', naf: '20.59Z', code_postal: '72000', commune: 'Le Mans', tranche_effectif: '12' },
    });
  });

  it('a SIRET the register does not know is INDETERMINEE / NON_TROUVE with no name', async () => {
    const r = await service().eligibiliteEntreprise('63471751600013');
    expect(r.eligibilite).toEqual({ code: 'INDETERMINEE', raison: 'NON_TROUVE' });
    expect(r.informations_entreprise.raison_sociale).toBeNull();
  });

  it('a failing register answers 503 with the spec warning', async () => {
    const enPanne: RegistreEntreprises = {
      nom: 'en panne',
      rechercherParSiret: async () => {
        throw new RegistreIndisponibleError('statut HTTP 500');
      },
    };
    expect(await statut(service(enPanne).eligibiliteEntreprise('30177755300019'))).toEqual({
      status: 503,
      corps: { statusCode: 503, message: ENTREPRISE.verificationSiretIndisponible },
    });
  });

  it('a register that never answers is cut off and answers 503', async () => {
    jest.useFakeTimers();
    try {
      const muet: RegistreEntreprises = { nom: 'muet', rechercherParSiret: () => new Promise<FicheEntreprise | null>(() => undefined) };
      const reponse = statut(service(muet).eligibiliteEntreprise('30177755300019'));
      await jest.advanceTimersByTimeAsync(DELAI_VERIFICATION_MS);
      expect((await reponse).status).toBe(503);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('EligibiliteService offers', () => {
  const corps = { id_ccn: 1486, effectif: 25, code_distributeur: 'DIST-A' };

  it('lists both markets', async () => {
    const marches = await service().produitsEligibles(alice, corps);
    expect(marches.map((m) => [m.code, m.produits.map((p) => p.id)])).toEqual([
      ['sante', [460, 461]],
      ['prevoyance', [470, 471]],
    ]);
  });

  it('another distributor code is 403', async () => {
    await expect(service().produitsEligibles(alice, { ...corps, code_distributeur: 'DIST-B' })).rejects.toMatchObject({ genre: 'interdit' });
    await expect(service().collegesProduit(alice, 460, { ...corps, code_distributeur: 'DIST-B' })).rejects.toMatchObject({ genre: 'interdit' });
  });

  it('an agreement missing from the referential is 400', async () => {
    await expect(service().produitsEligibles(alice, { ...corps, id_ccn: 1234 })).rejects.toMatchObject({ genre: 'invalide' });
  });

  it('no offer at all is 422 Aucun produits éligibles trouvé.', async () => {
    expect(await statut(service().produitsEligibles(alice, { ...corps, id_ccn: 3239 }))).toEqual({
      status: 422,
      corps: expect.objectContaining({ message: OFFRES_ELIGIBLES.aucunProduitEligible }),
    });
  });

  it('colleges of one offer; unknown offer 404; closed offer 422', async () => {
    expect((await service().collegesProduit(alice, 470, { ...corps, id_ccn: 2420 })).map((c) => `${c.code}=${c.acces_tarification.code}`)).toEqual([
      'CADRE=OUI',
      'NON_CADRE=SANS_COLLEGE',
    ]);
    await expect(service().collegesProduit(alice, 999, corps)).rejects.toMatchObject({ genre: 'introuvable' });
    await expect(service().collegesProduit(alice, 461, { ...corps, effectif: 10 })).rejects.toMatchObject({ genre: 'nonTraitable' });
  });

  it('access detail by code; unsupported code is 400', async () => {
    expect(service().accesTarification('NON')).toEqual({ code: 'NON', feu: 'rouge', titre: 'Tarification impossible', message: expect.any(String) });
    expect((await statut(() => service().accesTarification('PEUT_ETRE'))).status).toBe(400);
    expect(service().tousLesAccesTarification().map((a) => a.code)).toEqual(['OUI', 'AVEC_CONTRAINTE', 'AVEC_CONSULTATION', 'SANS_ANALYSE', 'NON', 'SANS_COLLEGE']);
  });

  it('product sheet of 460', () => {
    expect(service().ficheOffre(460)).toMatchObject({ id: 460, code: 'SSC', libelle: 'Santé Collective Essentielle' });
    expect(() => service().ficheOffre(1)).toThrow(expect.objectContaining({ genre: 'introuvable' }));
  });
});
