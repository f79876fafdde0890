// Next's instrumentation hook: errors while rendering pages go to the same reporters as the API's.
import type { Instrumentation } from 'next';

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { reportServerError } = await import('./lib/server/report');
  const { redact } = await import('./lib/domain/redact');
  reportServerError(error, { path: redact(request.path), method: request.method, route: context.routePath });
};
