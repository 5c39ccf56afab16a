import { apresRefus, fichiersDe, idTemporaire, pendantEnvoi, pendantSuppression, suppressionEchouee, typesAcceptes, type FichierPiece } from './pieces';

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
