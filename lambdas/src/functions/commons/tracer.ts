import { Tracer } from '@aws-lambda-powertools/tracer';

// One tracer per function instance. X-Ray segments carry timings, the cold start and the AWS
// calls, never the visitor's submission: handlers' responses are not added as metadata.

/** The X-Ray tracer shared by the functions; off outside Lambda (tests, the local server). */
export const tracer = new Tracer({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'cats-about-town-mail',
});

/**
 * Runs `handler` in its own `## <name>` subsegment, annotated with the cold start and the
 * service, with a thrown error recorded on it. Where tracing is off the handler runs as it is.
 */
export function tracedHandler<TEvent, TRest extends unknown[], TResult>(
  name: string,
  handler: (event: TEvent, ...rest: TRest) => Promise<TResult>,
  traceWith: Tracer = tracer,
): (event: TEvent, ...rest: TRest) => Promise<TResult> {
  return async (event, ...rest) => {
    if (!traceWith.isTracingEnabled()) return handler(event, ...rest);
    const segment = traceWith.getSegment();
    const subsegment = segment?.addNewSubsegment(`## ${name}`);
    if (subsegment !== undefined) traceWith.setSegment(subsegment);
    traceWith.annotateColdStart();
    traceWith.addServiceNameAnnotation();
    try {
      return await handler(event, ...rest);
    } catch (error) {
      traceWith.addErrorAsMetadata(error instanceof Error ? error : new Error(String(error)));
      throw error;
    } finally {
      subsegment?.close();
      if (segment !== undefined) traceWith.setSegment(segment);
    }
  };
}
