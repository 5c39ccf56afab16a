import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { MAIL } from '../../src/domain/messages';
import { fermerALaNavigation, issueEnvoi, type Notification } from './Toasts';

describe('the words of an e-mail toast (ADR 0025: the server says what happened)', () => {
  it.each([
    [{ envoye: true, message: 'x' }, { ton: 'success', message: 'Envoyé.' }],
    [true, { ton: 'success', message: 'Envoyé.' }],
    [{ envoye: false, etat: 'CAPTURE', message: 'x' }, { ton: 'info', message: MAIL.capture }],
    [{ envoye: false, etat: 'EN_ATTENTE', message: 'x' }, { ton: 'info', message: MAIL.enAttente }],
    [{ envoye: false, etat: 'FILE_INDISPONIBLE', message: 'x' }, { ton: 'info', message: MAIL.fileIndisponible }],
    [{ envoye: false, etat: 'INCERTAIN', message: 'x' }, { ton: 'warning', message: MAIL.incertain }],
    // An answer the page does not understand is never called sent.
    [{ envoye: false, etat: 'AUTRE' }, { ton: 'warning', message: MAIL.incertain }],
    [undefined, { ton: 'warning', message: MAIL.incertain }],
  ])('%j → %j', (reponse, attendu) => expect(issueEnvoi(reponse, 'Envoyé.')).toEqual(attendu));

  it('a captured e-mail says it was put in the demonstration box', () => {
    expect(issueEnvoi({ envoye: false, etat: 'CAPTURE' }, 'Envoyé.').message).toContain('déposé dans la boîte de démonstration');
  });
});

describe('notifications on navigation', () => {
  it('closes the previous page’s notifications; one announcing the next page survives that navigation only', () => {
    const queue = new ToastQueue<Notification>({ maxVisibleToasts: 4 });
    queue.add({ ton: 'info', texte: 'e-mail déposé', chemin: '/ssc/garanties' });
    queue.add({ ton: 'success', texte: 'Projet n°12 enregistré !', suivreNavigation: true, chemin: '/ssc/garanties' });
    fermerALaNavigation('/ssc/projets', queue);
    expect(queue.visibleToasts.map((t) => t.content.texte)).toEqual(['Projet n°12 enregistré !']);
    fermerALaNavigation('/ssc/garanties', queue);
    expect(queue.visibleToasts).toEqual([]);
  });

  it('keeps a warning shown on the page being arrived at (it warns, then redirects): it follows the redirect, once', () => {
    const queue = new ToastQueue<Notification>({ maxVisibleToasts: 4 });
    // Browser back to the guarantees: the screen warns and redirects before the arrival is handled.
    queue.add({ ton: 'warning', texte: 'Retour arrière non autorisé', suivreNavigation: true, chemin: '/ssc/garanties' });
    fermerALaNavigation('/ssc/garanties', queue);
    fermerALaNavigation('/ssc/projets', queue);
    expect(queue.visibleToasts.map((t) => t.content.texte)).toEqual(['Retour arrière non autorisé']);
    fermerALaNavigation('/espace', queue);
    expect(queue.visibleToasts).toEqual([]);
  });
});
