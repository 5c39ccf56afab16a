import { THEMES } from '../../domain/theme/themes';
import { rendrePdf, type Bloc } from './blocs';
import { pageCount } from './pdf-inspect';

const theme = Object.values(THEMES)[0];
const date = new Date('2026-11-23T10:00:00Z');
const vue = (blocs: Bloc[]) => ({ titre: 'Essai', sousTitre: 'Sous-titre', piedDePage: 'Pied', blocs });

describe('rendrePdf (the one block renderer)', () => {
  const tous: Bloc[] = [
    { type: 'titre', texte: 'Section' },
    { type: 'paragraphe', texte: 'Texte courant.' },
    { type: 'paragraphe', texte: 'Une note.', note: true },
    { type: 'clesValeurs', lignes: [['Raison sociale', 'Boulangerie Lefèvre']], largeurLibelle: 0.3 },
    { type: 'tableau', colonnes: [{ entete: 'Garantie', largeur: 2 }, { entete: 'Cotisation', largeur: 1, align: 'right' }], lignes: [['Optique', '4,85 €']], taille: 8 },
  ];

  it('draws every kind of block on one page, the same bytes for the same view and date', async () => {
    const [a, b] = await Promise.all([rendrePdf(vue(tous), theme, date), rendrePdf(vue(tous), theme, date)]);
    expect(a.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(a)).toBe(1);
    expect(a.equals(b)).toBe(true);
  });

  it('starts a new page where the view asks for one', async () => {
    expect(pageCount(await rendrePdf(vue([...tous, { type: 'saut' }, ...tous]), theme, date))).toBe(2);
  });

  it('paginates a long table', async () => {
    const lignes = Array.from({ length: 120 }, (_, i) => [`Ligne ${i}`, `${i} €`]);
    expect(pageCount(await rendrePdf(vue([{ type: 'tableau', colonnes: [{ entete: 'A', largeur: 1 }, { entete: 'B', largeur: 1 }], lignes }]), theme, date))).toBeGreaterThan(2);
  });
});
