/**
 * The DUE tunnel's state through HTTP (spec 03 §3, §4): kept per health projet, reset when the
 * tunnel starts, saved whole or refused with a French message per field (what was saved stays),
 * refused for a provident projet, invisible to another distributor.
 */
import { api, creerProjet, nouveauClient, prevoyancePayload, santePayload } from '../support/projets';

let sante: number;
let prevoyance: number;
const url = (id: number) => `/api/projets/${id}/due/ssc`;

beforeAll(async () => {
  const client = await nouveauClient('alice');
  sante = await creerProjet('alice', santePayload(client.id, { college: { type: 'NON_CADRE', effectif: 12, age_moyen: 40 }, commissionnement: { type: 'NCLIN', taux: 5 } }));
  prevoyance = await creerProjet('alice', prevoyancePayload(client.id));
});

describe('GET, POST demarrer, PUT /api/projets/{id}/due/ssc', () => {
  it('answers the projet as the tunnel reads it and the initial state', async () => {
    const res = await (await api('alice')).get(url(sante));
    expect(res.status).toBe(200);
    expect(res.body.projet).toMatchObject({ idProjet: sante, typeCollege: 'NON_CADRE', surComplementaire: true });
    expect(res.body.projet.tarifs.length).toBeGreaterThan(0);
    expect(res.body.projet.tarifs[0]).toEqual({ structure: expect.any(String), taux: expect.any(Number), montant: expect.any(Number) });
    expect(res.body.etat.etape5.college).toBe('NC2122');
    expect(res.body.etat.etape7.partCotisation).toBe(50);
  });

  it('saves the answers, reads them back; a bad value refuses all and keeps what was saved', async () => {
    const a = await api('alice');
    const depart = (await a.post(`${url(sante)}/demarrer`)).body.etat;
    const etat = {
      ...depart,
      etape1: { structureTarifaire: 'ISOLE_FAMILLE', appelDeCotisation: null, adresse: { voie: '12 rue de la Paix', codePostal: '35000', ville: 'Rennes' } },
      etape2: { etatRegime: 'NOUVEAU' },
      etape7: { partCotisation: 100 },
      etape8: { autresCasDeDispenses: true, dispenseAffiliation: ['SALARIE_REGIME_FINANCEMENT_PATRONAL'] },
    };
    const ok = await a.put(url(sante), { etat });
    expect(ok.status).toBe(200);
    expect(ok.body.etat.etape8.dispenseAffiliation).toEqual(['SALARIE_REGIME_FINANCEMENT_PATRONAL']);
    expect((await a.get(url(sante))).body.etat.etape1.adresse.ville).toBe('Rennes');

    const refus = await a.put(url(sante), { etat: { ...etat, etape7: { partCotisation: 49 } } });
    expect(refus.status).toBe(400);
    expect(refus.body.message).toBe('La part patronale doit être un nombre entier compris entre 50 et 100 %.');
    expect(refus.body.erreurs).toEqual([{ champ: 'etape7.partCotisation', message: refus.body.message }]);
    expect((await a.get(url(sante))).body.etat.etape7.partCotisation).toBe(100);

    expect((await a.put(url(sante), {})).status).toBe(400);
    expect((await a.put(url(sante), { etat: 'x' })).status).toBe(400);
  });

  it('a partial save (without step 7) keeps the employer share’s default 50 (03 §4), saved and read back', async () => {
    const a = await api('alice');
    const res = await a.put(url(sante), { etat: { etape2: { etatRegime: 'NOUVEAU' } } });
    expect(res.status).toBe(200);
    expect(res.body.etat.etape7.partCotisation).toBe(50);
    expect((await a.get(url(sante))).body.etat.etape7.partCotisation).toBe(50);
  });

  it('a dispense no longer offered is dropped when the share falls below 100 %', async () => {
    const a = await api('alice');
    const etat = (await a.get(url(sante))).body.etat;
    const res = await a.put(url(sante), { etat: { ...etat, etape2: { etatRegime: 'NOUVEAU' }, etape7: { partCotisation: 80 }, etape8: { autresCasDeDispenses: true, dispenseAffiliation: ['SALARIE_CDD', 'SALARIE_REGIME_FINANCEMENT_PATRONAL'] } } });
    expect(res.status).toBe(200);
    expect(res.body.etat.etape8.dispenseAffiliation).toEqual(['SALARIE_CDD']);
  });

  it('starting again resets the answers (03 §4)', async () => {
    const a = await api('alice');
    const res = await a.post(`${url(sante)}/demarrer`);
    expect(res.status).toBe(200);
    expect(res.body.etat.etape2.etatRegime).toBeNull();
    expect((await a.get(url(sante))).body.etat.etape1.structureTarifaire).toBeNull();
  });

  it('a provident projet has no DUE: 404 with a French message', async () => {
    const res = await (await api('alice')).get(url(prevoyance));
    expect(res.status).toBe(404);
    expect(res.body.message).toContain("n'est pas un projet santé");
  });

  it('another distributor reads, starts and saves nothing', async () => {
    const c = await api('carole');
    const etat = (await (await api('alice')).get(url(sante))).body.etat;
    expect((await c.get(url(sante))).status).toBe(404);
    expect((await c.post(`${url(sante)}/demarrer`)).status).toBe(404);
    expect((await c.put(url(sante), { etat: { ...etat, etape2: { etatRegime: 'MODIFICATION' } } })).status).toBe(404);
    expect((await (await api('alice')).get(url(sante))).body.etat.etape2.etatRegime).toBe(etat.etape2.etatRegime);
  });
});
