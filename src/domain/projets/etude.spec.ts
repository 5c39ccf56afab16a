import { COMMON } from '../messages/common';
import { MAIL } from '../messages/mail';
import { PROJETS } from '../messages/projets';
import { envoiNonConfirme, estEmailValide, etatValidationEtude, issueEnvoiEtude, verifierSelectionEtude } from './etude';

describe('study selection (§5: at most 2 projets)', () => {
  it.each([
    [[], PROJETS.selectionnerUnProjet],
    [[1], null],
    [[1, 2], null],
    [[1, 2, 3], 'Veuillez sélectionner 2 projets maximum'],
  ])('%j → %s', (ids, expected) => expect(verifierSelectionEtude(ids)).toBe(expected));
});

describe('estEmailValide', () => {
  it.each([
    ['client@exemple.fr', true],
    ['prenom.nom+etude@sous.domaine.com', true],
    [' client@exemple.fr ', true],
    ['client@exemple', false],
    ['client.exemple.fr', false],
    ['@exemple.fr', false],
    ['client@@exemple.fr', false],
    ['cli ent@exemple.fr', false],
    ['client@exemple..fr', false],
    ['.client@exemple.fr', false],
    ['client@-exemple.fr', false],
    ['client@exemple.f', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%p → %p', (email, ok) => expect(estEmailValide(email)).toBe(ok));
});

describe('study dialog validation (§2)', () => {
  it.each([
    [{ mode: 'telecharger' as const }, true, null, null],
    [{ mode: 'telecharger' as const, email: 'pas-un-email' }, true, null, null],
    [{ mode: 'envoyer' as const, email: 'client@exemple.fr' }, true, null, null],
    [{ mode: 'envoyer' as const, email: '' }, false, COMMON.champsEnErreur, COMMON.champObligatoire('email')],
    [{ mode: 'envoyer' as const, email: 'client@' }, false, COMMON.champsEnErreur, PROJETS.emailInvalide],
    [{ mode: null }, false, COMMON.champsEnErreur, null],
  ])('%j → actif %s', (dialog, actif, infobulle, erreurEmail) => {
    expect(etatValidationEtude(dialog)).toEqual({ actif, infobulle, erreurEmail });
  });
});

describe('study e-mail answers (ADR 0025): sent only when sent', () => {
  it.each([
    [true, { ton: 'success', message: PROJETS.etudeEmailEnvoye }],
    [envoiNonConfirme('CAPTURE'), { ton: 'info', message: MAIL.capture }],
    [envoiNonConfirme('EN_ATTENTE'), { ton: 'info', message: MAIL.enAttente }],
    [envoiNonConfirme('FILE_INDISPONIBLE'), { ton: 'info', message: MAIL.fileIndisponible }],
    [envoiNonConfirme('INCERTAIN'), { ton: 'warning', message: MAIL.incertain }],
    // The page says the catalogue's sentence for the state, whatever text came with it.
    [{ envoye: false, etat: 'CAPTURE', message: 'autre texte' }, { ton: 'info', message: MAIL.capture }],
    [{ envoye: false, etat: 'INCONNU', message: 'x' }, null],
    [{ envoye: true, etat: 'CAPTURE' }, null],
    [false, null],
    [null, null],
    ['true', null],
    [1, null],
  ])('%j → %j', (reponse, issue) => expect(issueEnvoiEtude(reponse)).toEqual(issue));

  it('never calls a captured e-mail sent', () => {
    expect(envoiNonConfirme('CAPTURE')).toEqual({ envoye: false, etat: 'CAPTURE', message: 'E-mail déposé dans la boîte de démonstration (aucun envoi réel)' });
  });
});
