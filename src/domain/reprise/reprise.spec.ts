import { etatTunnelInitial, type EtatTunnelDue } from '../due/types';
import { fichierSource, regrouperFichiers, reprendreEtatDue, reprendreInformations, voieComplete, type FichierAnterieur } from './reprise';
import type { InformationsComplementaires } from '../souscription/types';

const base = (v: { cp?: string; siret?: string; forme?: string | null; cotisation?: InformationsComplementaires['cotisation'] } = {}): InformationsComplementaires => ({
  entreprise_adherente: {
    nature_contrat: 'NOUVEAU',
    nature_regime: null,
    raison_sociale: 'ACME',
    siret: v.siret ?? '73282932000074',
    forme_juridique: v.forme ?? null,
    activite: v.forme ? 'liberale' : null,
    idcc: '1486',
    naf: '62.01Z',
    date_creation_administrative: null,
  },
  adresse_siege_social: { numero: null, voie: '', indice_repetition: null, code_postal: v.cp ?? '35000', ville: 'Rennes' },
  interlocuteur: { civilite: null, nom: '', prenom: '', fonction: null, telephone: '', email: '', documentation_contractuelle_email: true },
  cotisation: v.cotisation === undefined ? { mode_cotisation: null, payeur: null } : v.cotisation,
  etude_medicale: null,
});

const anterieure: InformationsComplementaires = {
  entreprise_adherente: {
    nature_contrat: 'MODIFICATION',
    nature_regime: 'REPRISE_REGIME',
    raison_sociale: 'ACME ancienne',
    siret: '11111111111111',
    forme_juridique: 'sarl',
    activite: 'commerciale',
    idcc: '9999',
    naf: '10.11Z',
    date_creation_administrative: '2012-03-01',
  },
  adresse_siege_social: { numero: '12', voie: 'rue de la Paix', indice_repetition: 'B', code_postal: '35000', ville: 'Rennes' },
  interlocuteur: { civilite: 'madame', nom: 'Martin', prenom: 'Claire', fonction: 'Gérant', telephone: '02 99 00 11 22', email: 'claire@example.fr', documentation_contractuelle_email: false },
  cotisation: { mode_cotisation: 'SALARIE_ENFANT', payeur: 'SALARIES' },
  etude_medicale: null,
};

const fichier = (idProjet: number, misAJour: string, v: Partial<FichierAnterieur> = {}): FichierAnterieur => ({ idProjet, misAJour, informations: anterieure, due: null, ...v });

describe('fichierSource: the most recent other file of the client', () => {
  it.each<[string, FichierAnterieur[], number | null]>([
    ['none', [], null],
    ['only this projet', [fichier(7, '2026-11-01T10:00:00Z')], null],
    ['the latest other', [fichier(1, '2026-10-01T10:00:00Z'), fichier(2, '2026-11-01T10:00:00Z'), fichier(7, '2026-12-01T10:00:00Z')], 2],
    ['an empty file is skipped', [fichier(1, '2026-10-01T10:00:00Z'), fichier(2, '2026-11-01T10:00:00Z', { informations: null })], 1],
    ['a DUE alone counts', [fichier(3, '2026-11-01T10:00:00Z', { informations: null, due: { ...etatTunnelInitial().etape1, structureTarifaire: 'UNIQUE' } })], 3],
    ['same instant: the newer projet', [fichier(4, '2026-11-01T10:00:00Z'), fichier(5, '2026-11-01T10:00:00Z')], 5],
    ['a DUE only started (nothing chosen, no street) is skipped', [fichier(1, '2026-10-01T10:00:00Z'), fichier(3, '2026-11-01T10:00:00Z', { informations: null, due: etatTunnelInitial().etape1 })], 1],
  ])('%s', (_cas, fichiers, attendu) => expect(fichierSource(fichiers, 7)?.idProjet ?? null).toBe(attendu));
});

describe('regrouperFichiers: one entry per projet', () => {
  it('joins a projet’s step 1 and its DUE, with the later save', () => {
    const due = { ...etatTunnelInitial().etape1, structureTarifaire: 'UNIQUE' as const };
    expect(regrouperFichiers([fichier(1, '2026-10-01T10:00:00Z'), fichier(2, '2026-10-02T10:00:00Z')], [fichier(1, '2026-11-01T10:00:00Z', { informations: null, due })])).toEqual([
      { idProjet: 1, misAJour: '2026-11-01T10:00:00Z', informations: anterieure, due },
      fichier(2, '2026-10-02T10:00:00Z'),
    ]);
  });
});

