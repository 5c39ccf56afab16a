/** French date formats for documents, in Paris time whatever the server's zone. */
const DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });

/** 21/11/2025 */
export function formatDateFr(date: Date): string {
  return DATE.format(date);
}

/** 21/11/2025 à 14:05 */
export function formatDateHeureFr(date: Date): string {
  return `${DATE.format(date)} à ${TIME.format(date)}`;
}
