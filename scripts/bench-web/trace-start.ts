// `npm run trace:web`: where a phone's main thread goes while a page starts. Each route is opened
// in Debian's Chromium with a phone's viewport and the mobile throttling Lighthouse applies to the
// browser (4x CPU, slow 4G), recording a performance trace with V8's sampling profiler, until
// the page's `page-hydrated` mark and a few seconds after. It prints each long task (over 50 ms)
// from the first contentful paint on: when, how long, what ran in it (script evaluation by file,
// function calls, style, layout, garbage collection) and the functions sampled most in it.
//
// TRACE_ROUTES=/,/contact names the routes (the bench's six by default), TRACE_RUNS the runs per
// route (3; the printed tasks are the median run's), TRACE_BEFORE=<dir> serves another checkout's
// builds beside this one's and alternates the two, TRACE_SAVE=<dir> keeps the raw traces, and
// TRACE_THROTTLING=none loads the pages unthrottled, as Lighthouse's simulation observes them.
//
// A task counts as long by its main-thread CPU time, four times over (long-tasks.ts): on a machine
// whose cores other processes share, wall times say more about the neighbours than the page.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { chromium, type Browser } from '@playwright/test';

import { chromiumLaunchOptions } from 'browsers';
import { PAGE_HYDRATED_MARK } from 'shared-types';

import { createSiteApp, defaultLayout, type SiteLayoutDirs } from '../../server/app';
import {
  blockingTimeMs,
  CPU_SLOWDOWN,
  defaultFunctionName,
  eventTimeMs,
  longTasks,
  mainThreadCpuMs,
  shortUrl,
  type CallFrame,
  type FunctionNamer,
  type LongTask,
  type TraceEvent,
} from './long-tasks';
import { median } from './stats';

const ALL_ROUTES = ['/', '/tours', '/tours/brooklyn-heights', '/blog', '/gallery', '/contact'];
const ROUTES = process.env.TRACE_ROUTES?.split(',').filter(Boolean) ?? ALL_ROUTES;
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const BEFORE_DIR = process.env.TRACE_BEFORE || undefined;
const SAVE_DIR = process.env.TRACE_SAVE || undefined;
// TRACE_THROTTLING=none loads the page as Lighthouse's simulation observes it, unthrottled.
const THROTTLED = process.env.TRACE_THROTTLING !== 'none';
/** How long the trace goes on after the page is hydrated: later long tasks count too. */
const AFTER_HYDRATED_MS = 3000;
const repoRoot = path.resolve(__dirname, '../..');

// Lighthouse's mobile preset, as its devtools throttling applies it to the browser.
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
];

/** One traced visit. */
interface Visit {
  fcpMs: number;
  hydratedMs: number;
  tasks: LongTask[];
  /** The URLs of the scripts the page evaluated. */
  scripts: string[];
  /** The main thread's CPU time from the first contentful paint until hydrated. */
  cpuBeforeHydratedMs: number;
}

