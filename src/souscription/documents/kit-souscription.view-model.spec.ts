import { texteDuPdf } from '../../../test/support/pdf';
import { rendrePdf } from '../../documents/pdf/blocs';
import { listerKit } from '../../documents/kit/kit';
import { THEMES } from '../../domain/theme/themes';
import type { VueSouscription } from '../../domain/souscription/vue';
import { KIT_SOUSCRIPTION, type ContexteKitSouscription } from './kit-souscription';
import { referenceMandat, vueBulletinAffiliation, vueMandatRia, vueMandatSepa, vueNoticeSouscription, type ContexteDocumentSouscription } from './kit-souscription.view-model';

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

async function lu(vue: Parameters<typeof rendrePdf>[0]): Promise<string | null> {
  const pdf = await rendrePdf(vue, theme, CREE);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
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
  const ctx = (c: { sante?: boolean; complet?: boolean; surco?: boolean; ria?: boolean } = {}): ContexteKitSouscription =>
    ({
      vue: { id_projet: 42, dossier_complet: c.complet ?? true } as VueSouscription,
      demandeAdhesion: {} as ContexteKitSouscription['demandeAdhesion'],
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
    }) as ContexteKitSouscription;
  const ids = (c: ContexteKitSouscription) => listerKit(KIT_SOUSCRIPTION, c).map((g) => `${g.code_categorie}/${g.nom}: ${g.documents.map((d) => d.id).join(', ')}`);

  it('health with surcomplémentaire and a replaced contract: every document', () => {
    expect(ids(ctx({ surco: true, ria: true }))).toEqual([
      'entreprise/Contractuels: demande-adhesion, demande-adhesion-surcomplementaire, descriptif-socle, descriptif-surcomplementaire, mandat-sepa, mandat-ria',
      'entreprise/Information et Conseil: fic',
      'salarie/Affiliation: bulletin-affiliation',
      'salarie/Information: notice',
    ]);
  });

  it('provident: no benefits description, no termination mandate', () => {
    expect(ids(ctx({ sante: false, ria: true }))[0]).toBe('entreprise/Contractuels: demande-adhesion, mandat-sepa');
  });

  it('an incomplete file: the membership request unavailable with the spec’s reason', () => {
    const da = listerKit(KIT_SOUSCRIPTION, ctx({ complet: false }))[0].documents[0];
    expect(da).toMatchObject({ id: 'demande-adhesion', disponible: false, raison_indisponibilite: 'incomplet_pour_edition_da', message_indisponibilite: 'Téléchargement impossible. Veuillez finaliser le dossier de souscription.' });
  });
});
