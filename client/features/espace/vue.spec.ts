import type { ClientEspace, PageClientsEspace, ProjetEspace } from '../../../src/domain/espace/contrat';
import { adresseEspace, carteClient, entrepriseDuClient, ligneEspace, texteTarif, vueEspace } from './vue';

const projet = (x: Partial<ProjetEspace> = {}): ProjetEspace => ({
  id: 12,
  code_produit: 'SSC',
  statut: 'NOUVEAU',
  statut_libelle: 'Proposition',
  etat: null,
  date_effet: '2027-01-01',
  date_creation: '2026-11-23T10:00:00.000Z',
  college: { type: 'CADRE', libelle: 'Cadres', effectif: 12 },
  prix: { taux: [{ assiette: 'PMSS', taux: 1.56 }], budget: 62.48, periode: 'mois' },
  souscription: null,
  signature_refusee_le: null,
  ...x,
});

const client = (x: Partial<ClientEspace> = {}): ClientEspace => ({
  id: 7,
  siret: '73282932000074',
  raison_sociale: 'Boulangerie Lefèvre',
  ccn: { id: 843, idcc: '0843', libelle: 'Boulangerie-pâtisserie (entreprises artisanales)', libelle_court: 'Boulangerie', dares_valide: true, lien_fiche: 'https://exemple.fr/843' },
  naf: '10.71C',
  demographie: { effectif_global: 40, effectif_cadre: 12, effectif_non_cadre: null },
  nombre_projets: 1,
  projets: [projet()],
  ...x,
});

// Intl writes a narrow no-break space before € and as thousands separator.
const normal = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('texteTarif', () => {
  it.each([
    [{ taux: [{ assiette: 'PMSS' as const, taux: 1.56 }], budget: 62.48, periode: 'mois' as const }, '1,56 % PMSS · 62,48 €/mois'],
    [{ taux: [{ assiette: 'T1' as const, taux: 1.2 }, { assiette: 'T2' as const, taux: 2.5 }], budget: 13345.77, periode: 'an' as const }, '1,20 % T1 · 2,50 % T2 · 13 345,77 €/an'],
    [null, '—'],
  ])('%j → %s', (prix, texte) => {
    expect(normal(texteTarif(prix))).toBe(texte);
  });
});

describe('adresseEspace', () => {
  it.each([
    ['', 1, '/espace'],
    ['  ', 3, '/espace?page=3'],
    ['Lefèvre & fils', 1, '/espace?recherche=Lef%C3%A8vre+%26+fils'],
    ['732 829', 2, '/espace?recherche=732+829&page=2'],
  ])('%j page %i → %s', (recherche, page, adresse) => {
    expect(adresseEspace(recherche, page)).toBe(adresse);
  });
});

describe('ligneEspace', () => {
  it('writes the cells and opens an editable health projet on its information screen, read again', () => {
    expect(ligneEspace(projet())).toMatchObject({
      numero: 'N°12',
      produit: 'Santé',
      college: 'Cadres',
      statut: 'Proposition',
      verrouille: false,
      dateEffet: '01/01/2027',
      ouvrir: { vers: '/ssc/informations-projet/12?loadProjet=true', marche: 'sante', oublierPrevoyance: false },
      souscription: null,
      // A health projet reaches its DUE tunnel (spec 03); provident has none.
      due: '/ssc/due/12/etape1',
    });
  });

  it('opens a locked projet on its guarantees (read-only) and links its subscription', () => {
    const l = ligneEspace(projet({ code_produit: 'SPC', etat: 'TARIFS_FIGES', statut: 'EN_SOUSCRIPTION', souscription: 'EN_COURS', date_effet: null }));
    expect(l).toMatchObject({
      produit: 'Prévoyance',
      verrouille: true,
      dateEffet: '—',
      ouvrir: { vers: '/spc/garanties/12', marche: 'prevoyance', oublierPrevoyance: true },
      souscription: '/souscription/spc/12',
      souscriptionADemarrer: false,
      due: null,
    });
  });

  it('a refused signature: the badge with its date in Paris time, apart from the statut', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Paris.
    const l = ligneEspace(projet({ statut: 'EN_SOUSCRIPTION', statut_libelle: 'En souscription', signature_refusee_le: '2026-11-22T23:30:00.000Z' }));
    expect(l).toMatchObject({ refuse: 'Refusé le 23/11/2026', statut: 'En souscription' });
    expect(ligneEspace(projet()).refuse).toBeNull();
  });

  it('an editable provident projet forgets any unsaved copy', () => {
    expect(ligneEspace(projet({ code_produit: 'SPC', souscription: 'POSSIBLE' }))).toMatchObject({
      ouvrir: { vers: '/spc/informations-projet/12', oublierPrevoyance: true },
      souscription: '/souscription/spc/12',
      souscriptionADemarrer: true,
    });
  });
});

