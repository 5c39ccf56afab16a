import { texteDuPdf } from '../../../test/support/pdf';
import { rendrePdf } from '../../documents/pdf/blocs';
import { pageCount } from '../../documents/pdf/pdf-inspect';
import { etatTunnelInitial, type EtatTunnelDue, type ProjetDue } from '../../domain/due/types';
import { THEMES } from '../../domain/theme/themes';
import { projetSante } from '../../etudes/etude.fixtures';
import { vueNotice } from '../../documents/pdf/notice';
import { DOCUMENTS_DUE, vueDocumentDue, type CodeDocumentDue, type ContexteDocumentsDue } from './due-documents.view-model';

const theme = Object.values(THEMES)[0];
const CREE = new Date('2026-11-26T13:05:00Z');

function etat(modifs: (e: EtatTunnelDue) => void = () => {}): EtatTunnelDue {
  const e = etatTunnelInitial();
  e.etape1 = { structureTarifaire: 'ISOLE_FAMILLE', appelDeCotisation: null, adresse: { voie: '12 rue des Lilas', codePostal: '67000', ville: 'Strasbourg' } };
  e.etape2.etatRegime = 'NOUVEAU';
  e.etape4.plusieursEtablissements = 'NON';
  e.etape5 = { college: 'C2122', libelle: "les salariés relevant des articles 2.1 et 2.2 de l'ANI du 17 novembre 2017" };
  e.etape6.affiliationAyantsDroit = 'FACULTATIF';
  e.etape7.partCotisation = 60;
  e.etape9.dateEntreeVigueur = '2027-01-01';
  e.etape10.confirmation = true;
  modifs(e);
  return e;
}

function contexte(e: EtatTunnelDue, projet: Partial<ProjetDue> = {}): ContexteDocumentsDue {
  const sante = projetSante(12);
  const tarifs = (sante.tarifs as { tarifs: { structure: string; tarif: { taux: number; budget_mensuel: number } }[] }).tarifs.map((t) => ({
    structure: t.structure,
    taux: t.tarif.taux,
    montant: t.tarif.budget_mensuel,
  }));
  return {
    projet: {
      idProjet: 12,
      raisonSociale: 'Boulangerie Lefèvre & Fils',
      siret: '73282932000074',
      dateEffet: '2027-01-01',
      typeCollege: 'CADRE',
      surComplementaire: true,
      effectifGlobal: 25,
      ccn: { idcc: '1486', libelle: 'Bureaux d’études techniques' },
      tarifs,
      adresse: {},
      ...projet,
    },
    etat: e,
    produit: 'Santé Collective Essentielle',
    garanties: [['Hospitalisation', 'Niveau 5 · 200 % BR']],
    pmss: { annee: 2027, montant: 4005 },
    bareme: 'SSC-2026.1',
    genereLe: '26/11/2026 à 14:05',
  };
}

const pdfDe = (code: Exclude<CodeDocumentDue, 'notice'>, c: ContexteDocumentsDue) => rendrePdf(vueDocumentDue(code, c), theme, CREE);

describe('DUE kit documents (brief §1.8)', () => {
  it.each(DOCUMENTS_DUE.filter((c): c is Exclude<CodeDocumentDue, 'notice'> => c !== 'notice'))(
    '%s: a French PDF naming the company, the college, the share and the date of entry into force, with the footer on every page',
    async (code) => {
      const pdf = await pdfDe(code, contexte(etat((e) => (e.etape2.etatRegime = code === 'denonciation' ? 'MODIFICATION' : 'NOUVEAU'))));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const t = texteDuPdf(pdf);
      if (t === null) return;
      expect(t).toContain('Boulangerie Lefèvre & Fils');
      expect(t).toContain('articles 2.1 et 2.2 de l');
      expect(t).toContain('01/01/2027');
      expect(t).toContain('60 %');
      const n = pageCount(pdf);
      expect(t.match(/Projet n°12 · Barème SSC-2026\.1 · Généré le 26\/11\/2026 à 14:05/g)?.length).toBe(n);
      expect(t).not.toMatch(/\ufffd|undefined|null|NaN/);
    },
  );

  it('the decision of a new scheme institutes it, recites the ordre-public dispenses and the employee-contribution one, and the chosen optional ones only', async () => {
    const t = texteDuPdf(await pdfDe('decision', contexte(etat((e) => (e.etape8 = { autresCasDeDispenses: true, dispenseAffiliation: ['SALARIE_CDD_INFERIEUR_12_MOIS'] })))));
    if (t === null) return;
    expect(t).toContain('instituant un régime collectif et obligatoire');
    expect(t).toContain('Le régime bénéficie aux salariés relevant des articles 2.1 et 2.2');
    expect(t).toContain('L911-1');
    expect(t).toContain('D911-2');
    expect(t).toContain('article 11 de la loi n° 89-1009');
    expect(t).toContain('CDD ou mission de moins de 12 mois (R242-1-6 2° b)');
    expect(t).not.toContain('temps partiel');
    expect(t).toContain('à sa charge exclusive');
    expect(t).toContain('Annexe 2');
  });

  it('a modification says so; at 100 % employer the employee-contribution dispense is not recited', async () => {
    const t = texteDuPdf(await pdfDe('decision', contexte(etat((e) => ((e.etape2.etatRegime = 'MODIFICATION'), (e.etape7.partCotisation = 100), (e.etape6.affiliationAyantsDroit = 'OBLIGATOIRE'))))));
    if (t === null) return;
    expect(t).toContain('portant modification d’un régime');
    expect(t).toContain('délai de prévenance de trois mois');
    expect(t).not.toContain('article 11 de la loi n° 89-1009');
    expect(t).toContain('La couverture des ayants droit du salarié (conjoint');
  });

  it.each([
    [25, 'Information du comité social et économique', 'moins de 50 salariés'],
    [80, 'Information et consultation du comité social et économique', 'R2312-22'],
  ])('CSE document for %i employees: %s', async (effectif, titre, cadre) => {
    const t = texteDuPdf(await pdfDe('information-cse', contexte(etat(), { effectifGlobal: effectif })));
    if (t === null) return;
    expect(t).toContain(titre);
    expect(t).toContain(cadre);
  });

  it('the dispense form lists the allowed cases with their proofs, and the "informé(e) des conséquences" mention', async () => {
    const t = texteDuPdf(await pdfDe('demande-dispense', contexte(etat((e) => (e.etape8 = { autresCasDeDispenses: true, dispenseAffiliation: ['SALARIE_TEMPS_PARTIEL'] })))));
    if (t === null) return;
    expect(t).toContain('complémentaire santé solidaire');
    expect(t).toContain('Temps partiel ou apprenti');
    expect(t).not.toContain('ENIM');
    expect(t).toContain('informé(e) par l’employeur des conséquences de mon choix');
  });

  it('the static notice is the same for every client and cites L911-8', async () => {
    const pdf = await rendrePdf(vueNotice('26/11/2026 à 14:05'), theme, CREE);
    const t = texteDuPdf(pdf);
    if (t === null) return;
    expect(t).toContain('Notice d’information');
    expect(t).toContain('L911-8');
  });
});
