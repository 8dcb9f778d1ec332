import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

/**
 * Debian's Chromium, headless, with the flags that keep it off the closed network
 * (TOOLCHAIN.md); Lighthouse's default config is the mobile preset with simulated throttling.
 */
export async function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Runs Lighthouse (performance only, mobile preset) on one URL. */
export async function measure(url: string, port: number): Promise<VisitMetrics> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const sameSite = items.filter((item) => item.url?.startsWith(new URL(url).origin));
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
