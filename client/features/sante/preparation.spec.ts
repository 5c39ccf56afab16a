import { ENTREPRISE_VIDE, type CommonState } from '../../state';
import { COMMON_VIDE } from '../../state/common';
import { SANTE_VIDE, type SanteState } from '../../state/sante';
import { deciderPreparation, type ContextePreparation } from './preparation';
import { etatDepuisProjet, nouveauProjet } from './projet';
import { projetApi } from './projet.fixtures';

const RETOUR = 'Retour arrière non autorisé. Pour modifier ou consulter le projet veuillez le sélectionner dans la liste des projets.';
const offre = { id: 460, code: 'SSC' as const, libelle: 'Santé Collective Essentielle', colleges: [] };
const produit = { id: 460, code: 'SSC' as const, libelle: 'Santé Collective Essentielle' };
const entreprise = { ...ENTREPRISE_VIDE, raisonSociale: 'Laboratoires Mathieu', clientId: 7 };
const creation: CommonState = { marche: 'sante', creationProjet: true, duplicationProjet: false };
const informationsRemplies: SanteState = {
  ...nouveauProjet(produit, 'CADRE'),
  codePostal: '35000',
  departement: '35',
  regimeSocial: 'SECURITE_SOCIALE',
  effectifCollege: 12,
  ageMoyen: 42,
  dateEffet: '2026-12-01',
};

function ctx(p: Partial<ContextePreparation>): ContextePreparation {
  return {
    ecran: 'informations',
    idProjet: undefined,
    projet: null,
    chargerProjet: false,
    adresseSansChargement: '/ssc/informations-projet',
    sante: SANTE_VIDE,
    common: COMMON_VIDE,
    entreprise,
    produitSelectionne: offre,
    ...p,
  };
}

describe('deciderPreparation — a projet id in the route (01 §4 loading an existing projet)', () => {
  const projet = projetApi({ id: 12 });

  it('loads the projet when the state holds another one, and leaves the creating flags', () => {
    const d = deciderPreparation(ctx({ idProjet: 12, projet }));
    expect(d).toEqual({ type: 'appliquer', sante: etatDepuisProjet(projet), common: { marche: 'sante', creationProjet: false, duplicationProjet: false }, puis: undefined });
  });

  it('keeps the unsaved changes of the same projet between its screens', () => {
    const sante = { ...etatDepuisProjet(projet), ageMoyen: 50 };
    expect(deciderPreparation(ctx({ idProjet: 12, projet, sante }))).toEqual({ type: 'pret' });
  });

  it('reads it again on ?loadProjet, then stays on the address without the flag', () => {
    const sante = { ...etatDepuisProjet(projet), ageMoyen: 50 };
    const d = deciderPreparation(ctx({ idProjet: 12, projet, sante, chargerProjet: true, adresseSansChargement: '/ssc/informations-projet/12' }));
    expect(d).toMatchObject({ type: 'appliquer', puis: '/ssc/informations-projet/12' });
  });

  it('needs no company step: the projet names its company', () => {
    expect(deciderPreparation(ctx({ idProjet: 12, projet, entreprise: ENTREPRISE_VIDE })).type).toBe('appliquer');
  });
});

describe('deciderPreparation — no projet id (01 §2 route guards)', () => {
  it.each<[string, Partial<ContextePreparation>, ReturnType<typeof deciderPreparation>]>([
    ['no company name → informations-entreprise', { entreprise: ENTREPRISE_VIDE, common: creation }, { type: 'rediriger', vers: '/informations-entreprise' }],
    ['known market, not creating → its project list', { common: { ...COMMON_VIDE, marche: 'sante' } }, { type: 'rediriger', vers: '/ssc/projets' }],
    ['provident market, not creating → the provident list', { common: { ...COMMON_VIDE, marche: 'prevoyance' } }, { type: 'rediriger', vers: '/spc/projets' }],
    [
      'guarantees without id, not creating → refused with the warning',
      { ecran: 'garanties', common: { ...COMMON_VIDE, marche: 'sante' } },
      { type: 'rediriger', vers: '/ssc/projets', avertissement: RETOUR },
    ],
    ['no offer chosen → offres-eligibles', { common: creation, produitSelectionne: null }, { type: 'rediriger', vers: '/offres-eligibles' }],
    ['a provident offer chosen → offres-eligibles', { common: creation, produitSelectionne: { ...offre, id: 470, code: 'SPC' } }, { type: 'rediriger', vers: '/offres-eligibles' }],
    ['guarantees before the information → informations', { ecran: 'garanties', common: creation, sante: nouveauProjet(produit) }, { type: 'rediriger', vers: '/ssc/informations-projet' }],
    ['guarantees with the information', { ecran: 'garanties', common: creation, sante: informationsRemplies }, { type: 'pret' }],
    ['back on the information of the projet being created', { common: creation, sante: informationsRemplies }, { type: 'pret' }],
  ])('%s', (_cas, c, attendu) => expect(deciderPreparation(ctx(c))).toEqual(attendu));

  it('starts a new projet for the offer chosen', () => {
    expect(deciderPreparation(ctx({ common: creation }))).toEqual({ type: 'appliquer', sante: nouveauProjet(produit) });
  });

  it('starts over when the state still holds a saved projet', () => {
    const sante = etatDepuisProjet(projetApi({ id: 12 }));
    expect(deciderPreparation(ctx({ common: creation, sante }))).toEqual({ type: 'appliquer', sante: nouveauProjet(produit) });
  });

  it('keeps a duplicate, even for a company not entered in this tab', () => {
    const sante = { ...etatDepuisProjet(projetApi({ id: null })), idProjet: null };
    const d = deciderPreparation(ctx({ sante, entreprise: ENTREPRISE_VIDE, produitSelectionne: null, common: { marche: 'sante', creationProjet: true, duplicationProjet: true } }));
    expect(d).toEqual({ type: 'pret' });
  });
});
