/**
 * The French message catalogue: every text a user sees, word for word from the spec.
 * One file per business area, gathered here; import from 'src/domain/messages'.
 */
export { COMMON } from './common';

/** Replaces {name} placeholders. */
export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in params ? String(params[key]) : m));
}
