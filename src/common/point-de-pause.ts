/**
 * Test-only pause points for the crash tests (ADR 0027). With NODE_ENV=test and
 * TEST_PAUSE_AT=<point>, a process that reaches that point writes `[pause] <point>` on stdout and
 * waits forever, so the test can SIGKILL it exactly there. Any other NODE_ENV ignores the variable:
 * production code pays one comparison.
 */
export const POINTS_DE_PAUSE = [
  /** Document job: the PDF is rendered, not stored yet. */
  'document.apres-rendu',
  /** Document job: the PDF is stored, the job's result is not written yet. */
  'document.apres-stockage',
  /** Mail job: the message is claimed, the SMTP conversation has not started. */
  'mail.avant-smtp',
  /** Mail job: the SMTP server answered 250 to the message, "sent" is not written yet. */
  'mail.apres-acceptation',
  /** Mail job: "sent" is written, the job has not completed yet. */
  'mail.apres-envoye',
] as const;

export type PointDePause = (typeof POINTS_DE_PAUSE)[number];

export async function pointDePause(point: PointDePause): Promise<void> {
  if (process.env.NODE_ENV !== 'test' || process.env.TEST_PAUSE_AT !== point) return;
  process.stdout.write(`[pause] ${point}\n`);
  await new Promise<never>(() => undefined);
}
