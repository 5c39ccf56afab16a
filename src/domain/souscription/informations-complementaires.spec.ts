import { verifierInformationsComplementaires } from './informations-complementaires';
import type { InformationsComplementaires } from './types';

const TODAY = '2026-11-21';
const FORMES = [
  { code: 'sarl', activites: [{ code: 'commerciale', libelle: 'Commerciale', pieces_justificatives: [] }] },
  { code: 'ei', activites: [] },
];
const refs = { formes: FORMES, villes: ['Rennes'] };
const SANTE = { code_produit: 'SSC' as const, effectif_college: 12, type_masse_salariale: null, structures_tarifees: ['UNIQUE', 'SALARIE_SEUL', 'CONJOINT_SEUL', 'ENFANT'].map((structure) => ({ structure, taux: 3 })) };
const PREVOYANCE = { code_produit: 'SPC' as const, effectif_college: 4, type_masse_salariale: 'T12' as const, structures_tarifees: [] };

const valide = (): InformationsComplementaires => ({
  entreprise_adherente: {
    nature_contrat: 'NOUVEAU',
    nature_regime: null,
    raison_sociale: 'Boulangerie',
    siret: '73282932000074',
    forme_juridique: 'sarl',
    activite: 'commerciale',
    idcc: null,
    naf: '10.71C',
    date_creation_administrative: '2012-03-01',
  },
  adresse_siege_social: { numero: '12', voie: 'rue de la Paix', indice_repetition: null, code_postal: '35000', ville: 'Rennes' },
  interlocuteur: { civilite: 'madame', nom: 'Martin', prenom: 'Claire', fonction: 'Gérant', telephone: '0612345678', email: 'c@example.fr', documentation_contractuelle_email: false },
  cotisation: { mode_cotisation: 'SALARIE_CONJOINT_ENFANT', payeur: 'SALARIES' },
  etude_medicale: null,
});

type Modif = (i: InformationsComplementaires) => void;

