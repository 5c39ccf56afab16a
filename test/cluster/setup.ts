/**
 * globalSetup of the cluster suite (jest project 'cluster', CLUSTER=1): the e2e smoke and the
 * browser journey listed in jest.config.js run unchanged against the proxy of a real cluster,
 * through the variables the shared application of global-setup.ts would set.
 */
import { demarrerCluster, type Cluster } from './cluster';

export const etatCluster: { cluster?: Cluster } = {};

export default async function setup(): Promise<void> {
  const c = await demarrerCluster();
  etatCluster.cluster = c;
  process.env.E2E_BASE_URL = c.baseUrl;
  process.env.E2E_MAIL_DIR = c.mailDir;
  process.env.E2E_SMTP_URL = c.smtpUrl;
  process.env.E2E_DATA_DIR = c.dataDir;
  process.env.E2E_MODE = 'postgres+redis';
  // eslint-disable-next-line no-console
  console.log(`\n[cluster] 2 API + 2 workers derrière HAProxy sur ${c.baseUrl}`);
}
