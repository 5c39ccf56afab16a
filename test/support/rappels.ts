/**
 * A callback of the built-in signature simulator as its provider sends it (Standard Webhooks:
 * `webhook-id`, `webhook-timestamp`, `webhook-signature` over the raw body), signed with the
 * development secret the test apps run with.
 */
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { SECRET_RAPPELS_DEVELOPPEMENT } from '../../src/config/app-config';

export const ROUTE_RAPPELS_SIMULATEUR = '/api/signature/webhooks/simulateur';
const webhook = new Webhook(SECRET_RAPPELS_DEVELOPPEMENT);

/** POSTs a callback signed over `corps` for `eventId` at `date`; `envoye` is what actually travels (a tampered copy). */
export function rappelSigne(url: string, corps: string, eventId: string, date = new Date(), envoye = corps) {
  return request(url)
    .post(ROUTE_RAPPELS_SIMULATEUR)
    .set('content-type', 'application/json')
    .set('webhook-id', eventId)
    .set('webhook-timestamp', String(Math.floor(date.getTime() / 1000)))
    .set('webhook-signature', webhook.sign(eventId, date, corps))
    .send(envoye);
}
