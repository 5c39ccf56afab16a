import { parentPort, workerData } from 'node:worker_threads';
import { EmbeddedPostgres, type EmbeddedPostgresOptions } from './embedded-postgres';

/**
 * The embedded database's own thread (ADR 0091): PGlite and its socket server run here, so their
 * WebAssembly, protocol framing and socket writes leave the thread that renders pages and answers
 * the API. The folder's lock is the starting thread's. Messages: 'pret' (host, port) or 'erreur'
 * up; 'arreter' down, answered by the thread's exit once PGlite has checkpointed.
 */
const port = parentPort;
if (!port) throw new Error('embedded-postgres.thread : à lancer comme worker_thread');

EmbeddedPostgres.start({ ...(workerData as EmbeddedPostgresOptions), sansVerrou: true }).then(
  (base) => {
    port.on('message', (m: unknown) => {
      if (m !== 'arreter') return;
      // Closing the port lets the thread end whatever the stop gave: the starting thread waits for that exit.
      void base
        .stop()
        .catch((err: unknown) => port.postMessage({ type: 'erreur', message: (err as Error).message }))
        .finally(() => port.close());
    });
    port.postMessage({ type: 'pret', host: base.host, port: base.port });
  },
  (err: unknown) => port.postMessage({ type: 'erreur', message: (err as Error).message }),
);