async function trace(
  browser: Browser,
  url: string,
  nameOf: FunctionNamer,
  save?: string,
): Promise<Visit> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // A new context starts with an empty cache, as Lighthouse's runs do; the page's own reads
    // of what it has fetched (`cache: 'force-cache'`) are answered from it.
    await cdp.send('Network.enable');
    if (THROTTLED) {
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await cdp.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    });
    await page.goto(url, { waitUntil: 'commit' });
    // One call that waits in the page for its mark: polling for it from outside (a locator)
    // would run the test driver's scripts on the main thread being measured.
    await page.evaluate(
      (mark) =>
        new Promise<void>((resolve, reject) => {
          setTimeout(() => reject(new Error(`No ${mark} mark within 60 s`)), 60_000);
          new PerformanceObserver((list, observer) => {
            if (list.getEntriesByName(mark).length === 0) return;
            observer.disconnect();
            resolve();
          }).observe({ type: 'mark', buffered: true });
        }),
      PAGE_HYDRATED_MARK,
    );
    await page.waitForTimeout(AFTER_HYDRATED_MS);
    const done = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? '')),
    );
    await cdp.send('Tracing.end');
    const stream = await done;
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    if (save) fs.writeFileSync(save, text);
    const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
    const { pid, tasks, ...navigation } = longTasks(events, {
      nameOf,
      slowdown: THROTTLED ? undefined : CPU_SLOWDOWN,
    });
    const fcpMs = eventTimeMs(events, pid, 'firstContentfulPaint', navigation) ?? Number.NaN;
    const hydratedMs = eventTimeMs(events, pid, PAGE_HYDRATED_MARK, navigation) ?? Number.NaN;
    const scripts = events
      .filter((e) => e.pid === pid && e.name === 'EvaluateScript' && e.args?.data?.url)
      .map((e) => e.args?.data?.url ?? '');
    return {
      fcpMs,
      hydratedMs,
      tasks: tasks.filter((task) => task.startMs >= fcpMs),
      scripts,
      cpuBeforeHydratedMs: mainThreadCpuMs(events, { fromMs: fcpMs, untilMs: hydratedMs }),
    };
  } finally {
    await context.close();
  }
}

async function serve(layout: SiteLayoutDirs) {
  const server = createSiteApp(layout).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

/** The site's file layout in another checkout at `dir`. */
function layoutOf(dir: string): SiteLayoutDirs {
  const relative = (file: string) => path.join(dir, path.relative(repoRoot, file));
  return {
    shellDir: relative(defaultLayout.shellDir),
    remoteDirs: Object.fromEntries(
      Object.entries(defaultLayout.remoteDirs).map(([name, dir]) => [name, relative(dir)]),
    ),
  };
}

/** The served file of a URL of the site in `layout`, if it is one. */
function servedFile(layout: SiteLayoutDirs, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const [, first, dir, ...rest] = pathname.split('/');
  const remoteDir = first === 'remotes' && dir ? layout.remoteDirs[dir] : undefined;
  return remoteDir ? path.join(remoteDir, ...rest) : path.join(layout.shellDir, pathname.slice(1));
}

/** A source's path without webpack's prefix, from its package name on. */
function shortSource(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '');
  const modules = clean.lastIndexOf('node_modules/');
  return modules >= 0 ? clean.slice(modules + 'node_modules/'.length) : clean;
}

/**
 * Names sampled functions after the original source, through the builds' hidden source maps:
 * `createRoot (react-dom/cjs/react-dom-client.production.js:1234)`.
 */
function sourceMapNamer(layout: SiteLayoutDirs): FunctionNamer {
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = servedFile(layout, url);
      const mapFile = file && `${file}.map`;
      maps.set(
        url,
        mapFile && fs.existsSync(mapFile)
          ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')))
          : undefined,
      );
    }
    return maps.get(url);
  };
  return (frame: CallFrame) => {
    const map = frame.url ? mapOf(frame.url) : undefined;
    // Both one-based here.
    const origin = map?.findOrigin((frame.lineNumber ?? 0) + 1, (frame.columnNumber ?? 0) + 1);
    if (!origin || !('fileName' in origin)) return defaultFunctionName(frame);
    const name = origin.name || frame.functionName || '(anonymous)';
    return `${name} ${shortSource(origin.fileName)}:${origin.lineNumber}`;
  };
}

/** What a served script holds, by its source map: the largest packages or folders, in KB. */
function contentsOf(layout: SiteLayoutDirs, url: string): string {
  const file = servedFile(layout, url);
  if (!file || !fs.existsSync(`${file}.map`)) return '';
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as {
    sources: string[];
    sourcesContent?: (string | null)[];
  };
  const sizes = new Map<string, number>();
  map.sources.forEach((source, index) => {
    const short = shortSource(source);
    const parts = short.split('/');
    const owner = short.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? short);
    const group = source.includes('node_modules/') ? owner : parts.slice(0, 3).join('/');
    sizes.set(group, (sizes.get(group) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
  });
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([group, size]) => `${group} ${Math.round(size / 1024)}`)
    .join(', ');
}

