import { PREVOYANCE_VIDE, type PrevoyanceState } from '../../state/prevoyance';
import type { Tarif } from './hooks/useTarifPrevoyance';
import { etatAffichePrevoyance, etatInitialPrevoyance, sessionTientLeProjet, tarifAffiche } from './ecran-initial';
import { corpsTarifer, etatDepuisProjet, preparerGaranties } from './projet';
import { projetPrevoyanceApi } from './projet.fixtures';
import type { ProjetPrevoyanceDetail } from '../../../src/domain/projets/contrat';
import type { ResultatTarifPrevoyance } from '../../../src/domain/pricing/prevoyance/resultat';

const UTILISATEUR = { id: 'alice', code_distributeur: 'DIST-A', username: 'alice' };

const projet = projetPrevoyanceApi();
const fige = projetPrevoyanceApi({ etat: 'FIGE' });

describe('etatInitialPrevoyance — the projet as the guarantees screen opens it', () => {
  it.each<[string, ProjetPrevoyanceDetail | null, PrevoyanceState | null]>([
    ['an editable projet: loaded, its guarantees prepared for its agreement', projet, preparerGaranties(etatDepuisProjet(projet))],
    ['a read-only projet: loaded as saved (nothing prepared)', fige, etatDepuisProjet(fige)],
    ['no projet: nothing', null, null],
  ])('%s', (_cas, p, attendu) => {
    expect(etatInitialPrevoyance(p)).toEqual(attendu);
  });

  it.each<[string, ProjetPrevoyanceDetail | null, PrevoyanceState | null]>([
    ['informations screen, editable projet: loaded as saved', projet, etatDepuisProjet(projet)],
    ['informations screen, read-only projet: loaded as saved', fige, etatDepuisProjet(fige)],
    ['informations screen, no projet: nothing', null, null],
  ])('%s', (_cas, p, attendu) => {
    expect(etatInitialPrevoyance(p, 'informations')).toEqual(attendu);
  });

  it('depends on the projet only (the server and the browser compute the same)', () => {
    expect(etatInitialPrevoyance(structuredClone(projet))).toEqual(etatInitialPrevoyance(projet));
  });
});

describe('etatAffichePrevoyance — the projet until the session state holds it', () => {
  const initial = etatInitialPrevoyance(projet)!;
  const edite = { ...initial, commissionnement: { type: 'CLIN', taux: 8 } };
  const autre = { ...initial, idProjet: 99 };
  it.each<[string, { initial: PrevoyanceState | null; hydrate: boolean; session: PrevoyanceState }, PrevoyanceState]>([
    ['server render and hydration: the projet', { initial, hydrate: false, session: PREVOYANCE_VIDE }, initial],
    ['hydrated, the session holds another projet: the projet', { initial, hydrate: true, session: autre }, initial],
    ['hydrated, the session state is empty: the projet', { initial, hydrate: true, session: PREVOYANCE_VIDE }, initial],
    ['hydrated, the session holds it with unsaved edits: the edits', { initial, hydrate: true, session: edite }, edite],
    ['a new projet: the session state', { initial: null, hydrate: false, session: PREVOYANCE_VIDE }, PREVOYANCE_VIDE],
  ])('%s', (_cas, ctx, attendu) => {
    expect(etatAffichePrevoyance(ctx)).toBe(attendu);
  });

  it.each([
    ['same id, ready', { ...PREVOYANCE_VIDE, idProjet: 31, informations: etatDepuisProjet(projet).informations, garanties: etatDepuisProjet(projet).garanties }, 31, true],
    ['same id, no guarantees yet', { ...PREVOYANCE_VIDE, idProjet: 31 }, 31, false],
    ['another id', etatDepuisProjet(projet), 32, false],
    ['no id', PREVOYANCE_VIDE, null, false],
  ] as const)('sessionTientLeProjet: %s', (_cas, session, id, attendu) => {
    expect(sessionTientLeProjet(session, id)).toBe(attendu);
  });

  it('informations screen: the session holds the projet once its informations are there (guarantees not needed)', () => {
    const informationsSeules = { ...PREVOYANCE_VIDE, idProjet: 31, informations: etatDepuisProjet(projet).informations };
    expect(sessionTientLeProjet(informationsSeules, 31, 'informations')).toBe(true);
    expect(etatAffichePrevoyance({ initial: etatDepuisProjet(projet), hydrate: true, session: informationsSeules, ecran: 'informations' })).toBe(informationsSeules);
    expect(etatAffichePrevoyance({ initial: etatDepuisProjet(projet), hydrate: true, session: informationsSeules })).not.toBe(informationsSeules);
  });
});

describe('tarifAffiche — the saved price until one is computed', () => {
  const enregistre = { bareme_version: 'x', tarifs: [], informations_minimum_legal: {}, detail: {} } as unknown as ResultatTarifPrevoyance;
  const calcule = { bareme_version: 'y', tarifs: [], informations_minimum_legal: {}, detail: {} } as unknown as ResultatTarifPrevoyance;
  // Without an agreement: the saved guarantees are valid as they are, the projet can be priced.
  const initial = etatInitialPrevoyance({ ...projet, ccn: null })!;
  const corps = corpsTarifer(initial, UTILISATEUR);
  it('the fixture can be priced', () => expect(corps).not.toBeNull());
  const autreCorps = corpsTarifer({ ...initial, commissionnement: { type: 'CLIN', taux: 8 } }, UTILISATEUR);
  const attente: Tarif = { etat: 'attente', resultat: null };
  const base = { lectureSeule: false, pret: true, calcule: attente, enregistre: enregistre as ResultatTarifPrevoyance | null, corps, corpsEnregistre: corps };
  it.each<[string, Partial<typeof base>, Tarif]>([
    ['read-only: the saved price, never recomputed', { lectureSeule: true, calcule: { etat: 'ok', resultat: calcule } }, { etat: 'ok', resultat: enregistre }],
    ['read-only without a saved price: waiting', { lectureSeule: true, enregistre: null }, attente],
    ['not ready: waiting', { pret: false }, attente],
    ['editable, nothing computed yet (server render): the saved price', {}, { etat: 'ok', resultat: enregistre }],
    ['editable, first request in flight: the saved price, computing', { calcule: { etat: 'chargement', resultat: null } }, { etat: 'chargement', resultat: enregistre }],
    ['editable, computed: the computed price', { calcule: { etat: 'ok', resultat: calcule } }, { etat: 'ok', resultat: calcule }],
    ['editable, changed since saved: its own price only', { corps: autreCorps }, attente],
    ['editable, in error: the error', { calcule: { etat: 'erreur', resultat: null } }, { etat: 'erreur', resultat: null }],
    ['editable, cannot be priced: disabled', { corps: null, calcule: { etat: 'desactive', resultat: null } }, { etat: 'desactive', resultat: null }],
  ])('%s', (_cas, patch, attendu) => {
    expect(tarifAffiche({ ...base, ...patch })).toEqual(attendu);
  });
});
