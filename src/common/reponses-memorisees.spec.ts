import { RefusMetier } from './refus-metier';
import { ReponsesMemorisees, type VerifierDistributeur } from './reponses-memorisees';

const AUTRE = 'Autre distributeur';
const corps = (texte: string) => Buffer.from(texte);

/** A computation that counts its runs: validates (400 on "invalide"), checks the distributor, prices. */
function calcul(codeDuCorps: string) {
  let appels = 0;
  const calculer = (verifier: VerifierDistributeur) => {
    appels++;
    if (codeDuCorps === 'invalide') throw new RefusMetier('invalide', 'Corps invalide');
    verifier(codeDuCorps);
    if (codeDuCorps === 'DIST-A-hors-fenetre') throw new RefusMetier('invalide', 'Date hors fenêtre');
    return corps(`{"prix":${appels}}`);
  };
  return { calculer, appels: () => appels };
}

describe('ReponsesMemorisees', () => {
  it('computes a body once per day and serves the same bytes afterwards', async () => {
    const memo = new ReponsesMemorisees(10, AUTRE);
    const c = calcul('DIST-A');
    const a = await memo.repondre('2026-11-22', corps('{"x":1}'), 'DIST-A', c.calculer);
    const b = await memo.repondre('2026-11-22', corps('{"x":1}'), 'DIST-A', c.calculer);
    expect(b).toBe(a);
    expect(c.appels()).toBe(1);
    await memo.repondre('2026-11-23', corps('{"x":1}'), 'DIST-A', c.calculer);
    expect(c.appels()).toBe(2); // a new day: the date window may have moved
    await memo.repondre('2026-11-23', corps('{"x": 1}'), 'DIST-A', c.calculer);
    expect(c.appels()).toBe(3); // other bytes, other entry
  });

  it('never serves an answer to another distributor: the computation runs and refuses', async () => {
    const memo = new ReponsesMemorisees(10, AUTRE);
    const c = calcul('DIST-A');
    await memo.repondre('j', corps('{}'), 'DIST-A', c.calculer);
    await expect(memo.repondre('j', corps('{}'), 'DIST-B', c.calculer)).rejects.toMatchObject({ genre: 'interdit' });
    await expect(memo.repondre('j', corps('{}'), 'DIST-B', c.calculer)).rejects.toThrow(AUTRE);
    expect(c.appels()).toBe(3);
    expect(memo.taille).toBe(1);
  });

  it('remembers a refusal of an invalid body for everyone, and a later refusal for its distributor only', async () => {
    const memo = new ReponsesMemorisees(10, AUTRE);
    const invalide = calcul('invalide');
    for (const code of ['DIST-A', 'DIST-B']) await expect(memo.repondre('j', corps('?'), code, invalide.calculer)).rejects.toThrow('Corps invalide');
    expect(invalide.appels()).toBe(1);

    const horsFenetre = calcul('DIST-A-hors-fenetre');
    const accepte = (code: string) => memo.repondre('j', corps('!'), code, horsFenetre.calculer);
    await expect(accepte('DIST-A-hors-fenetre')).rejects.toThrow('Date hors fenêtre');
    await expect(accepte('DIST-A-hors-fenetre')).rejects.toThrow('Date hors fenêtre');
    expect(horsFenetre.appels()).toBe(1);
    await expect(accepte('DIST-B')).rejects.toMatchObject({ genre: 'interdit' });
  });

  it('does not remember a 403 nor an unexpected error, and works without raw bytes', async () => {
    const memo = new ReponsesMemorisees(10, AUTRE);
    await expect(memo.repondre('j', corps('a'), 'DIST-B', calcul('DIST-A').calculer)).rejects.toMatchObject({ genre: 'interdit' });
    await expect(memo.repondre('j', corps('b'), 'DIST-A', () => Promise.reject(new Error('panne')))).rejects.toThrow('panne');
    expect(memo.taille).toBe(0);
    const c = calcul('DIST-A');
    await memo.repondre('j', undefined, 'DIST-A', c.calculer);
    await memo.repondre('j', undefined, 'DIST-A', c.calculer);
    expect(c.appels()).toBe(2);
  });
});