const round = (ms: number) => Math.round(ms);

/** The main thread's CPU time meanwhile, which only an unthrottled trace measures. */
const cpuNote = (ms: number) => (THROTTLED ? '' : `main-thread CPU meanwhile ${round(ms)} ms, `);

function describe(task: LongTask): string {
  const list = (items: { label: string; ms: number }[]) =>
    items.map((item) => `${item.label} ${round(item.ms)}`).join('; ');
  return [
    `  ${round(task.startMs)} ms: ${round(task.phoneMs)} ms on a phone (${round(task.durationMs)} ms wall, ${round(task.cpuMs)} ms CPU)`,
    `    ran: ${list(task.activities)}`,
    `    self: ${list(task.functions)}`,
  ].join('\n');
}

async function main() {
  const sites = [{ name: 'this', layout: defaultLayout }];
  if (BEFORE_DIR) sites.unshift({ name: 'before', layout: layoutOf(path.resolve(BEFORE_DIR)) });
  const servers = await Promise.all(sites.map((site) => serve(site.layout)));
  if (SAVE_DIR) fs.mkdirSync(SAVE_DIR, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const route of ROUTES) {
      const traced = sites.map((site, index) => ({
        nameOf: sourceMapNamer(site.layout),
        ...site,
        ...servers[index],
        visits: [] as Visit[],
      }));
      for (let run = 0; run < RUNS; run += 1) {
        // Alternate which site goes first, so neither always meets a warmer machine.
        const order = run % 2 === 0 ? traced : [...traced].reverse();
        for (const site of order) {
          const save = SAVE_DIR
            ? path.join(
                SAVE_DIR,
                `${site.name}${route.replaceAll('/', '_') || '_'}-${run + 1}.json`,
              )
            : undefined;
          const visit = await trace(browser, `${site.origin}${route}`, site.nameOf, save);
          site.visits.push(visit);
          const before = visit.tasks.filter((task) => task.startMs < visit.hydratedMs);
          console.log(
            `${site.name.padEnd(6)} ${route.padEnd(24)} run ${run + 1}: FCP ${round(visit.fcpMs)} ms, hydrated ${round(visit.hydratedMs)} ms (FCP→hydrated ${round(visit.hydratedMs - visit.fcpMs)}), ${cpuNote(visit.cpuBeforeHydratedMs)}phone blocking before hydrated ${round(blockingTimeMs(before))} ms, after ${round(blockingTimeMs(visit.tasks) - blockingTimeMs(before))} ms, ${visit.tasks.length} long tasks`,
          );
        }
      }
      for (const { name, visits } of traced) {
        const span = (visit: Visit) => visit.hydratedMs - visit.fcpMs;
        const sorted = [...visits].sort((a, b) => span(a) - span(b));
        const middle = sorted[Math.floor((sorted.length - 1) / 2)];
        if (!middle) continue;
        console.log(
          `\n${name} ${route}: medians: FCP→hydrated ${round(median(visits.map(span)))} ms, ${cpuNote(median(visits.map((visit) => visit.cpuBeforeHydratedMs)))}phone blocking ${round(median(visits.map((visit) => blockingTimeMs(visit.tasks))))} ms (before hydrated ${round(median(visits.map((visit) => blockingTimeMs(visit.tasks.filter((task) => task.startMs < visit.hydratedMs)))))}); long tasks of the median run (hydrated at ${round(middle.hydratedMs)} ms):`,
        );
        for (const task of middle.tasks) console.log(describe(task));
        const layout = sites.find((site) => site.name === name)?.layout ?? defaultLayout;
        console.log('  scripts (source KB by package or folder):');
        for (const url of new Set(middle.scripts)) {
          console.log(`    ${shortUrl(url)}: ${contentsOf(layout, url)}`);
        }
        console.log('');
      }
    }
  } finally {
    await browser.close();
    for (const { server } of servers) server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