describe('reprendreInformations: step 1 of a second file', () => {
  it('nothing earlier: the quote’s prefill as it is', () => expect(reprendreInformations(base(), null, [])).toEqual(base()));

  it('takes the company, the address at the same postcode and the contact; keeps this file’s nature, name, SIRET, IDCC, NAF', () => {
    const r = reprendreInformations(base(), anterieure, ['SALARIE_ENFANT', 'UNIQUE']);
    expect(r.entreprise_adherente).toEqual({ ...base().entreprise_adherente, forme_juridique: 'sarl', activite: 'commerciale', date_creation_administrative: '2012-03-01' });
    expect(r.adresse_siege_social).toEqual(anterieure.adresse_siege_social);
    expect(r.interlocuteur).toEqual(anterieure.interlocuteur);
    expect(r.cotisation).toEqual({ mode_cotisation: 'SALARIE_ENFANT', payeur: 'SALARIES' });
    expect(r.etude_medicale).toBeNull();
  });

  it.each<[string, InformationsComplementaires, string[], Partial<InformationsComplementaires>]>([
    ['a quote priced at another postcode keeps its postcode and town', base({ cp: '75001' }), [], { adresse_siege_social: base({ cp: '75001' }).adresse_siege_social }],
    ['a quote without postcode takes the earlier address', base({ cp: '' }), [], { adresse_siege_social: anterieure.adresse_siege_social }],
    ['a SIRET missing from the quote comes from the earlier file', base({ siret: '' }), [], { entreprise_adherente: { ...base().entreprise_adherente, siret: '11111111111111', forme_juridique: 'sarl', activite: 'commerciale', date_creation_administrative: '2012-03-01' } }],
    ['a legal form already known keeps its own activity', base({ forme: 'ei' }), [], { entreprise_adherente: { ...base({ forme: 'ei' }).entreprise_adherente, date_creation_administrative: '2012-03-01' } }],
    ['a mode this quote did not price is not taken', base(), ['UNIQUE'], { cotisation: { mode_cotisation: null, payeur: null } }],
    ['a mode with a payer keeps the earlier payer', base(), ['SALARIE_ENFANT'], { cotisation: { mode_cotisation: 'SALARIE_ENFANT', payeur: 'SALARIES' } }],
    ['provident (no contribution section) stays without one', base({ cotisation: null }), ['SALARIE_ENFANT'], { cotisation: null }],
  ])('%s', (_cas, b, modes, attendu) => expect(reprendreInformations(b, anterieure, modes as never)).toMatchObject(attendu));

  it('a mode without payer question does not carry the earlier payer', () => {
    const src = { ...anterieure, cotisation: { mode_cotisation: 'UNIQUE' as const, payeur: 'SALARIES' as const } };
    expect(reprendreInformations(base(), src, ['UNIQUE']).cotisation).toEqual({ mode_cotisation: 'UNIQUE', payeur: null });
  });
});

describe('reprendreEtatDue: etape 1 of a DUE that starts', () => {
  const initial = (cp = '35000'): EtatTunnelDue => {
    const e = etatTunnelInitial();
    return { ...e, etape1: { ...e.etape1, adresse: { voie: '', codePostal: cp, ville: '' } } };
  };
  const dueAnterieure: EtatTunnelDue['etape1'] = { structureTarifaire: 'ISOLE_FAMILLE', appelDeCotisation: 'GROUPE', adresse: { voie: '3 place du Marché', codePostal: '35000', ville: 'Rennes' } };

  it('voieComplete writes number, repeat index and street', () => expect(voieComplete(anterieure.adresse_siege_social)).toBe('12 B rue de la Paix'));

  it.each<[string, Parameters<typeof reprendreEtatDue>[1], string[], EtatTunnelDue['etape1']]>([
    ['nothing known: the quote’s postcode, the only priced structure', { souscription: null, anterieur: null }, ['UNIQUE'], { structureTarifaire: 'UNIQUE', appelDeCotisation: null, adresse: { voie: '', codePostal: '35000', ville: '' } }],
    ['nothing known, several structures: none chosen', { souscription: null, anterieur: null }, ['UNIQUE', 'ISOLE_FAMILLE'], { structureTarifaire: null, appelDeCotisation: null, adresse: { voie: '', codePostal: '35000', ville: '' } }],
    [
      'this projet’s subscription: its address and contribution mode',
      { souscription: anterieure, anterieur: null },
      ['UNIQUE', 'SALARIE_ENFANT'],
      { structureTarifaire: 'SALARIE_ENFANT', appelDeCotisation: null, adresse: { voie: '12 B rue de la Paix', codePostal: '35000', ville: 'Rennes' } },
    ],
    [
      'an earlier DUE: its address, structure and call',
      { souscription: null, anterieur: fichier(2, '2026-11-01T10:00:00Z', { informations: null, due: dueAnterieure }) },
      ['UNIQUE', 'ISOLE_FAMILLE'],
      dueAnterieure,
    ],
    [
      'the subscription’s mode first; the earlier call only for the same structure',
      { souscription: anterieure, anterieur: fichier(2, '2026-11-01T10:00:00Z', { due: dueAnterieure }) },
      ['ISOLE_FAMILLE', 'SALARIE_ENFANT'],
      { structureTarifaire: 'SALARIE_ENFANT', appelDeCotisation: null, adresse: { voie: '12 B rue de la Paix', codePostal: '35000', ville: 'Rennes' } },
    ],
    [
      'a structure this quote did not price is not taken',
      { souscription: null, anterieur: fichier(2, '2026-11-01T10:00:00Z', { informations: null, due: dueAnterieure }) },
      ['UNIQUE', 'SALARIE_ENFANT'],
      { structureTarifaire: null, appelDeCotisation: null, adresse: dueAnterieure.adresse },
    ],
  ])('%s', (_cas, sources, structures, attendu) => expect(reprendreEtatDue(initial(), sources, structures as never).etape1).toEqual(attendu));

  it('an address at another postcode is not taken', () => expect(reprendreEtatDue(initial('75001'), { souscription: anterieure, anterieur: null }, []).etape1.adresse).toEqual({ voie: '', codePostal: '75001', ville: '' }));

  it('the other steps are the initial state’s', () => {
    const r = reprendreEtatDue(initial(), { souscription: anterieure, anterieur: null }, ['SALARIE_ENFANT']);
    expect({ ...r, etape1: null }).toEqual({ ...initial(), etape1: null });
  });
});
