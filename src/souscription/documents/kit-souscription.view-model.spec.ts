import { texteDuPdf } from '../../../test/support/pdf';
import { rendrePdf } from '../../documents/pdf/blocs';
import { listerKit } from '../../documents/kit/kit';
import { THEMES } from '../../domain/theme/themes';
import type { VueSouscription } from '../../domain/souscription/vue';
import { KIT_SOUSCRIPTION, type ContexteKitSouscription } from './kit-souscription';
import { pageCount } from '../../documents/pdf/pdf-inspect';
import { projetPrevoyance, projetSante } from '../../etudes/etude.fixtures';
import {
  lignesCotisationsDsn,
  referenceMandat,
  vueBulletinAffiliation,
  vueConditionsGenerales,
  vueDesignationBeneficiaire,
  vueDispenseAffiliation,
  vueDocumentSouscription,
  vueGuideEmployeur,
  vueMandatRia,
  vueMandatSepa,
  vueNoticeSouscription,
  vueParametrageDsn,
  vueTableauGaranties,
  type ContexteDocumentSouscription,
} from './kit-souscription.view-model';

const theme = Object.values(THEMES)[0];
const CREE = new Date('2026-11-26T13:05:00Z');

const contexte = (c: Partial<ContexteDocumentSouscription> = {}): ContexteDocumentSouscription => ({
  idProjet: 42,
  codeProduit: 'SSC',
  raisonSociale: 'Boulangerie Martin',
  siret: '73282932000074',
  adresse: '12 B rue de la Paix, 35000 Rennes',
  representant: 'Madame Claire Martin, Gérante',
  assureur: 'Collectif Courtage',
  bareme: '2026.1',
  dateEffet: '2027-01-01',
  codeDistributeur: 'DIST-A',
  genereLe: '26/11/2026 à 14:05',
  ...c,
});

const PIED = 'Projet n°42 · Barème 2026.1 · Généré le 26/11/2026 à 14:05';

async function lu(vue: Parameters<typeof rendrePdf>[0], pages?: (n: number) => boolean): Promise<string | null> {
  const pdf = await rendrePdf(vue, theme, CREE);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  if (pages) expect(pages(pageCount(pdf))).toBe(true);
  return texteDuPdf(pdf);
}

describe('mandat de prélèvement SEPA for the DSN (brief §2.4 dsn)', () => {
  it('names the creditor and its ICS, the RUM, the company as debtor with its address, blank IBAN/BIC, recurrent, date and signature', async () => {
    const t = await lu(vueMandatSepa(contexte()));
    if (t === null) return;
    for (const attendu of ['Mandat de prélèvement SEPA', 'Collectif Courtage', 'Identifiant créancier SEPA (ICS)', 'DSN-DISTA-42', 'Boulangerie Martin', '732 829 320 00074', '12 B rue de la Paix, 35000 Rennes', 'IBAN', 'BIC', 'Paiement récurrent', 'net-entreprises.fr', 'Fait à', 'Signature', PIED]) {
      expect(t).toContain(attendu);
    }
  });

  it('the RUM is at most 35 characters', () => {
    expect(referenceMandat({ codeDistributeur: 'D'.repeat(60), idProjet: 123456 }).length).toBeLessThanOrEqual(35);
  });
});

describe('mandat de résiliation infra-annuelle (brief §2.4 ria)', () => {
  it('cites the law and the codes, names the company, its representative, the new insurer as mandatary', async () => {
    const t = await lu(vueMandatRia(contexte()));
    if (t === null) return;
    for (const attendu of ['Mandat de résiliation infra-annuelle', 'Boulangerie Martin', 'Madame Claire Martin, Gérante', 'Organisme assureur actuel', 'N° de contrat', '01/01/2027', '2019-733', 'L113-15-2', 'L932-12-1', 'L221-10-2', 'donne mandat à Collectif Courtage', PIED]) {
      expect(t).toContain(attendu);
    }
  });
});

describe("bulletin individuel d'affiliation (brief §2.3)", () => {
  it('health: employee identity, dependants, compulsory regime, NOEMIE, RIB, date and signature', async () => {
    const t = await lu(vueBulletinAffiliation(contexte()));
    if (t === null) return;
    for (const attendu of ['Bulletin individuel d’affiliation', 'Santé collective — Boulangerie Martin', 'Nom de naissance', 'N° de sécurité sociale (NIR)', 'Date d’embauche', 'Ayants droit à couvrir', 'NIR de rattachement', 'Régime obligatoire', 'NOEMIE', 'IBAN', 'Fait à', PIED]) {
      expect(t).toContain(attendu);
    }
    expect(t).not.toContain('capital décès');
  });

  it('provident: beneficiary clause, children, the sick-leave question', async () => {
    const t = await lu(vueBulletinAffiliation(contexte({ codeProduit: 'SPC' })));
    if (t === null) return;
    for (const attendu of ['Prévoyance collective', 'bénéficiaires du capital décès', 'Clause standard', 'rente éducation', 'en arrêt de travail à la date d’adhésion', 'médecin-conseil']) {
      expect(t).toContain(attendu);
    }
    expect(t).not.toContain('NOEMIE');
  });
});

