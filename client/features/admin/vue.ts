/** What the admin pages show, without React. */
export const JOB_ETATS = ['waiting', 'active', 'completed', 'failed', 'delayed'] as const;

/** A date-time as the admin reads it (Paris time). */
export const dateHeure = (iso: string | null): string =>
  iso === null ? '—' : new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' }).format(new Date(iso));

/** The kinds that have failed jobs, in order: the "retry all / discard all" buttons. */
export function typesEnEchec(echecs: ReadonlyArray<{ nom: string }>): string[] {
  return [...new Set(echecs.map((e) => e.nom))].sort();
}
