import { renderToStaticMarkup } from 'react-dom/server';
import { PROJETS } from '../../src/domain/messages';
import { ReadOnlyBanner } from './ReadOnlyBanner';
import { SaveProjetDialog } from './SaveProjetDialog';
import { TarifLoading } from './TarifLoading';

const html = (s: string) => s.replace(/'/g, '&#x27;');

describe('ReadOnlyBanner (01 §2 read-only projet)', () => {
  it('says the projet is locked and offers to duplicate it', () => {
    const out = renderToStaticMarkup(<ReadOnlyBanner onDupliquer={() => undefined} />);
    expect(out).toContain(html(PROJETS.projetVerrouille));
    expect(out).toContain(html(PROJETS.dupliquerPourModifier));
    expect(out).toContain(`>${PROJETS.boutons.dupliquer}</button>`);
  });

  it('has no button without an action, and says when the duplicate is being made', () => {
    expect(renderToStaticMarkup(<ReadOnlyBanner />)).not.toContain('<button');
    expect(renderToStaticMarkup(<ReadOnlyBanner onDupliquer={() => undefined} enCours />)).toContain('Duplication…');
  });
});

describe('TarifLoading', () => {
  it('keeps the figures and lays the overlay over them while loading', () => {
    const out = renderToStaticMarkup(
      <TarifLoading loading label="Calcul du tarif en cours…">
        <p>1,56 %</p>
      </TarifLoading>,
    );
    expect(out).toContain('aria-busy="true"');
    expect(out).toContain('<p>1,56 %</p>');
    expect(out).toContain('role="status"');
    expect(renderToStaticMarkup(<TarifLoading loading={false} label="x" />)).not.toContain('role="status"');
  });
});

describe('SaveProjetDialog', () => {
  it('renders nothing while closed', () => {
    expect(renderToStaticMarkup(<SaveProjetDialog isOpen={false} onClose={() => undefined} onChoice={() => undefined} />)).toBe('');
  });
});
