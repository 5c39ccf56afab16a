import { data, type AppLoadContext } from 'react-router';

/** A Nest HttpException, recognised by shape (client/ does not import @nestjs/*). */
function httpStatusOf(error: unknown): number | undefined {
  const getStatus = (error as { getStatus?: unknown } | null)?.getStatus;
  if (typeof getStatus !== 'function') return undefined;
  const status: unknown = getStatus.call(error);
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

/**
 * For loaders and actions that call a Nest service: a refusal by the service (NotFoundException,
 * ForbiddenException...) becomes the matching error page (404, 403...) with its HTTP status,
 * instead of a 500. Anything else is rethrown untouched. With the load context, a refused
 * authorization (401, 403, 404: another distributor's record) gets its audit line.
 *
 *   return withHttpStatus(() => context.nest.get(ProjetsService).lire(id, context.user!), context);
 */
export async function withHttpStatus<T>(work: () => T | Promise<T>, context?: Pick<AppLoadContext, 'auditerRefus'>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === undefined) throw error;
    if (status === 401 || status === 403 || status === 404) context?.auditerRefus?.(status);
    throw data(null, { status });
  }
}
