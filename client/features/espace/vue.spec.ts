import type { DossierEspace, PageDossiersEspace } from '../../../src/domain/espace/contrat';
import { adresseEspace, entrepriseDuClient, ligneEspace, lireAdresse, texteTarif, vueEspace, type FiltresEspace } from './vue';

const dossier = (x: Partial<DossierEspace> = {}): DossierEspace => ({
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
  client: {
    id: 7,
    siret: '73282932000074',
    raison_sociale: 'Boulangerie Lefèvre',
    ccn: { id: 843, idcc: '0843', libelle: 'Boulangerie-pâtisserie (entreprises artisanales)', libelle_court: 'Boulangerie', dares_valide: true, lien_fiche: 'https://exemple.fr/843' },
    naf: '10.71C',
    demographie: { effectif_global: 40, effectif_cadre: 12, effectif_non_cadre: null },
  },
  etape: 'PROJET',
  etape_depuis: null,
  motif_refus: null,
  a_relancer: false,
  progression: 0,
  manquants: [],
  dernier_evenement: null,
  derniere_activite: '2026-11-23T10:00:00.000Z',
  ...x,
});

const SANS: FiltresEspace = { recherche: '', etape: null, produit: null, aRelancer: false, tri: 'activite' };

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

describe('lireAdresse: the broker’s address as filters', () => {
  it.each<[string, Partial<FiltresEspace>, number]>([
    ['', {}, 1],
    ['recherche=Boul&page=3', { recherche: 'Boul' }, 3],
    ['etape=REFUSEE&produit=SPC&aRelancer=true&tri=etape', { etape: 'REFUSEE', produit: 'SPC', aRelancer: true, tri: 'etape' }, 1],
    // What is not a value is left out (the API would refuse it).
    ['etape=FINI&produit=XYZ&aRelancer=oui&tri=prix', {}, 1],
    ['page=abc', {}, 1],
    ['page=0', {}, 1],
    ['page=1e3', {}, 1],
    ['page=99999', {}, 1],
    [`recherche=${'a'.repeat(200)}`, { recherche: 'a'.repeat(131) }, 1],
  ])('?%s', (q, filtres, page) => {
    expect(lireAdresse(new URLSearchParams(q))).toEqual({ filtres: { ...SANS, ...filtres }, page });
  });
});

describe('adresseEspace', () => {
  it.each<[Partial<FiltresEspace>, number, string]>([
    [{}, 1, '/espace'],
    [{ recherche: '  ' }, 3, '/espace?page=3'],
    [{ recherche: 'Lefèvre & fils' }, 1, '/espace?recherche=Lef%C3%A8vre+%26+fils'],
    [{ recherche: '732 829' }, 2, '/espace?recherche=732+829&page=2'],
    [{ etape: 'SIGNATURE_EN_ATTENTE', produit: 'SSC', aRelancer: true, tri: 'raison_sociale' }, 2, '/espace?etape=SIGNATURE_EN_ATTENTE&produit=SSC&aRelancer=true&tri=raison_sociale&page=2'],
  ])('%j page %i → %s', (f, page, adresse) => {
    expect(adresseEspace({ ...SANS, ...f }, page)).toBe(adresse);
    // Read back, the same filters.
    expect(lireAdresse(new URL(`http://x${adresse}`).searchParams).filtres).toEqual({ ...SANS, ...f, recherche: (f.recherche ?? '').trim() });
  });
});