describe('step 1 check and counter', () => {
  it('health, all filled: 18 / 18, no error', () => {
    const r = verifierInformationsComplementaires(valide(), SANTE, refs, TODAY);
    expect(r.erreurs).toEqual([]);
    expect(r.compteur).toMatchObject({ nbCompleted: 18, nbTotal: 18 });
  });

  it.each<[string, Modif, string, string, number]>([
    ['SIRET empty', (i) => (i.entreprise_adherente.siret = ''), 'entreprise_adherente.siret', 'Le champ SIRET est obligatoire', 18],
    ['SIRET bad key', (i) => (i.entreprise_adherente.siret = '73282932000075'), 'entreprise_adherente.siret', 'Le numéro de siret est invalide', 18],
    ['creation tomorrow', (i) => (i.entreprise_adherente.date_creation_administrative = '2026-11-22'), 'entreprise_adherente.date_creation_administrative', 'La date de création ne peut pas être postérieure à la date du jour.', 18],
    ['creation not a date', (i) => (i.entreprise_adherente.date_creation_administrative = '2026-02-30'), 'entreprise_adherente.date_creation_administrative', 'La date doit être au format AAAA-MM-JJ.', 18],
    ['unknown legal form', (i) => (i.entreprise_adherente.forme_juridique = 'xx'), 'entreprise_adherente.forme_juridique', "La forme juridique n'existe pas.", 18],
    ['activity of another form', (i) => (i.entreprise_adherente.activite = 'agricole'), 'entreprise_adherente.activite', "L'activité ne correspond pas à la forme juridique.", 18],
    ['town not of the postcode', (i) => (i.adresse_siege_social.ville = 'Brest'), 'adresse_siege_social.ville', 'La ville ne correspond pas au code postal.', 18],
    ['repeat index N', (i) => (i.adresse_siege_social.indice_repetition = 'N'), 'adresse_siege_social.indice_repetition', "L'indice de répétition n'existe pas.", 18],
    ['premium-rate phone', (i) => (i.interlocuteur.telephone = '0899001122'), 'interlocuteur.telephone', 'Le numéro de téléphone est invalide', 18],
    ['e-mail without domain', (i) => (i.interlocuteur.email = 'c@'), 'interlocuteur.email', "L'adresse e-mail est invalide", 18],
    ['payer missing', (i) => (i.cotisation!.payeur = null), 'cotisation.payeur', 'Ce champ est obligatoire.', 18],
    ['mode not offered', (i) => (i.cotisation = { mode_cotisation: 'PERSONNES', payeur: null }), 'cotisation.mode_cotisation', "Ce mode de cotisation n'est pas proposé pour ce projet.", 17],
    ['payer for a mode without one', (i) => (i.cotisation = { mode_cotisation: 'UNIQUE', payeur: 'SALARIES' }), 'cotisation.payeur', "Le payeur n'est pas demandé pour ce mode de cotisation.", 17],
  ])('%s', (_l, modif, champ, message, total) => {
    const info = valide();
    modif(info);
    const r = verifierInformationsComplementaires(info, SANTE, refs, TODAY);
    expect(r.erreurs).toEqual([{ champ, message }]);
    expect(r.compteur.nbTotal).toBe(total);
  });

  it("'ei' needs no activity", () => {
    const info = valide();
    info.entreprise_adherente.forme_juridique = 'ei';
    info.entreprise_adherente.activite = null;
    const r = verifierInformationsComplementaires(info, SANTE, refs, TODAY);
    expect(r.erreurs).toEqual([]);
    expect(r.compteur.nbTotal).toBe(17);
  });

  it('provident: the regime for a new contract, the medical questions asked', () => {
    const info = { ...valide(), cotisation: null, etude_medicale: { effectif_college_inferieur_6: true, souscription_simultanee_et_effectif_global_superieur_5: null, au_moins_un_salaire_superieur_4_fois_pass: null, au_moins_un_salarie_en_arret_de_travail: null, beneficiaires_rente_education_conjoint: false } };
    const r = verifierInformationsComplementaires(info, PREVOYANCE, refs, TODAY);
    expect(r.erreurs.map((e) => e.champ)).toEqual(['entreprise_adherente.nature_regime', 'etude_medicale.souscription_simultanee_et_effectif_global_superieur_5']);
    // 18 common + regime + 3 questions asked - 2 cotisation.
    expect(r.compteur).toMatchObject({ nbTotal: 20, nbCompleted: 18 });
  });

  it.each([
    ['provident, a MODIFICATION', PREVOYANCE, 'MODIFICATION'],
    ['health', SANTE, 'NOUVEAU'],
  ] as const)('%s: a regime the screen hides is refused on its field, never dropped', (_l, ctx, natureContrat) => {
    const info = valide();
    info.entreprise_adherente.nature_contrat = natureContrat;
    info.entreprise_adherente.nature_regime = 'CREATION_REGIME';
    if (ctx.code_produit === 'SPC') {
      info.cotisation = null;
      info.etude_medicale = { effectif_college_inferieur_6: true, souscription_simultanee_et_effectif_global_superieur_5: false, au_moins_un_salaire_superieur_4_fois_pass: null, au_moins_un_salarie_en_arret_de_travail: null, beneficiaires_rente_education_conjoint: false };
    }
    expect(verifierInformationsComplementaires(info, ctx, refs, TODAY).erreurs).toEqual([
      { champ: 'entreprise_adherente.nature_regime', message: "La nature du régime n'est demandée qu'en prévoyance pour une nouvelle affaire." },
    ]);
  });

  it('an unknown town list (null) skips the town check', () => {
    const info = valide();
    info.adresse_siege_social.ville = 'Ailleurs';
    expect(verifierInformationsComplementaires(info, SANTE, { ...refs, villes: null }, TODAY).erreurs).toEqual([]);
  });
});
