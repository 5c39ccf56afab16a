import { renderToStaticMarkup } from 'react-dom/server';
import type { EvenementHistorique, PageHistorique } from '../types';
import { ListeHistorique } from './ListeHistorique';

const entree = (id: number, libelle: string, acteur = 'Alice Martin'): EvenementHistorique => ({
  id,
  type: 'PROJET_ENREGISTRE',
  survenu_le: '2026-12-06T09:15:00.000Z',
  survenu_le_affiche: '06/12/2026 à 10:15',
  acteur: { type: 'COURTIER', libelle: acteur },
  libelle,
  details: {},
});

const rendre = (page: PageHistorique) => renderToStaticMarkup(<ListeHistorique page={page} onPage={() => undefined} />);

describe('ListeHistorique', () => {
  it('an empty history says so', () => {
    expect(rendre({ page: 1, taille: 10, total: 0, evenements: [] })).toContain('Aucun événement enregistré pour ce dossier.');
  });

  it('each entry: when (its instant in datetime), what, by whom; no paging on one page', () => {
    const html = rendre({ page: 1, taille: 10, total: 2, evenements: [entree(2, 'Signature refusée — motif : trop cher', 'le signataire'), entree(1, 'Projet créé')] });
    expect(html).toContain('<time class="historique-quand" dateTime="2026-12-06T09:15:00.000Z">06/12/2026 à 10:15</time>');
    expect(html.indexOf('Signature refusée')).toBeLessThan(html.indexOf('Projet créé'));
    expect(html).toContain('le signataire');
    expect(html).not.toContain('historique-pagination');
  });

  it('pages: newer disabled on the first page, older enabled, “Page 1 sur 3”', () => {
    const html = rendre({ page: 1, taille: 10, total: 25, evenements: [entree(25, 'x')] });
    expect(html).toContain('Page 1 sur 3');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Événements plus récents<\/button>/);
    expect(html).toMatch(/<button[^>]*class="btn btn-ghost btn-small">Événements plus anciens<\/button>/);
  });
});
