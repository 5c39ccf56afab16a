import { isRouteErrorResponse } from 'react-router';
import { withHttpStatus } from './nest-errors';

/** Same shape as Nest's HttpException. */
class FakeHttpException extends Error {
  constructor(private readonly status: number) {
    super('refus');
  }
  getStatus() {
    return this.status;
  }
}

const caught = async (work: () => unknown) => {
  try {
    await withHttpStatus(work);
    return undefined;
  } catch (e) {
    return e;
  }
};

describe('withHttpStatus', () => {
  it('returns the result of the work', async () => {
    await expect(withHttpStatus(async () => 42)).resolves.toBe(42);
  });

  it.each([403, 404, 400, 409, 500])('a Nest refusal %i becomes a %i error response', async (status) => {
    const error = (await caught(() => Promise.reject(new FakeHttpException(status)))) as { init?: ResponseInit; type?: string };
    // data() is turned into an ErrorResponse by React Router; here it is the raw DataWithResponseInit.
    expect(error?.init?.status).toBe(status);
    expect(isRouteErrorResponse(error)).toBe(false);
  });

  it.each([
    [404, [404]],
    [403, [403]],
    [400, []],
    [409, []],
  ])('a refusal %i is reported to the audit trail: %j', async (status, audites) => {
    const auditerRefus = jest.fn();
    await withHttpStatus(() => Promise.reject(new FakeHttpException(status)), { auditerRefus }).catch(() => undefined);
    expect(auditerRefus.mock.calls.map(([s]) => s)).toEqual(audites);
  });

  it('rethrows anything else untouched', async () => {
    const boom = new Error('boom');
    await expect(caught(() => Promise.reject(boom))).resolves.toBe(boom);
    await expect(caught(() => Promise.reject(new FakeHttpException(302)))).resolves.toBeInstanceOf(FakeHttpException);
  });
});
