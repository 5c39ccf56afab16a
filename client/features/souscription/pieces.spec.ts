import { SOUSCRIPTION_PIECES as M } from '../../../src/domain/messages';
import { apresRefus, fichiersDe, idTemporaire, pendantEnvoi, pendantSuppression, refusesAvantEnvoi, suppressionEchouee, typesAcceptes, type FichierPiece } from './pieces';

const stocke = (id: number, code: string): FichierPiece => ({ id: String(id), idPiece: id, code, nomFichier: `${code}.pdf`, status: 'success', url: `/api/pieces-justificatives/${id}` });

describe('step 3 files (02 §3, §4)', () => {
  it('reads the stored pieces as success lines', () => {
    expect(fichiersDe([{ id: 4, code: 'kbis', nom_fichier: 'k.pdf', libelle: 'Kbis', status: 'success', url: '/api/pieces-justificatives/4', taille: 10 }])).toEqual([
      { id: '4', idPiece: 4, code: 'kbis', nomFichier: 'k.pdf', status: 'success', url: '/api/pieces-justificatives/4' },
    ]);
  });

  it('sending: processing lines with loading-{code}-{time}; an earlier refused line of that code goes', () => {
    const avant = [stocke(1, 'kbis'), { id: 'error-rib-5', code: 'rib', nomFichier: 'x.png', status: 'error' as const }, stocke(2, 'rib')];
    const pendant = pendantEnvoi(avant, 'rib', ['r.pdf'], 100);
    expect(pendant.map((f) => [f.id, f.status])).toEqual([
      ['1', 'success'],
      ['2', 'success'],
      ['loading-rib-100', 'processing'],
    ]);
  });

  it('refused: the processing lines become error-{code}-{time} with the reason', () => {
    const apres = apresRefus(pendantEnvoi([stocke(1, 'kbis')], 'dia', ['a.pdf', 'b.pdf'], 7), 'dia', 9, 'Ce fichier ne peut pas être chargé.');
    expect(apres.filter((f) => f.status === 'error').map((f) => f.id)).toEqual([idTemporaire('error', 'dia', 10), idTemporaire('error', 'dia', 11)]);
    expect(apres[0]).toEqual(stocke(1, 'kbis'));
  });

  it('delete: an error line goes at once, a stored one waits as processing, back to success on failure', () => {
    const lignes = [stocke(1, 'kbis'), { id: 'error-rib-5', code: 'rib', nomFichier: 'x.png', status: 'error' as const }];
    expect(pendantSuppression(lignes, 'error-rib-5')).toEqual([stocke(1, 'kbis')]);
    const attente = pendantSuppression(lignes, '1');
    expect(attente[0].status).toBe('processing');
    expect(suppressionEchouee(attente, '1')[0]).toEqual(stocke(1, 'kbis'));
  });

  it('accepted types for the file chooser', () => {
    expect(typesAcceptes(['png', 'jpeg', 'pdf'])).toEqual(['.png', 'image/png', '.jpeg', 'image/jpeg', '.pdf', 'application/pdf']);
  });
});

describe('messages at the right moment (issue 27 item 7)', () => {
  const formats = ['png', 'jpeg', 'pdf'];
  it('before sending: an oversized file, an empty one and a wrong format each say why; nothing is sent', () => {
    const avant = [stocke(1, 'kbis'), { id: 'error-kbis-1', code: 'kbis', nomFichier: 'vieux.pdf', status: 'error' as const, message: 'x' }];
    const r = refusesAvantEnvoi(avant, 'kbis', [{ name: 'gros.pdf', size: 10_485_761 }, { name: 'vide.pdf', size: 0 }, { name: 'a.docx', size: 5 }, { name: 'ok.pdf', size: 5 }], formats, 50);
    expect(r?.map((f) => [f.id, f.nomFichier, f.status, f.message])).toEqual([
      ['1', 'kbis.pdf', 'success', undefined],
      ['error-kbis-50', 'gros.pdf', 'error', M.motifsFichier.TROP_VOLUMINEUX],
      ['error-kbis-51', 'vide.pdf', 'error', M.motifsFichier.VIDE],
      ['error-kbis-52', 'a.docx', 'error', M.motifsFichier.EXTENSION],
    ]);
  });
  it('exactly 10,485,760 bytes of an accepted format go', () => {
    expect(refusesAvantEnvoi([], 'kbis', [{ name: 'juste.PDF', size: 10_485_760 }], formats, 1)).toBeNull();
  });
  it('after the server refused: each file its own reason when the answer names it, else the message', () => {
    const envoi = pendantEnvoi([], 'kbis', ['faux.pdf', 'autre.pdf'], 1);
    const r = apresRefus(envoi, 'kbis', 9, M.fichiersRefuses, [M.fichierMotif('faux.pdf', M.motifsFichier.CONTENU)]);
    expect(r.map((f) => f.message)).toEqual([M.motifsFichier.CONTENU, M.fichiersRefuses]);
    expect(M.motifsFichier.CONTENU).not.toBe(M.motifsFichier.TROP_VOLUMINEUX);
  });
});
