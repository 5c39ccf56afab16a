/** A kit's selection (subscription kit, DUE kit) with one document ticked (`oui`) or not: a new set. */
export function basculerDocument(selection: ReadonlySet<string>, id: string, oui: boolean): Set<string> {
  const suivante = new Set(selection);
  if (oui) suivante.add(id);
  else suivante.delete(id);
  return suivante;
}
