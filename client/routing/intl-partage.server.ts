/**
 * React Aria's date field builds a new `Intl.DisplayNames` for each segment on every render (in a
 * useMemo, which a server render never reuses). Building one costs about 0.7 ms: on the subscription
 * page it was the largest single cost of its one date field. An instance is immutable (`of()` only
 * reads), so the server shares one per (locales, options). Installed once by entry.server.tsx.
 */
export function partagerDisplayNames(): void {
  const Natif = Intl.DisplayNames;
  if ((Natif as { partage?: boolean }).partage) return;
  const instances = new Map<string, Intl.DisplayNames>();
  const Partage = function DisplayNames(locales?: string | string[], options?: Intl.DisplayNamesOptions) {
    const cle = JSON.stringify([locales ?? null, options ?? null]);
    let instance = instances.get(cle);
    if (!instance) {
      instance = new Natif(locales, options as Intl.DisplayNamesOptions);
      instances.set(cle, instance);
    }
    return instance;
  } as unknown as typeof Intl.DisplayNames & { partage: boolean };
  Partage.prototype = Natif.prototype;
  Partage.supportedLocalesOf = Natif.supportedLocalesOf.bind(Natif);
  Partage.partage = true;
  Object.defineProperty(Intl, 'DisplayNames', { value: Partage, writable: true, configurable: true });
}
