// The part of MDN's HTTP Observatory scanner that tests/http-observatory.spec.ts uses: the
// package is JavaScript with JSDoc types only.
declare module '@mdn/mdn-http-observatory' {
  /** What the scanner says of one check. */
  interface ObservatoryTest {
    /** Whether the check passed; null when it did not apply. */
    pass: boolean | null;
    /** The outcome's name, e.g. `csp-implemented-with-unsafe-inline-in-style-src-only`. */
    result: string;
    scoreModifier: number;
  }

  /** Scans `host` (with its port, if any) over https and plain http, as its own CLI does. */
  export function scan(host: string): Promise<{
    scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
    tests: Record<string, ObservatoryTest>;
  }>;
}
