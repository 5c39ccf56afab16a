/**
 * Server rendering of the pages (React Router's Node entry, plus the Content-Security-Policy
 * nonce): React's and React Router's inline scripts carry this request's nonce, given by
 * src/securite/entetes.ts through the load context (src/web/pages.setup.ts).
 *
 * A page is rendered to one string (docs/adr/0090): no loader defers data and no component suspends on
 * the server (the lazy parts load in the browser, on demand), so streaming had nothing to stream, and
 * React's streaming renderer cost two to three times its string renderer for the same markup.
 */
import { renderToString } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { partagerDisplayNames } from './routing/intl-partage.server';
import { NonceContext } from './securite/nonce';

partagerDisplayNames();

/** How long React Router lets a loader's deferred data settle before the page gives up on it. */
export const streamTimeout = 5_000;

/** What StreamTransfer reads of the handed-over data: one settled entry per part, by its rank. */
type PartsTransmises = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>;

/**
 * The loaders' data, serialised by React Router (turbo-stream), read to its end before the render:
 * each part is put where React Router's StreamTransfer looks for it (renderMeta.streamCache, one
 * settled entry per part), so the scripts that hand the data to the browser render at once instead of
 * suspending. The stream is released, read to its end, for ServerRouter's own getReader().
 */
export async function lireDonneesTransmises(flux: ReadableStream<Uint8Array>): Promise<PartsTransmises> {
  const lecteur = flux.getReader();
  const decodeur = new TextDecoder();
  const parts: PartsTransmises = {};
  for (let i = 0; ; i++) {
    const { done, value } = await lecteur.read();
    parts[i] = Object.assign(Promise.resolve(), { result: { done, value: decodeur.decode(value, { stream: true }) } });
    if (done) break;
  }
  lecteur.releaseLock();
  return parts;
}

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.cspNonce;
  if (routerContext.serverHandoffStream) {
    (routerContext.renderMeta ??= {}).streamCache = await lireDonneesTransmises(routerContext.serverHandoffStream);
  }
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
  );
  responseHeaders.set('Content-Type', 'text/html');
  // Bytes, not the string: a string body is checked character by character for lone surrogates (WebIDL's USVString).
  return new Response(Buffer.from(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
}
