import type { ChildProcess } from 'node:child_process';
import type { SMTPServer } from 'smtp-server';

/** Shared between globalSetup and globalTeardown (same parent process). */
export const testState: {
  server?: ChildProcess;
  smtp?: SMTPServer;
  databaseUrl?: string;
  dataDir?: string;
  adminUrl?: string;
  log?: () => string;
} = {};
