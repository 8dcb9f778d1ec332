// How every function's handler runs, Powertools' manual instrumentation in one place: the logger
// takes the invocation's Lambda context (function name and version, its request id, the cold
// start) and the keys the event gives, for that invocation only, and the tracer records the
// handler in its `## <name>` subsegment.
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

import { logger } from './logger';
import { tracedHandler } from './tracer';

/** A Lambda handler as the runtime calls it. */
export type LambdaHandler<TEvent, TResult> = (event: TEvent, context: Context) => Promise<TResult>;

/** An API Gateway (REST, proxy integration) handler. */
export type ApiHandler = LambdaHandler<APIGatewayProxyEvent, APIGatewayProxyResult>;

/**
 * `handler`, run with the logger's Lambda context and `logKeys(event)` on every line it logs;
 * the keys are dropped when it returns, so the next invocation starts without them.
 */
export function lambdaHandler<TEvent, TResult>(
  name: string,
  handler: LambdaHandler<TEvent, TResult>,
  logKeys: (event: TEvent) => Record<string, unknown> = () => ({}),
): LambdaHandler<TEvent, TResult> {
  return tracedHandler(name, async (event: TEvent, context: Context) => {
    logger.addContext(context);
    logger.appendKeys(logKeys(event));
    try {
      return await handler(event, context);
    } finally {
      logger.resetKeys();
    }
  });
}

/**
 * An API Gateway handler whose log lines carry the API's own request id as `requestId`, the id
 * the API's access log and the visitor's request share.
 */
export function apiHandler(name: string, handler: ApiHandler): ApiHandler {
  return lambdaHandler(name, handler, (event) => ({ requestId: event.requestContext?.requestId }));
}
