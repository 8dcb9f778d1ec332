import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { chromiumLaunchOptions } from 'browsers';

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

/** How long a first visit waits for its page to answer, and for how much JavaScript. */
export interface HydrationMetrics {
  /** From the first contentful paint to the page's `page-hydrated` mark. */
  fcpToHydratedMs: number;
  /** Same-site scripts that had arrived when the page was hydrated, as transferred. */
  jsBeforeInteractiveBytes: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  url?: string;
  /** Milliseconds from the navigation's start. */
  networkEndTime?: number;
}

interface UserTiming {
  name?: string;
  timingType?: string;
  /** Milliseconds from the navigation's start. */
  startTime?: number;
}

export interface LighthouseResult {
  runtimeError?: { message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: (NetworkItem & UserTiming)[] } }
  >;
}

const LIGHTHOUSE_BIN = path.resolve(__dirname, '../../node_modules/.bin/lighthouse');

/**
 * Debian's Chromium, headless, with the end-to-end tests' flags that keep it off the closed
 * network, accepting the certificate of the bench's own HTTP/2 front (h2-front.ts). Lighthouse
 * runs as its own process (its CLI): it serialises page functions, which a TypeScript loader's
 * helpers would break.
 */
const CHROME_FLAGS = [
  '--headless=new',
  ...chromiumLaunchOptions.args,
  '--ignore-certificate-errors',
].join(' ');

/** Runs Lighthouse (performance only, its mobile preset) on a URL, with the given throttling. */
async function lighthouse(
  url: string,
  throttling: 'simulate' | 'devtools',
): Promise<LighthouseResult> {
  const { stdout } = await run(
    LIGHTHOUSE_BIN,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      `--throttling-method=${throttling}`,
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
  return lhr;
}

/** The same-site requests of a run. */
function sameSiteRequests(lhr: LighthouseResult, url: string): NetworkItem[] {
  const origin = new URL(url).origin;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.url?.startsWith(origin));
}

const scriptBytes = (items: readonly NetworkItem[]) =>
  items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

/** A first visit of a URL, with Lighthouse's simulated throttling (mobile: 4x CPU, slow 4G). */
export async function measure(url: string): Promise<VisitMetrics> {
  const lhr = await lighthouse(url, 'simulate');
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const sameSite = sameSiteRequests(lhr, url);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    requests: sameSite.length,
    jsBytes: scriptBytes(sameSite),
  };
}

/**
 * How long a first visit of a URL waits, from its first contentful paint, until the page says it
 * is hydrated (`markName`), and the same-site JavaScript that had arrived by then. A simulation
 * cannot place a mark the page sets itself, so this run applies the same mobile throttling to the
 * browser instead (4x CPU, slow 4G) and reads what happened.
 */
export async function measureHydration(url: string, markName: string): Promise<HydrationMetrics> {
  const lhr = await lighthouse(url, 'devtools');
  return hydrationOf(lhr, url, markName);
}

/** The hydration figures of one Lighthouse result. */
export function hydrationOf(
  lhr: LighthouseResult,
  url: string,
  markName: string,
): HydrationMetrics {
  const marks = lhr.audits['user-timings']?.details?.items ?? [];
  const hydrated = marks.find((mark) => mark.name === markName && mark.timingType === 'Mark');
  if (hydrated?.startTime === undefined) throw new Error(`${url} never set the mark ${markName}.`);
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN;
  const hydratedAt = hydrated.startTime;
  const arrived = sameSiteRequests(lhr, url).filter(
    (item) => item.networkEndTime !== undefined && item.networkEndTime <= hydratedAt,
  );
  return { fcpToHydratedMs: hydratedAt - fcp, jsBeforeInteractiveBytes: scriptBytes(arrived) };
}
