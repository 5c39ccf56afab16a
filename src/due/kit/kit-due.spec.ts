import { listerKit } from '../../documents/kit/kit';
import { etatTunnelInitial, type ProjetDue } from '../../domain/due/types';
import { KIT_DUE, type ContexteKitDue } from './kit-due';

const projet: ProjetDue = {
  idProjet: 7,
  raisonSociale: 'ACME',
  siret: null,
  dateEffet: '2027-01-01',
  typeCollege: 'TOUS',
  surComplementaire: false,
  effectifGlobal: 60,
  ccn: null,
  tarifs: [],
  adresse: {},
};
const ctx = (c: Partial<ContexteKitDue> = {}): ContexteKitDue => ({
  projet,
  etat: etatTunnelInitial(),
  complet: true,
  etudeExpiree: false,
  fige: false,
  theme: 'marque-blanche',
  demandeLe: '2026-11-26T10:00:00.000Z',
  contenu: null,
  ...c,
});
const documents = (c: ContexteKitDue) => listerKit(KIT_DUE, c).flatMap((g) => g.documents);

describe('KIT_DUE (03 §2 kit-due, §4, §8; brief §1.8)', () => {
  it.each([
    ['a new scheme', 'NOUVEAU', ['decision', 'lettre-information', 'liste-emargement', 'demande-dispense', 'information-cse', 'notice']],
    ['a modification', 'MODIFICATION', ['decision', 'lettre-information', 'liste-emargement', 'demande-dispense', 'information-cse', 'denonciation', 'notice']],
  ] as const)('%s lists its documents in order', (_c, etatRegime, attendus) => {
    const etat = etatTunnelInitial();
    etat.etape2.etatRegime = etatRegime;
    expect(documents(ctx({ etat })).map((d) => d.id)).toEqual(attendus);
  });

  it.each([
    ['an expired study', { etudeExpiree: true }, 'etude_expiree', 'La durée de validité de votre étude a expirée. Vous devez refaire un nouveau projet.'],
    ['an unfinished tunnel', { complet: false }, 'parcours_incomplet', 'Terminez les étapes du parcours DUE pour générer ce document.'],
  ] as const)('%s: every projet document is unavailable with the message, the static notice stays', (_c, c, raison, message) => {
    for (const d of documents(ctx(c))) {
      if (d.statique) expect(d.disponible).toBe(true);
      else expect(d).toMatchObject({ disponible: false, raison_indisponibilite: raison, message_indisponibilite: message });
    }
  });

  it('documents that print the rates ask the fige confirmation until the projet is frozen', () => {
    const ids = (c: ContexteKitDue) => documents(c).filter((d) => d.confirmation_fige).map((d) => d.id);
    expect(ids(ctx())).toEqual(['decision', 'lettre-information', 'information-cse']);
    expect(ids(ctx({ fige: true }))).toEqual([]);
  });

  it('the CSE document is an information-consultation from 50 employees, an information below', () => {
    const cse = (n: number) => documents(ctx({ projet: { ...projet, effectifGlobal: n } })).find((d) => d.id === 'information-cse')!;
    expect(cse(60).nom).toBe('Information et consultation du CSE');
    expect(cse(49).nom).toBe('Information du CSE');
  });
});
