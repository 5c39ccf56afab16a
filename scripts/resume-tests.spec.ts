import { resumer } from './resume-tests';

const assertion = (fullName: string, status: string, extra: object = {}) => ({ fullName, status, ...extra });

describe('resumer: what CI prints last of a Jest report', () => {
  it('names each failed test with the first lines of its message, without colours or library frames', () => {
    const lignes = resumer('browser', {
      testResults: [
        {
          name: '/r/test/browser/kit.browser-spec.ts',
          status: 'failed',
          assertionResults: [
            assertion('kit downloads the zip', 'failed', { failureMessages: ['\u001b[31mError: expected 2\u001b[39m\n    at Object.<anonymous> (/r/node_modules/expect/x.js:1:1)\n    at /r/test/browser/kit.browser-spec.ts:40:5'] }),
            assertion('kit opens', 'passed'),
          ],
        },
      ],
    }, '/r');
    expect(lignes).toEqual(['ÉCHEC [browser] test/browser/kit.browser-spec.ts › kit downloads the zip', '    Error: expected 2', '        at /r/test/browser/kit.browser-spec.ts:40:5']);
  });

  it('names a suite that failed before its tests, and a test that passed only on its second run', () => {
    const lignes = resumer('real', {
      testResults: [
        { name: '/r/test/e2e/a.e2e-spec.ts', status: 'failed', message: 'beforeAll: connexion refusée', assertionResults: [] },
        { name: '/r/test/e2e/b.e2e-spec.ts', status: 'passed', assertionResults: [assertion('b saves', 'passed', { invocations: 2, retryReasons: ['Timeout 30000 ms'] }), assertion('b reads', 'passed', { invocations: 1 })] },
      ],
    }, '/r');
    expect(lignes).toEqual(['ÉCHEC [real] test/e2e/a.e2e-spec.ts', '    beforeAll: connexion refusée', 'REJOUÉ [real] test/e2e/b.e2e-spec.ts › b saves (réussi au passage 2)', '    Timeout 30000 ms']);
  });

  it('prints nothing for a clean report', () => {
    expect(resumer('embedded', { testResults: [{ name: '/r/x.spec.ts', status: 'passed', assertionResults: [assertion('x', 'passed')] }] }, '/r')).toEqual([]);
  });
});
