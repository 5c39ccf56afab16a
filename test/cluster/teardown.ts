import { etatCluster } from './setup';

export default async function teardown(): Promise<void> {
  const c = etatCluster.cluster;
  etatCluster.cluster = undefined;
  delete process.env.E2E_BASE_URL;
  await c?.arreter();
}