describe('notice', () => {
  it('the insurer’s notice with the projet in the footer', async () => {
    const t = await lu(vueNoticeSouscription(contexte()));
    if (t === null) return;
    expect(t).toContain('Notice');
    expect(t).toContain(PIED);
  });
});

describe('KIT_SOUSCRIPTION (brief §2.6)', () => {
  const ctx = (c: { sante?: boolean; complet?: boolean; surco?: boolean; ria?: boolean; fige?: boolean; sansTarif?: boolean; participants?: ContexteKitSouscription['participants'] } = {}): ContexteKitSouscription =>
    ({
      vue: { id_projet: 42, dossier_complet: c.complet ?? true, lecture_seule: c.fige ?? false } as VueSouscription,
      demandeAdhesion: { projet: { ...(c.sante === false ? projetPrevoyance(42) : projetSante(42)), ...(c.sansTarif ? { tarifs: null } : {}) } } as ContexteKitSouscription['demandeAdhesion'],
      documents: contexte(),
      fic: { codeProduit: c.sante === false ? 'SPC' : 'SSC', idProjet: 42 } as ContexteKitSouscription['fic'],
      sante: c.sante ?? true,
      surComplementaire: c.surco ?? false,
      resiliationInfraAnnuelle: c.ria ?? false,
      idProduit: 1,
      baremeDuJour: '2026.1',
      signee: false,
      theme: 'default',
      demandeLe: CREE.toISOString(),
      jour: '2026-11-26',
      participants: c.participants ?? [],
    }) as ContexteKitSouscription;
  const ids = (c: ContexteKitSouscription) => listerKit(KIT_SOUSCRIPTION, c).map((g) => `${g.code_categorie}/${g.nom}: ${g.documents.map((d) => d.id).join(', ')}`);

  it('health with surcomplémentaire and a replaced contract: every document', () => {
    expect(ids(ctx({ surco: true, ria: true }))).toEqual([
      'entreprise/Contractuels: demande-adhesion, demande-adhesion-surcomplementaire, conditions-generales, descriptif-socle, descriptif-surcomplementaire, mandat-sepa, mandat-ria',
      'entreprise/Information et Conseil: fic',
      'entreprise/Gestion: parametrage-dsn, guide-employeur',
      'salarie/Affiliation: bulletin-affiliation, dispense-affiliation',
      'salarie/Information: notice, tableau-garanties',
    ]);
  });

  it('provident: no benefits description, no termination mandate; the beneficiary designation', () => {
    expect(ids(ctx({ sante: false, ria: true }))).toEqual([
      'entreprise/Contractuels: demande-adhesion, conditions-generales, mandat-sepa',
      'entreprise/Information et Conseil: fic',
      'entreprise/Gestion: parametrage-dsn, guide-employeur',
      'salarie/Affiliation: bulletin-affiliation, dispense-affiliation, designation-beneficiaire',
      'salarie/Information: notice, tableau-garanties',
    ]);
  });

  it('one pre-filled DIA per participant, after the blank one, ids bulletin-affiliation-<n> in the entry order', () => {
    const participants = [
      { nom: 'Durand', prenom: 'Léa', dateNaissance: '1990-02-03', college: 'Cadres' },
      { nom: 'Petit', prenom: 'Hugo', dateNaissance: '1985-07-14', college: 'Cadres' },
    ];
    const affiliation = listerKit(KIT_SOUSCRIPTION, ctx({ participants })).find((g) => g.nom === 'Affiliation')!;
    expect(affiliation.documents.map((d) => [d.id, d.nom, d.url, d.email])).toEqual([
      ['bulletin-affiliation', 'Bulletin individuel d’affiliation', '/api/projets/42/documents/souscription/bulletin-affiliation', true],
      ['bulletin-affiliation-1', 'Bulletin individuel d’affiliation — Léa Durand', '/api/projets/42/documents/souscription/bulletin-affiliation-1', true],
      ['bulletin-affiliation-2', 'Bulletin individuel d’affiliation — Hugo Petit', '/api/projets/42/documents/souscription/bulletin-affiliation-2', true],
      ['dispense-affiliation', 'Formulaire de dispense d’affiliation', '/api/projets/42/documents/souscription/dispense-affiliation', true],
    ]);
  });

  it.each([
    ['a subscription in progress (TARIFS_FIGES by the hand-over)', false, false],
    ['a read-only subscription (projet FIGE or file sent)', true, true],
  ])('frozen confirmation: %s → %s', (_cas, fige, attendu) => {
    const documents = listerKit(KIT_SOUSCRIPTION, ctx({ fige, participants: [{ nom: 'Durand', prenom: 'Léa', dateNaissance: '1990-02-03', college: null }] })).flatMap((g) => g.documents);
    expect(new Set(documents.map((d) => d.confirmation_fige))).toEqual(new Set([attendu]));
  });

  it('a projet without a tariff: the table of guarantees and the DSN sheet unavailable with their reason', () => {
    const documents = listerKit(KIT_SOUSCRIPTION, ctx({ sansTarif: true })).flatMap((g) => g.documents);
    for (const id of ['tableau-garanties', 'parametrage-dsn']) {
      expect(documents.find((d) => d.id === id)).toMatchObject({ disponible: false, raison_indisponibilite: 'tarif_absent', message_indisponibilite: 'Le tarif du projet n’est pas disponible : document indisponible.' });
    }
  });

  it('an incomplete file: the membership request unavailable with the spec’s reason', () => {
    const da = listerKit(KIT_SOUSCRIPTION, ctx({ complet: false }))[0].documents[0];
    expect(da).toMatchObject({ id: 'demande-adhesion', disponible: false, raison_indisponibilite: 'incomplet_pour_edition_da', message_indisponibilite: 'Téléchargement impossible. Veuillez finaliser le dossier de souscription.' });
  });
});

