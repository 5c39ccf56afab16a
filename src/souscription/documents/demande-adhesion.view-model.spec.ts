import { texteDuPdf } from '../../../test/support/pdf';
import { rendrePdf } from '../../documents/pdf/blocs';
import { pageCount } from '../../documents/pdf/pdf-inspect';
import type { VueSouscription } from '../../domain/souscription/vue';
import { THEMES } from '../../domain/theme/themes';
import { projetSante } from '../../etudes/etude.fixtures';
import { vueDemandeAdhesion, type ContexteDemandeAdhesion } from './demande-adhesion.view-model';

const souscription = (complet: boolean) =>
  ({
    id: 3,
    id_projet: 12,
    code_produit: 'SSC',
    statut: 'EN_SOUSCRIPTION',
    etat: 'TARIFS_FIGES',
    raison_sociale: 'Boulangerie Lefèvre & Fils',
    lecture_seule: false,
    contexte: { code_produit: 'SSC', statut: 'EN_SOUSCRIPTION', etat: 'TARIFS_FIGES', effectif_global: 25, effectif_college: 12, type_masse_salariale: null, structures_tarifees: [] },
    informations_complementaires: {
      entreprise_adherente: { nature_contrat: 'NOUVEAU', nature_regime: null, raison_sociale: 'Boulangerie Lefèvre & Fils', siret: '73282932000074', forme_juridique: 'sarl', activite: 'commerciale', idcc: '1486', naf: '10.71C', date_creation_administrative: '2012-03-01' },
      adresse_siege_social: { numero: '12', voie: 'rue de la Paix', indice_repetition: 'B', code_postal: '35000', ville: 'Rennes' },
      interlocuteur: { civilite: 'madame', nom: 'Martin', prenom: 'Claire', fonction: 'Gérante', telephone: '0299001122', email: 'claire.martin@example.fr', documentation_contractuelle_email: true },
      cotisation: { mode_cotisation: 'ISOLE_FAMILLE', payeur: null },
      etude_medicale: null,
    },
    affiliation: { methode_affiliation: 'AUTRES_MODES', mode_affiliation: 'dsn' },
    dossier_complet: complet,
  }) as unknown as VueSouscription;

const contexte = (complet = true): ContexteDemandeAdhesion => ({
  souscription: souscription(complet),
  projet: projetSante(12),
  signataire: { civilite: 'madame', nom: 'Martin', prenom: 'Claire', dateNaissance: '1980-05-04', fonction: 'Gérante', telephonePortable: '+33612345678', email: 'claire.martin@example.fr' },
  formeJuridique: 'Société à responsabilité limitée',
  activite: 'Commerciale',
  intermediaire: 'Collectif Courtage',
  codeDistributeur: 'DIST-A',
  genereLe: '26/11/2026 à 14:05',
});

describe('vueDemandeAdhesion (brief §2.1)', () => {
  it('a branded, paginated French PDF with the company, the guarantees and price, the declarations and the signer', async () => {
    const pdf = await rendrePdf(vueDemandeAdhesion(contexte()), Object.values(THEMES)[0], new Date('2026-11-26T13:05:00Z'));
    const t = texteDuPdf(pdf);
    if (t === null) return;
    for (const attendu of ['Demande d’adhésion au contrat collectif', 'Boulangerie Lefèvre & Fils', '732 829 320 00074', 'Société à responsabilité limitée', '12 B (Bis) rue de la Paix, 35000 Rennes', 'Isolé / Famille', 'DSN', 'L113-8', 'Claire Martin', '04/05/1980', '% PMSS']) {
      expect(t).toContain(attendu);
    }
    expect(t).not.toContain('provisoire');
    expect(t.match(/Projet n°12 · Barème SSC-/g)?.length).toBe(pageCount(pdf));
    expect(t).not.toMatch(/undefined|\bnull\b|NaN|\ufffd/);
  });

  it('the surcomplémentaire request says what it is', async () => {
    const t = texteDuPdf(await rendrePdf(vueDemandeAdhesion({ ...contexte(), surcomplementaire: true }), Object.values(THEMES)[0], new Date('2026-11-26T13:05:00Z')));
    if (t === null) return;
    expect(t).toContain('Demande d’adhésion — surcomplémentaire santé');
    expect(t).toContain('individuelle et facultative');
  });

  it('an incomplete file says the request is provisional', async () => {
    const t = texteDuPdf(await rendrePdf(vueDemandeAdhesion(contexte(false)), Object.values(THEMES)[0], new Date('2026-11-26T13:05:00Z')));
    if (t === null) return;
    expect(t).toContain('Demande d’adhésion provisoire');
  });
});
