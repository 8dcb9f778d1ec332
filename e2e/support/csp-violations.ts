import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

/** One `securitypolicyviolation` event, as the page reported it. */
interface CspViolation {
  /** The directive that blocked it (`script-src-elem`, `connect-src`…). */
  directive: string;
  /** What was blocked: a URL, or `inline` / `eval` for code in the page. */
  blockedUrl: string;
  /** The page it happened on. */
  page: string;
  /** Where the blocked code or request came from, when the browser says. */
  source: string;
  /** The first characters of blocked inline code, when the policy asks for them. */
  sample: string;
}

/** The name the pages report violations under (Playwright binds it in every frame). */
const BINDING = '__reportCspViolation';

/** One line naming the directive and the blocked URL, and where. */
function describeViolation(violation: CspViolation): string {
  const where = violation.source ? ` from ${violation.source}` : '';
  const sample = violation.sample ? ` (${JSON.stringify(violation.sample)})` : '';
  return `${violation.directive} blocked ${violation.blockedUrl}${sample}${where} on ${violation.page}`;
}

/**
 * Records every Content-Security-Policy violation in every page and frame of `context` into
 * `violations`: the pages run under the policy the server sends (site-rules' security headers).
 */
async function watchCspViolations(
  context: BrowserContext,
  violations: CspViolation[] = [],
): Promise<CspViolation[]> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
      report?.({
        directive: event.effectiveDirective || event.violatedDirective,
        blockedUrl: event.blockedURI || '(none)',
        page: location.href,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
        sample: event.sample,
      });
    });
  }, BINDING);
  return violations;
}

/**
 * Every page of the test, in its own context or in one the test opens itself
 * (`browser.newContext`, `browser.newPage`), fails the test on a Content-Security-Policy
 * violation, naming the directive and the blocked URL.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations = await watchCspViolations(context);
      const newContext = browser.newContext.bind(browser);
      const watched: Browser['newContext'] = async (...args) => {
        const opened = await newContext(...args);
        await watchCspViolations(opened, violations);
        return opened;
      };
      browser.newContext = watched;
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations.map(describeViolation), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
