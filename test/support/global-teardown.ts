import { rmSync } from 'node:fs';
import { dropDatabase } from './ressources';
import { testState } from './state';

export default async function globalTeardown(): Promise<void> {
  const { server, smtp, databaseUrl, adminUrl, dataDir } = testState;
  if (!server) return; // torn down by the other suite already
  testState.server = undefined;
  await new Promise<void>((ok) => {
    if (server.exitCode !== null) return ok();
    server.once('exit', () => ok());
    server.kill('SIGTERM');
    setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
  });
  await new Promise<void>((ok) => (smtp ? smtp.close(() => ok()) : ok()));
  if (databaseUrl && adminUrl) await dropDatabase(adminUrl, databaseUrl);
  // The embedded database and received mails of this run; screenshots stay in artifacts/.
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  delete process.env.E2E_BASE_URL;
}