describe('carteClient', () => {
  it('shows the SIRET grouped, the agreement, the headcount and the lists of the products it has', () => {
    expect(carteClient(client())).toMatchObject({
      siret: '732 829 320 00074',
      ccn: 'Boulangerie (IDCC 0843)',
      effectif: '40 salariés',
      tronque: null,
      listes: [{ libelle: 'Tous les projets santé', vers: '/ssc/projets?siret=73282932000074&raison_sociale=Boulangerie+Lef%C3%A8vre' }],
    });
  });

  it('says when only the latest projets are shown, and links both product lists', () => {
    const c = carteClient(client({ nombre_projets: 14 }));
    expect(c.tronque).toBe('Le projet le plus récent sur 14.');
    expect(c.listes.map((l) => l.libelle)).toEqual(['Tous les projets santé', 'Tous les projets prévoyance']);
  });

  it('a client without SIRET or projet', () => {
    expect(carteClient(client({ siret: null, projets: [], nombre_projets: 0 }))).toMatchObject({ siret: null, lignes: [], listes: [], tronque: null });
  });
});

describe('entrepriseDuClient', () => {
  it('fills the company step as if the broker had picked the client there (no retyping)', () => {
    expect(entrepriseDuClient(client())).toEqual({
      clientId: 7,
      siretConnu: true,
      siret: '73282932000074',
      raisonSociale: 'Boulangerie Lefèvre',
      effectifTotal: 40,
      ccn: client().ccn,
      eligibilite: null,
      naf: '10.71C',
      effectifCadre: 12,
      effectifNonCadre: null,
    });
    expect(entrepriseDuClient(client({ siret: null }))).toMatchObject({ siretConnu: false, siret: null });
  });
});

describe('vueEspace', () => {
  const page = (x: Partial<PageClientsEspace> = {}): PageClientsEspace => ({ recherche: '', page: 1, taille: 20, total: 1, pages: 1, clients: [client()], ...x });

  it('one page: no pager; the count sentence', () => {
    expect(vueEspace(page(), '')).toMatchObject({ pager: null, precedente: null, suivante: null, resume: '1 client' });
    expect(vueEspace(page({ total: 0, clients: [] }), ' zzz ').resume).toBe('Aucun client ne correspond à « zzz »');
  });

  it('several pages: numbered links keeping the search, gaps, previous and next', () => {
    const v = vueEspace(page({ page: 5, pages: 12, total: 240 }), 'boul');
    expect(v.resume).toBe('240 clients correspondent à « boul »');
    expect(v.pager?.map((p) => (p ? p.page : '…'))).toEqual([1, '…', 4, 5, 6, '…', 12]);
    expect(v.pager?.find((p) => p?.courante)).toEqual({ page: 5, vers: '/espace?recherche=boul&page=5', courante: true });
    expect(v.precedente).toBe('/espace?recherche=boul&page=4');
    expect(v.suivante).toBe('/espace?recherche=boul&page=6');
  });

  it('a page past the end links back to the last one', () => {
    const v = vueEspace(page({ page: 9, pages: 3, total: 50, clients: [] }), '');
    expect(v.precedente).toBe('/espace?page=3');
    expect(v.suivante).toBeNull();
  });
});
