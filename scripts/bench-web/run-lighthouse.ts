import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What one Lighthouse run says about a first visit. */
export interface VisitMetrics {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  jsBytes: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  url?: string;
}

interface LighthouseResult {
  runtimeError?: { message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkItem[] } }>;
}

const LIGHTHOUSE_BIN = path.resolve(__dirname, '../../node_modules/.bin/lighthouse');

/**
 * Debian's Chromium, headless, with the flags that keep it off the closed network
 * (TOOLCHAIN.md). Lighthouse runs as its own process (its CLI): it serialises page functions,
 * which a TypeScript loader's helpers would break.
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
].join(' ');

/** Runs Lighthouse (performance only, its default mobile preset, simulated throttling) on a URL. */
export async function measure(url: string): Promise<VisitMetrics> {
  const { stdout } = await run(
    LIGHTHOUSE_BIN,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const origin = new URL(url).origin;
  const sameSite = items.filter((item) => item.url?.startsWith(origin));
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    requests: sameSite.length,
    jsBytes: sameSite
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}
