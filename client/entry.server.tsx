/**
 * Server rendering of the pages (React Router's Node entry, plus the Content-Security-Policy
 * nonce): React's and React Router's inline scripts carry this request's nonce, given by
 * src/securite/entetes.ts through the load context (src/web/pages.setup.ts).
 */
import { Transform, type TransformCallback } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { partagerDisplayNames } from './routing/intl-partage.server';
import { NonceContext } from './securite/nonce';

partagerDisplayNames();

export const streamTimeout = 5_000;

/**
 * The page's bytes as React writes them, joined per turn of the event loop: React writes a page in
 * chunks of about 2 KB, and each chunk then crossed a web stream and made its own socket write. A
 * part that arrives later (a suspended boundary) still goes out as soon as it is written (ADR 0088).
 */
class MorceauxJoints extends Transform {
  private morceaux: Buffer[] = [];
  private prevu = false;

  constructor(private readonly fin: () => void) {
    super();
  }

  override _transform(morceau: Buffer, _encodage: BufferEncoding, suite: TransformCallback): void {
    this.morceaux.push(morceau);
    if (!this.prevu) {
      this.prevu = true;
      setImmediate(() => this.vider());
    }
    suite();
  }

  override _flush(suite: TransformCallback): void {
    this.vider();
    this.fin();
    suite();
  }

  private vider(): void {
    this.prevu = false;
    if (this.morceaux.length === 0) return;
    this.push(this.morceaux.length === 1 ? this.morceaux[0] : Buffer.concat(this.morceaux));
    this.morceaux = [];
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots wait for the whole page (React's streaming guidance).
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new MorceauxJoints(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by React Router's handleDocumentRequest.
          // eslint-disable-next-line no-console
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
