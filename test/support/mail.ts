import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Messages the test SMTP receiver got, raw RFC 822 text, oldest first. */
export function receivedMails(): { file: string; raw: string }[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR absent : le harnais e2e ne tourne pas');
  return readdirSync(dir)
    .sort()
    .map((file) => ({ file, raw: readFileSync(join(dir, file), 'utf8') }));
}

/** Waits until a message to `to` arrives (the server sends asynchronously). */
export async function waitForMail(to: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hit = receivedMails().find((m) => m.file.includes(to.replace(/[^\w.@-]/g, '_')));
    if (hit) return hit.raw;
    if (Date.now() > deadline) throw new Error(`Aucun e-mail reçu pour ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
