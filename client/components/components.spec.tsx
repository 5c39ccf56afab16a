import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { COMMON } from '../../src/domain/messages';
import { Banner } from './Banner';
import { ErrorPage } from './ErrorPage';
import { Header } from './Header';
import { Layout } from './Layout';
import { FRONT_STEPS, projectSteps, Timeline } from './Timeline';

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('Timeline', () => {
  it('numbers the steps, ticks the done ones (as links) and marks the current one', () => {
    const html = render(<Timeline steps={FRONT_STEPS} current={1} />);
    expect(html).toContain('<a href="/informations-entreprise"');
    expect(html).toMatch(/aria-current="step"[^>]*>.*Offres éligibles/);
    expect(html).toContain('>2<');
    expect(html).not.toContain('>1<');
  });

  it('shows "Etape N sur M" on demand (DUE tunnel)', () => {
    const steps = Array.from({ length: 10 }, (_, i) => ({ label: `Étape ${i + 1}` }));
    expect(render(<Timeline steps={steps} current={2} showCounter />)).toContain('Etape 3 sur 10');
  });

  it.each([
    ['ssc', 12, ['/ssc/informations-projet/12', '/ssc/garanties/12', '/ssc/projets']],
    ['SPC', undefined, ['/spc/informations-projet', '/spc/garanties', '/spc/projets']],
  ] as const)('project steps of %s (projet %s)', (code, id, paths) => {
    const steps = projectSteps(code, id);
    expect(steps.map((s) => s.label)).toEqual(['Informations projet', 'Garanties', 'Projets']);
    expect(steps.map((s) => s.to)).toEqual(paths);
  });
});

describe('ErrorPage', () => {
  it.each([
    [403, COMMON.page403Titre, COMMON.page403Texte],
    [404, COMMON.page404Titre, 'Erreur 404'],
    [500, COMMON.page500Titre, 'Erreur 500'],
    [418, COMMON.page500Titre, 'Erreur 500'],
  ])('status %i', (status, title, text) => {
    const html = render(<ErrorPage status={status} />);
    expect(html).toContain(title.replace(/'/g, '&#x27;'));
    expect(html).toContain(text.replace(/'/g, '&#x27;'));
    expect(html).toContain(`href="/">${COMMON.retourAccueil.replace(/'/g, '&#x27;')}</a>`);
  });
});

describe('Header', () => {
  it("shows the broker's name, distributor code and sign-out", () => {
    const html = render(<Header brandName="Marque" iconPath="M0 0h24v24H0z" user={{ nom: 'Alice Martin', codeDistributeur: 'DIST-A' }} />);
    expect(html).toContain('Alice Martin');
    expect(html).toContain('<strong>DIST-A</strong>');
    // A form POST: sign-out is never a link (a link elsewhere must not sign out).
    expect(html).toContain('<form class="form-deconnexion" action="/auth/logout" method="post"><button type="submit" class="btn btn-ghost btn-small">Se déconnecter</button></form>');
    expect(html).not.toContain('href="/auth/logout"');
  });

  it("leads a signed-in broker to the workspace 'Mes clients', marked current there", () => {
    const user = { nom: 'Alice Martin', codeDistributeur: 'DIST-A' };
    const html = render(<Header brandName="Marque" iconPath="M0 0h24v24H0z" user={user} />);
    expect(html).toMatch(/<nav class="app-nav" aria-label="Navigation principale"><a class="app-nav-lien" href="\/espace"[^>]*>Mes clients<\/a><\/nav>/);
    const ici = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/espace']}>
        <Header brandName="Marque" iconPath="M0 0h24v24H0z" user={user} />
      </MemoryRouter>,
    );
    expect(ici).toMatch(/aria-current="page"[^>]*href="\/espace"|href="\/espace"[^>]*aria-current="page"/);
  });

  it('shows only the brand when nobody is signed in', () => {
    const html = render(<Header brandName="Marque" iconPath="M0 0h24v24H0z" />);
    expect(html).toContain('Marque');
    expect(html).not.toContain('/auth/logout');
    expect(html).not.toContain('/espace');
  });
});

describe('Layout', () => {
  it("says 'Démonstration' on every page while the demo accounts are active", () => {
    const html = render(
      <Layout brandName="Marque" iconPath="M0 0h24v24H0z" demonstration>
        <p>contenu</p>
      </Layout>,
    );
    expect(html).toContain('<div class="bandeau-demonstration" role="note" aria-label="Démonstration">');
    expect(html).toContain('Comptes de démonstration : ne saisissez aucune donnée réelle de client.');
  });

  it('has no band with a real identity provider', () => {
    const html = render(
      <Layout brandName="Marque" iconPath="M0 0h24v24H0z">
        <p>contenu</p>
      </Layout>,
    );
    expect(html).not.toContain('bandeau-demonstration');
  });
});

describe('Banner', () => {
  it.each([
    ['danger', 'alert'],
    ['warning', 'status'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('%s is announced as %s', (tone, role) => {
    const html = render(<Banner tone={tone} title="Titre" />);
    expect(html).toContain(`banner-${tone}`);
    expect(html).toContain(`role="${role}"`);
  });
});
