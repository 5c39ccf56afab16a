import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False during the server render and hydration, true afterwards: session state is readable, and the
 * kit's react-aria controls replace their twins (ADR 0051). A module of its own: the kit imports it
 * without the session modules (which the root route loads, and the bundler then grouped with the kit).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
