import type * as SurveySchemas from './survey';

// The site's Content-Security-Policy has no 'unsafe-eval': a schema that compiles code with
// `new Function`, or even probes whether it may, is reported by the browser as a violation.

test('creating and parsing the schemas never calls the Function constructor', async () => {
  const RealFunction = globalThis.Function;
  const calls: unknown[][] = [];
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      calls.push(args);
      return Reflect.construct(target, args) as object;
    },
    apply(target, thisArg, args) {
      calls.push(args);
      return Reflect.apply(target, thisArg, args) as unknown;
    },
  });
  try {
    let schemas: typeof SurveySchemas | undefined;
    await jest.isolateModulesAsync(async () => {
      schemas = await import('./survey');
    });
    // Object schemas take their compiled path on synchronous parses, valid or not.
    schemas!.surveyRequestSchema.safeParse(schemas!.sampleSurveyRequest);
    expect(schemas!.surveyRequestSchema.safeParse({}).success).toBe(false);
  } finally {
    globalThis.Function = RealFunction;
  }
  expect(calls).toEqual([]);
});
