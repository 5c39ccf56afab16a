/**
 * The signature simulator's one-time code, read where a person reads it: the SMS filed in the
 * boîte de démonstration of the broker's distributor (GET /api/dev/outbox as that broker), never
 * the database. ADR 0044, addendum.
 *
 *   const code = await demanderCodeSms(app, 'alice', jeton);
 */
import type { Page } from 'playwright-core';
import request from 'supertest';
import { ECRAN_BOITE_DEMONSTRATION } from '../../src/domain/messages';
import type { ClientApi, Compte } from './projets';

interface MessageBoite {
  id: number;
  canal: 'EMAIL' | 'SMS';
  to: string;
  subject: string;
  text: string;
}

/** The broker's boîte de démonstration, newest first (fails on anything but 200). */
export async function boiteDe(app: Pick<ClientApi, 'api'>, compte: Compte): Promise<MessageBoite[]> {
  const res = await (await app.api(compte)).get('/api/dev/outbox');
  if (res.status !== 200) throw new Error(`Boîte de démonstration illisible (${res.status})`);
  return res.body as MessageBoite[];
}

/** The 6-digit code an SMS of the simulator gives, as a person reads it in the text. */
export function codeDuSms(sms: Pick<MessageBoite, 'text'>): string {
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`Pas de code dans le SMS : ${sms.text}`);
  return code;
}

/**
 * Asks the simulator for a code (POST …/code, as its page does) and reads it in the broker's boîte:
 * the one SMS that arrived with the ask.
 */
export async function demanderCodeSms(app: Pick<ClientApi, 'api'> & { url: string }, compte: Compte, jeton: string): Promise<string> {
  const avant = Math.max(0, ...(await boiteDe(app, compte)).map((m) => m.id));
  const res = await request(app.url).post(`/api/simulateur-signature/${jeton}/code`).send({});
  if (res.status !== 200) throw new Error(`Code non envoyé (${res.status}) : ${JSON.stringify(res.body)}`);
  const nouveaux = (await boiteDe(app, compte)).filter((m) => m.canal === 'SMS' && m.id > avant);
  if (nouveaux.length !== 1) throw new Error(`${nouveaux.length} SMS reçus au lieu d’un`);
  return codeDuSms(nouveaux[0]);
}

/**
 * In a browser, on the simulator's page once the code is asked: opens the boîte de démonstration
 * from the page's link (a new tab of the same context: the broker's session) and reads the code in
 * the newest SMS's text, as a person would. The tab stays open (screenshots); close it when done.
 */
export async function lireCodeDansLaBoitePage(simulateur: Page): Promise<{ boite: Page; code: string }> {
  const [boite] = await Promise.all([simulateur.context().waitForEvent('page'), simulateur.locator('[data-action="boite-demonstration"]').click()]);
  await boite.getByRole('heading', { name: ECRAN_BOITE_DEMONSTRATION.titre }).waitFor();
  const sms = boite.getByRole('row').filter({ hasText: /SMS au / }).first();
  const texte = await sms.innerText();
  const code = /code de signature\D*(\d{6})\b/.exec(texte)?.[1];
  if (!code) throw new Error(`Pas de code lisible dans la boîte : ${texte}`);
  return { boite, code };
}