describe('conditions générales (brief §2.6)', () => {
  it.each([
    ['SSC', ['Contrat collectif à adhésion obligatoire — frais de santé', 'responsable et solidaire', 'D911-2', 'PMSS', 'L911-8', 'résiliation infra-annuelle', 'L113-15-2', 'L114-1', 'L932-13', 'Médiation de l’Assurance', 'CNIL', 'L113-8'], 'rente éducation'],
    ['SPC', ['Contrat collectif à adhésion obligatoire — prévoyance', 'capital', 'rente éducation', '1,50 %', 'R242-1-6', 'article 7 de la loi', 'L912-3', 'L114-1', 'L932-13', 'dix ans', 'Médiateur de la protection sociale', 'CNIL'], 'L113-15-2'],
  ] as const)('%s: object, adhesion, affiliation, contributions, effect, termination, prescription, complaints, personal data', async (codeProduit, attendus, absent) => {
    const t = await lu(vueConditionsGenerales(contexte({ codeProduit })), (n) => n >= 2);
    if (t === null) return;
    for (const attendu of [...attendus, 'Article 1 — Objet du contrat', 'Article 10 — Données personnelles', PIED]) expect(t).toContain(attendu);
    expect(t).not.toContain(absent);
  });
});

describe('fiche de paramétrage DSN (brief §2.6)', () => {
  it('health: company, SIRET, projet n°, organisme code, population and option codes of the college, rates per structure on the PMSS, date d’effet', async () => {
    const projet = projetSante(42);
    const t = await lu(vueParametrageDsn(contexte(), projet));
    if (t === null) return;
    for (const attendu of ['Fiche de paramétrage DSN', 'Boulangerie Martin', '732 829 320 00074', 'Projet n°42', 'P0000 (Collectif Courtage)', 'S21.G00.15', 'S21.G00.70', projet.type_college.label, `SSC${projet.produit.id}`, 'PMSS', '01/01/2027', PIED]) {
      expect(t).toContain(attendu);
    }
  });

  it.each([
    ['health: one line per priced structure, on the PMSS, monthly', projetSante(42), (l: string[]) => l[1] === 'PMSS' && l[3].endsWith('/ mois')],
    ['provident T1: one line on tranche 1, yearly', projetPrevoyance(42), (l: string[]) => l[0] === 'Tranche 1' && l[3].endsWith('/ an')],
  ])('%s', (_cas, projet, attendu) => {
    const lignes = lignesCotisationsDsn(projet);
    expect(lignes.length).toBeGreaterThan(0);
    for (const l of lignes) {
      expect(attendu(l)).toBe(true);
      expect(l[2]).toMatch(/^\d+,\d{2} %$/);
    }
  });

  it('provident T1 + T2: tranches 1 and 2', () => {
    expect(lignesCotisationsDsn(projetPrevoyance(42, { t12: true })).map((l) => l[0])).toEqual(['Tranche 1', 'Tranche 2']);
  });
});

