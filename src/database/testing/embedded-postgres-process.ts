import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { EmbeddedPostgresOptions } from '../embedded-postgres';

/**
 * Runs EmbeddedPostgres in a child Node process, for tests. PGlite loads Node built-ins with
 * dynamic import(), which Jest's module sandbox refuses without --experimental-vm-modules; a
 * child process runs the real code unchanged (the .ts source, transpiled on the fly).
 */
const CHILD = `
const ts = require('typescript');
const fs = require('fs');
require.extensions['.ts'] = (m, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
    fileName: filename,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  m._compile(outputText, filename);
};
const { EmbeddedPostgres } = require(process.env.EMBEDDED_MODULE);
EmbeddedPostgres.start(JSON.parse(process.env.EMBEDDED_OPTIONS)).then(
  (pg) => {
    const stop = () => pg.stop().then(() => process.exit(0), () => process.exit(1));
    process.on('message', (m) => m === 'stop' && stop());
    process.on('disconnect', stop);
    process.send({ url: pg.url });
  },
  (err) => {
    process.send({ error: err.message });
    process.exit(1);
  },
);
`;

export interface EmbeddedPostgresProcess {
  url: string;
  stop(): Promise<void>;
}

export function startEmbeddedPostgresProcess(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgresProcess> {
  const child: ChildProcess = spawn(process.execPath, ['-e', CHILD], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, EMBEDDED_MODULE: join(__dirname, '..', 'embedded-postgres.ts'), EMBEDDED_OPTIONS: JSON.stringify(options) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`embedded postgres process exited (${code})`)));
    child.once('message', (message: { url?: string; error?: string }) => {
      if (message.error || !message.url) return reject(new Error(message.error ?? 'no url'));
      resolve({
        url: message.url,
        stop: async () => {
          if (child.connected) child.send('stop');
          await exited;
        },
      });
    });
  });
}
