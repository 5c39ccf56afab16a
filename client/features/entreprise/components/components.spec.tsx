import { renderToString } from 'react-dom/server';
import { RadioGroup } from 'react-aria-components';
import { MemoryRouter } from 'react-router';
import type { ProduitEligible } from '../../../../src/domain/eligibilite/offres';
import { ENTREPRISE, OFFRES_ELIGIBLES, REFERENTIELS } from '../../../../src/domain/messages';
import { CarteOffre } from './CarteOffre';
import { FormulaireEntreprise } from './FormulaireEntreprise';
import { OffresEligibles } from './OffresEligibles';
import { StatutEligibilite } from './StatutEligibilite';

const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>).replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

describe('StatutEligibilite (01 §2)', () => {
  it.each([
    [{ code: 'VALIDE', raison: null }, 'banner-success', [ENTREPRISE.libellesEligibilite.VALIDE]],
    [{ code: 'INVALIDE', raison: 'RADIEE' }, 'banner-danger', [ENTREPRISE.raisons.RADIEE]],
    [{ code: 'INVALIDE', raison: 'LOCALITE_INVALIDE' }, 'banner-danger', [ENTREPRISE.raisons.LOCALITE_INVALIDE]],
    [{ code: 'INDETERMINEE', raison: 'NON_TROUVE' }, 'banner-warning', [ENTREPRISE.banniereVerificationSiretImpossible]],
    [{ code: 'INDETERMINEE', raison: 'TRANCHE_EFFECTIF_ZERO' }, 'banner-warning', [ENTREPRISE.banniereEffectifMinimum]],
    [{ code: 'INDETERMINEE', raison: null }, 'banner-warning', [ENTREPRISE.banniereEffectifMinimum]],
  ] as const)('%j → %s', (eligibilite, classe, textes) => {
    const rendu = html(<StatutEligibilite verification={{ etat: 'verifie', siret: '30177755300019', eligibilite, raisonSociale: null }} />);
    expect(rendu).toContain(classe);
    for (const t of textes) expect(rendu).toContain(t);
  });

  it('unavailable check: the warning that the sale goes on', () => {
    const rendu = html(<StatutEligibilite verification={{ etat: 'indisponible', siret: 'x', avertissement: ENTREPRISE.verificationSiretIndisponible }} />);
    expect(rendu).toContain('banner-warning');
    expect(rendu).toContain(ENTREPRISE.verificationSiretIndisponible);
  });

  it('nothing to say while no SIRET is checked', () => {
    expect(html(<StatutEligibilite verification={{ etat: 'inactif' }} />)).toBe('');
  });
});

describe('FormulaireEntreprise (server render)', () => {
  it('renders the fields, the hint, and a disabled "Offres éligibles"', () => {
    const rendu = html(<FormulaireEntreprise donnees={{ ccns: [], clientsAvecSiret: [], clientsSansSiret: [] }} />);
    expect(rendu).toContain(ENTREPRISE.siretConnuAide);
    expect(rendu).toContain(REFERENTIELS.rechercheCcnPlaceholder);
    // Disabled but focusable, saying why (the kit's SubmitButton).
    expect(rendu).toMatch(/<button[^>]*type="submit"[^>]*aria-disabled="true"[^>]*>Offres éligibles<\/button><p id="[^"]+" class="kit-submit-reason">Un ou plusieurs champs sont en erreur ou ne sont pas renseignés.<\/p>/);
    expect(rendu).not.toContain(REFERENTIELS.erreurRecuperationCcns);
  });

  it('says when the agreements could not be read', () => {
    const rendu = html(<FormulaireEntreprise donnees={{ ccns: null, clientsAvecSiret: [], clientsSansSiret: [] }} />);
    expect(rendu).toContain(REFERENTIELS.erreurRecuperationCcns);
  });
});

describe('OffresEligibles (server render)', () => {
  it('is a skeleton until the session state can be read, with "Informations projet" disabled', () => {
    const rendu = html(<OffresEligibles codeDistributeur="DIST-A" />);
    expect(rendu).toContain('aria-busy="true"');
    expect(rendu).toMatch(/<button[^>]*aria-disabled="true"[^>]*aria-busy="true"[^>]*>Informations projet<\/button>/);
  });
});

describe('CarteOffre', () => {
  const produit = (id: number, colleges: ProduitEligible['colleges']): ProduitEligible => ({ id, code: 'SSC', libelle: `Offre ${id}`, colleges });
  const carte = (p: ProduitEligible) =>
    html(
      <RadioGroup aria-label="offres">
        <CarteOffre produit={p} selectionnee={false} onSelectionner={() => {}} />
      </RadioGroup>,
    );

  it("names the offer, 'Collèges tarifables', each college with its light", () => {
    const rendu = carte(
      produit(461, [
        { id: 'CADRE', code: 'CADRE', libelle: 'Cadres', acces_tarification: { code: 'OUI' } },
        { id: 'NON_CADRE', code: 'NON_CADRE', libelle: 'Non Cadres', acces_tarification: { code: 'SANS_ANALYSE' } },
        { id: 'TOUS', code: 'TOUS', libelle: 'Ensemble du personnel', acces_tarification: { code: 'NON' } },
      ]),
    );
    expect(rendu).toContain('Offre 461');
    expect(rendu).toContain(OFFRES_ELIGIBLES.collegesTarifables);
    expect(rendu).toContain('kit-feu-success');
    expect(rendu).toContain('kit-feu-warning');
    expect(rendu).toContain('kit-feu-danger');
    expect(rendu).not.toContain(OFFRES_ELIGIBLES.enSavoirPlus);
  });

  it("'Aucun collège' when the list is empty; offer 460 carries 'En savoir plus sur l'offre'", () => {
    const rendu = carte(produit(460, []));
    expect(rendu).toContain(OFFRES_ELIGIBLES.aucunCollege);
    expect(rendu).toContain(OFFRES_ELIGIBLES.enSavoirPlus);
  });

  it('an unsupported access code shows the error on its college', () => {
    const rendu = carte(produit(461, [{ id: 'CADRE', code: 'CADRE', libelle: 'Cadres', acces_tarification: { code: 'PEUT_ETRE' as 'OUI' } }]));
    expect(rendu).toContain(OFFRES_ELIGIBLES.erreurAccesTarification);
  });
});