describe('guide employeur (brief §2.6)', () => {
  it.each([
    ['SSC', ['Affiliation des salariés', 'Entrées, sorties', 'Portabilité', 'L911-8', 'DSN', 'Contacts', 'formulaire de dispense']],
    ['SPC', ['Affiliation des salariés', 'Arrêts de travail', 'Portabilité', 'L911-8', 'DSN', 'Contacts', 'désignation de bénéficiaire']],
  ] as const)('%s: affiliation, entries and exits, portability, DSN declarations, contacts', async (codeProduit, attendus) => {
    const t = await lu(vueGuideEmployeur(contexte({ codeProduit })));
    if (t === null) return;
    for (const attendu of [...attendus, 'Guide employeur', PIED]) expect(t).toContain(attendu);
  });
});

describe('DIA pre-filled per participant (brief §2.3)', () => {
  const participant = { nom: 'Durand', prenom: 'Léa', dateNaissance: '1990-02-03', college: 'Cadres' };
  it('names, birth date and college filled in; the rest blank to fill', async () => {
    const vue = vueDocumentSouscription('bulletin-affiliation-nominatif', contexte(), { participant });
    const salarie = vue.blocs.find((b) => b.type === 'clesValeurs' && b.lignes.some(([k]) => k === 'Prénom'));
    expect(salarie).toMatchObject({
      lignes: expect.arrayContaining([
        ['Nom', 'Durand'],
        ['Prénom', 'Léa'],
        ['Date et lieu de naissance', '03/02/1990 à ____________________'],
        ['Collège', 'Cadres'],
        ['Nom de naissance', '____________________'],
        ['N° de sécurité sociale (NIR)', '____________________'],
      ]),
    });
    const t = await lu(vue);
    if (t === null) return;
    for (const attendu of ['Bulletin individuel d’affiliation', 'Léa Durand — Boulangerie Martin', 'Durand', '03/02/1990', 'Ayants droit à couvrir', PIED]) expect(t).toContain(attendu);
  });

  it('without its participant the job refuses to draw it', () => {
    expect(() => vueDocumentSouscription('bulletin-affiliation-nominatif', contexte())).toThrow(/sans ses données/);
  });
});

describe('formulaire de dispense d’affiliation', () => {
  it.each([
    ['SSC', ['D911-2', 'complémentaire santé solidaire', 'R242-1-6 2° a', 'R242-1-6 2° b', 'R242-1-6 2° c', 'ENIM'], []],
    ['SPC', ['seuls les cas de dispense prévus par l’acte', 'R242-1-6 2° a', 'R242-1-6 2° b', 'R242-1-6 2° c', 'loi Evin, art. 11'], ['D911-2', 'complémentaire santé solidaire', 'ENIM']],
  ] as const)('%s: the legal cases, proofs, the informed-choice statement and signature', async (codeProduit, attendus, absents) => {
    const t = await lu(vueDispenseAffiliation(contexte({ codeProduit })));
    if (t === null) return;
    for (const attendu of [...attendus, 'Demande de dispense d’affiliation', 'Justificatif à joindre', 'préalablement informé(e)', 'Fait à', PIED]) expect(t).toContain(attendu);
    for (const absent of absents) expect(t).not.toContain(absent);
  });
});

describe('désignation de bénéficiaire (provident)', () => {
  it('standard clause or specific clause with its beneficiaries, the rules of L132-9, signature', async () => {
    const t = await lu(vueDesignationBeneficiaire(contexte({ codeProduit: 'SPC' })));
    if (t === null) return;
    for (const attendu of ['Désignation de bénéficiaire', 'clause standard', 'clause particulière', 'Part (%)', 'notaire', 'L132-9', 'Fait à', PIED]) expect(t).toContain(attendu);
  });
});

describe('tableau de garanties', () => {
  it.each([
    ['SSC', projetSante(42), ['Santé collective', 'Niveaux de remboursement', 'Garantie']],
    ['SPC', projetPrevoyance(42), ['Prévoyance collective', 'Garanties retenues', 'Garantie']],
  ] as const)('%s: the projet’s guarantees, no price', async (codeProduit, projet, attendus) => {
    const vue = vueTableauGaranties(contexte({ codeProduit }), projet);
    expect(vue.blocs.some((b) => b.type === 'tableau' && b.lignes.length > 3)).toBe(true);
    const t = await lu(vue);
    if (t === null) return;
    for (const attendu of [...attendus, 'Tableau de garanties', projet.type_college.label, PIED]) expect(t).toContain(attendu);
    expect(t).not.toMatch(/Cotisation|Budget|\/mois/i);
  });

  it('without a tariff: says so instead of an empty table', () => {
    const vue = vueTableauGaranties(contexte(), { ...projetSante(42), tarifs: null });
    expect(vue.blocs.some((b) => b.type === 'tableau')).toBe(false);
    expect(vue.blocs.some((b) => b.type === 'paragraphe' && b.texte.includes('pas disponible'))).toBe(true);
  });
});
