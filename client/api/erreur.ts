import type { ChampEnErreur } from '../../src/domain/refus';

/**
 * A refused /api call: the status and the server's French message; `body` is the answer
 * (`{statusCode, message, code?, erreurs?, data?}`, src/domain/refus.ts). A page branches on its
 * machine code with `codeRefus(err)`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field errors of a 400 answer (`erreurs: [{champ, message}]`), if any. */
  get erreurs(): ChampEnErreur[] {
    const corps = this.body;
    if (typeof corps !== 'object' || corps === null || !('erreurs' in corps) || !Array.isArray(corps.erreurs)) return [];
    return corps.erreurs.filter(estChampEnErreur);
  }
}

function estChampEnErreur(e: unknown): e is ChampEnErreur {
  return typeof e === 'object' && e !== null && 'champ' in e && typeof e.champ === 'string' && 'message' in e && typeof e.message === 'string';
}
