import { ApiError } from '../api/erreur';
import { CleAction, ClesParEntrees } from './idempotence';

describe('CleAction: one Idempotency-Key per user action', () => {
  it('reuses the key for a retry after no answer or a 5xx, renews it after anything else', async () => {
    const action = new CleAction();
    const cles: string[] = [];
    const essai = (issue: () => unknown) =>
      action
        .essayer(async (cle) => {
          cles.push(cle);
          return issue();
        })
        .catch(() => undefined);
    await essai(() => {
      throw new TypeError('Failed to fetch'); // no answer: the retry is the same action
    });
    await essai(() => {
      throw new ApiError(500, 'panne', null);
    });
    await essai(() => true); // done: the next click is a new action
    await essai(() => {
      throw new ApiError(502, 'échec définitif', null);
    });
    await essai(() => true);
    expect(cles[0]).toMatch(/^[0-9a-f]{32}$/);
    expect([cles[1], cles[2]]).toEqual([cles[0], cles[0]]);
    expect(cles[3]).not.toBe(cles[0]);
    expect(cles[4]).not.toBe(cles[3]);
  });

  it('gives another key to other inputs of the same dialog', () => {
    const cles = new ClesParEntrees();
    const a = cles.pour('envoyer|a@exemple.fr').cle();
    expect(cles.pour('envoyer|a@exemple.fr').cle()).toBe(a);
    expect(cles.pour('envoyer|b@exemple.fr').cle()).not.toBe(a);
    expect(cles.pour('telecharger').cle()).not.toBe(a);
  });
});
