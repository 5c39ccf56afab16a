import type { Config } from '@react-router/dev/config';

/**
 * React Router framework mode: pages are rendered on the server (inside the Nest process, see
 * src/web/pages.setup.ts) and hydrated in the browser. `react-router build` writes
 * build/client (browser assets) and build/server (an ES module the Nest process imports).
 */
export default {
  appDirectory: 'client',
  buildDirectory: 'build',
  ssr: true,
  serverModuleFormat: 'esm',
  // React Router 8 behaviours, decided explicitly (this also silences the build's warnings).
  // Middleware stays off: loaders receive the typed AppLoadContext built in src/web/pages.setup.ts.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