describe('ligneEspace', () => {
  it('writes the cells and opens an editable health projet on its information screen, read again', () => {
    expect(ligneEspace(dossier())).toMatchObject({
      numero: 'N°12',
      projet: 'Santé · Cadres · 01/01/2027',
      raisonSociale: 'Boulangerie Lefèvre',
      siret: '732 829 320 00074',
      etape: { code: 'PROJET', libelle: 'Projet', ton: 'neutre' },
      manque: null,
      evenement: null,
      verrouille: false,
      ouvrir: { vers: '/ssc/informations-projet/12?loadProjet=true', marche: 'sante', oublierPrevoyance: false },
      souscription: null,
      // A health projet reaches its DUE tunnel (spec 03); provident has none.
      due: '/ssc/due/12/etape1',
    });
  });

  it('a subscription in progress: its percent and what it needs', () => {
    const l = ligneEspace(dossier({ etape: 'SOUSCRIPTION', progression: 67, manquants: ['2 participants', 'Extrait Kbis'], etat: 'TARIFS_FIGES', souscription: 'EN_COURS' }));
    expect(normal(l.etape.libelle)).toBe('En souscription 67 %');
    expect(l).toMatchObject({ etape: { ton: 'info' }, manque: 'Manque : 2 participants, Extrait Kbis', verrouille: true, souscription: '/souscription/ssc/12' });
  });

  it('dates in Paris time: a signature waiting, a refusal with its reason, the latest event', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Paris.
    const attente = ligneEspace(dossier({ etape: 'SIGNATURE_EN_ATTENTE', etape_depuis: '2026-11-22T23:30:00.000Z', a_relancer: true }));
    expect(attente).toMatchObject({ etape: { libelle: 'Signature en attente depuis le 23/11/2026', ton: 'warning' }, aRelancer: true });
    const refus = ligneEspace(
      dossier({
        etape: 'REFUSEE',
        etape_depuis: '2026-11-24T09:00:00.000Z',
        motif_refus: 'Tarif trop élevé',
        dernier_evenement: { type: 'REFUSE', libelle: 'Signature refusée — motif : Tarif trop élevé', acteur: 'le signataire', survenu_le: '2026-11-24T09:00:00.000Z' },
      }),
    );
    expect(refus).toMatchObject({
      etape: { libelle: 'Refusée le 24/11/2026', ton: 'danger' },
      motif: 'Motif : Tarif trop élevé',
      evenement: { libelle: 'Signature refusée — motif : Tarif trop élevé', quand: '24/11/2026 à 10:00 · le signataire' },
    });
    expect(ligneEspace(dossier({ etape: 'SIGNEE', etape_depuis: '2026-11-25T09:00:00.000Z' })).etape).toEqual({ code: 'SIGNEE', libelle: 'Signée le 25/11/2026', ton: 'success' });
    expect(ligneEspace(dossier({ etape: 'DUE_PRETE' })).etape.libelle).toBe('DUE prête');
  });

  it('opens a locked provident projet on its guarantees (read-only)', () => {
    const l = ligneEspace(dossier({ code_produit: 'SPC', etat: 'TARIFS_FIGES', statut: 'EN_SOUSCRIPTION', souscription: 'EN_COURS', date_effet: null }));
    expect(l).toMatchObject({
      projet: 'Prévoyance · Cadres',
      verrouille: true,
      ouvrir: { vers: '/spc/garanties/12', marche: 'prevoyance', oublierPrevoyance: true },
      souscription: '/souscription/spc/12',
      souscriptionADemarrer: false,
      due: null,
    });
  });

  it('an editable provident projet forgets any unsaved copy; a subscription to start', () => {
    expect(ligneEspace(dossier({ code_produit: 'SPC', souscription: 'POSSIBLE' }))).toMatchObject({
      ouvrir: { vers: '/spc/informations-projet/12', oublierPrevoyance: true },
      souscription: '/souscription/spc/12',
      souscriptionADemarrer: true,
    });
  });
});

describe('entrepriseDuClient', () => {
  it('fills the company step as if the broker had picked the client there (no retyping)', () => {
    const c = dossier().client;
    expect(entrepriseDuClient(c)).toEqual({
      clientId: 7,
      siretConnu: true,
      siret: '73282932000074',
      raisonSociale: 'Boulangerie Lefèvre',
      effectifTotal: 40,
      ccn: c.ccn,
      eligibilite: null,
      naf: '10.71C',
      effectifCadre: 12,
      effectifNonCadre: null,
    });
    expect(entrepriseDuClient({ ...c, siret: null })).toMatchObject({ siretConnu: false, siret: null });
  });
});

describe('vueEspace', () => {
  const page = (x: Partial<PageDossiersEspace> = {}): PageDossiersEspace => ({
    recherche: '',
    etape: null,
    produit: null,
    a_relancer: false,
    tri: 'activite',
    page: 1,
    taille: 20,
    total: 1,
    pages: 1,
    dossiers: [dossier()],
    ...x,
  });

  it('one page: no pager; the count sentence; filtered or not', () => {
    expect(vueEspace(page(), SANS)).toMatchObject({ pager: null, precedente: null, suivante: null, resume: '1 dossier', filtre: false });
    expect(vueEspace(page({ total: 0, dossiers: [] }), { ...SANS, recherche: ' zzz ' })).toMatchObject({ resume: 'Aucun dossier', filtre: true, filtres: { recherche: 'zzz' } });
  });

  it('several pages: numbered links keeping the filters, gaps, previous and next', () => {
    const v = vueEspace(page({ page: 5, pages: 12, total: 240 }), { ...SANS, recherche: 'boul', etape: 'REFUSEE' });
    expect(v.resume).toBe('240 dossiers');
    expect(v.pager?.map((p) => (p ? p.page : '…'))).toEqual([1, '…', 4, 5, 6, '…', 12]);
    expect(v.pager?.find((p) => p?.courante)).toEqual({ page: 5, vers: '/espace?recherche=boul&etape=REFUSEE&page=5', courante: true });
    expect(v.precedente).toBe('/espace?recherche=boul&etape=REFUSEE&page=4');
    expect(v.suivante).toBe('/espace?recherche=boul&etape=REFUSEE&page=6');
  });

  it('a page past the end links back to the last one', () => {
    const v = vueEspace(page({ page: 9, pages: 3, total: 50, dossiers: [] }), SANS);
    expect(v.precedente).toBe('/espace?page=3');
    expect(v.suivante).toBeNull();
  });
});
