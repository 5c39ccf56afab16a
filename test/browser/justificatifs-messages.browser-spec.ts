/**
 * Messages at the right moment on step 3 (issue 27 item 7), in a real browser: an untouched step
 * shows no red message; a file over 10 Mo is refused on the page before any byte is sent, with its
 * own words; a PNG renamed .pdf goes to the server and comes back with other words (its content);
 * each message once, next to its piece. Screenshots in artifacts/justificatifs/.
 */
import { SOUSCRIPTION_PIECES as M } from '../../src/domain/messages';
import { auditAxe } from '../support/axe';
import { JOURNEY_TIMEOUT_MS, jusqua } from '../support/browser';
import { PNG_1PX } from '../support/fichiers';
import { parcours, souscriptionCommencee } from '../support/parcours';

jest.setTimeout(JOURNEY_TIMEOUT_MS);

const p = parcours({ app: {} });

describe('Justificatifs : les messages au bon moment', () => {
  it('untouched: no red; oversized refused before sending; a fake PDF refused by the server in other words', async () => {
    const id = await souscriptionCommencee(p.app);
    const session = await p.connecter('alice', `/souscription/ssc/${id}/pieces-justificatives`);
    const { page, errors, screenshot } = session;
    await page.locator('.sous-etape[data-etape="pieces-justificatives"]').waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Nothing tried yet: what is expected is said, never in red.
    await expect(page.locator('.sous-piece .kit-error').count()).resolves.toBe(0);
    await screenshot('justificatifs/01-intact');

    const envois: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/pieces-justificatives')) envois.push(r.url());
    });
    const kbis = page.locator('li.sous-piece[data-piece="kbis"]');
    await kbis.locator('input[type="file"]').setInputFiles({ name: 'gros.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10_485_761, 0x25) });
    await kbis.getByText(M.motifsFichier.TROP_VOLUMINEUX).waitFor();
    await expect(kbis.getByText(M.motifsFichier.TROP_VOLUMINEUX).count()).resolves.toBe(1);
    expect(envois).toEqual([]);
    await expect(auditAxe(page)).resolves.toEqual([]);
    await screenshot('justificatifs/02-trop-volumineux');

    await kbis.locator('input[type="file"]').setInputFiles({ name: 'faux.pdf', mimeType: 'application/pdf', buffer: PNG_1PX });
    await kbis.getByText(M.motifsFichier.CONTENU).waitFor();
    expect(envois).toHaveLength(1);
    await jusqua(() => kbis.getByText(M.motifsFichier.TROP_VOLUMINEUX).count(), 0);
    await expect(kbis.getByText(M.motifsFichier.CONTENU).count()).resolves.toBe(1);
    await screenshot('justificatifs/03-faux-pdf');
    // The fake PDF's 400 is the one failed request the browser reports.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });
});
