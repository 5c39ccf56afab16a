import { Strategy } from 'passport';
import type { Request } from 'express';

/** What a verify step answers passport: the user, or false and why (for the audit trail). */
export type Verifie = (err: unknown, user?: Express.User | false, info?: object) => void;

/**
 * A passport strategy that decides from the request alone (no redirect, no provider round trip):
 * its verify function (the Nest strategy's `validate`, given by @nestjs/passport) reads what it
 * needs from the request and says who it is, or why not.
 */
export class StrategieRequete extends Strategy {
  constructor(readonly verify: (req: Request, done: Verifie) => void) {
    super();
  }

  override authenticate(req: Request): void {
    this.verify(req, (err, user, info) => {
      if (err) return this.error(err);
      if (!user) return this.fail(info ?? {}, 401);
      this.success(user, info);
    });
  }
}
