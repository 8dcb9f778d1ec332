import type { Tracer } from '@aws-lambda-powertools/tracer';

import { tracedHandler, tracer } from './tracer';

/** An X-Ray tracer as Lambda has one: records what the wrapper does to it. */
function recordingTracer() {
  const events: string[] = [];
  const facade = {
    addNewSubsegment(name: string) {
      events.push(`open ${name}`);
      return { close: () => events.push(`close ${name}`) };
    },
  };
  const fake = {
    isTracingEnabled: () => true,
    getSegment: () => facade,
    setSegment: (segment: unknown) =>
      events.push(segment === facade ? 'restore facade' : 'enter subsegment'),
    annotateColdStart: () => events.push('annotate cold start'),
    addServiceNameAnnotation: () => events.push('annotate service'),
    addErrorAsMetadata: (error: Error) => events.push(`error ${error.message}`),
  };
  return { events, tracer: fake as unknown as Tracer };
}

describe('tracedHandler', () => {
  it('runs the handler as it is where tracing is off (tests, the local server)', async () => {
    expect(tracer.isTracingEnabled()).toBe(false);
    const handler = tracedHandler('echo', (event: { n: number }) => Promise.resolve(event.n + 1));
    await expect(handler({ n: 1 })).resolves.toBe(2);
    const failing = tracedHandler('fail', () => Promise.reject(new Error('SES is down')));
    await expect(failing(undefined)).rejects.toThrow('SES is down');
  });

  it('runs the handler in its own annotated subsegment and restores the segment', async () => {
    const { events, tracer: recording } = recordingTracer();
    const handler = tracedHandler('send-contact-email', () => Promise.resolve(202), recording);
    await expect(handler(undefined)).resolves.toBe(202);
    expect(events).toEqual([
      'open ## send-contact-email',
      'enter subsegment',
      'annotate cold start',
      'annotate service',
      'close ## send-contact-email',
      'restore facade',
    ]);
  });

  it('records a thrown error on the subsegment, closes it and throws it on', async () => {
    const { events, tracer: recording } = recordingTracer();
    const handler = tracedHandler(
      'deliver-mail',
      () => Promise.reject(new Error('Throttling')),
      recording,
    );
    await expect(handler(undefined)).rejects.toThrow('Throttling');
    expect(events.slice(-3)).toEqual([
      'error Throttling',
      'close ## deliver-mail',
      'restore facade',
    ]);
  });
});
