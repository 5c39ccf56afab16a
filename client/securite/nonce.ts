import { createContext, useContext } from 'react';

/** This answer's Content-Security-Policy nonce, given by client/entry.server.tsx. */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * The nonce for inline <script> and <style> elements. On the server it comes from the request
 * (src/securite/entetes.ts); in the browser it is read back from the document's scripts (the
 * `nonce` property: browsers hide the attribute's value), so hydration renders the same value.
 */
export function useNonce(): string | undefined {
  const serveur = useContext(NonceContext);
  if (serveur !== undefined || typeof document === 'undefined') return serveur;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
