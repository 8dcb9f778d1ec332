// Runs first in every document (bundled by in-page/bundle.ts) and reports what goes wrong in it
// to `REPORT_PATH` on its own origin, which the driver answers itself: the request never reaches
// the site. A request, not a variable, so that a report survives the document (a reload, a link).
// Chromium and Firefox tell their driver of exceptions and console errors themselves, so there it
// reports policy violations only (`csp`); WebKit's driver hears nothing, so there it reports all.
import type { PageError } from '../browser-page';
import { REPORT_PATH } from './report-path';

declare global {
  interface Window {
    __browsersRecord?: 'all' | 'csp';
    __browsersRecording?: boolean;
  }
}

/** The script and position of the first frame of `stack` outside this recorder. */
function sourceOf(stack: string | undefined): Pick<PageError, 'url' | 'line' | 'column'> {
  for (const line of (stack ?? '').split('\n')) {
    const match = /(https?:\/\/[^\s)]+?):(\d+):(\d+)/.exec(line);
    if (match && !match[1]!.includes('/__browsers/')) {
      return { url: match[1], line: Number(match[2]), column: Number(match[3]) };
    }
  }
  return {};
}

function textOf(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function record(): void {
  if (window.__browsersRecording || !/^https?:$/.test(location.protocol)) return;
  window.__browsersRecording = true;
  const sendBeacon = navigator.sendBeacon.bind(navigator);
  const report = (error: PageError) => {
    const entry = { ...error, message: error.message.slice(0, 2000) };
    sendBeacon(`${REPORT_PATH}?error=${encodeURIComponent(JSON.stringify(entry))}`);
  };

  document.addEventListener('securitypolicyviolation', (event) =>
    report({
      kind: 'csp',
      message: `${event.effectiveDirective || event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`,
      url: event.sourceFile || event.documentURI,
      line: event.lineNumber || undefined,
      column: event.columnNumber || undefined,
    }),
  );
  if (window.__browsersRecord !== 'all') return;

  window.addEventListener('error', (event) => {
    // Resource load failures reach the window too, as plain Events; only script errors count.
    if (!(event instanceof ErrorEvent)) return;
    report({
      kind: 'exception',
      message: textOf(event.error ?? event.message),
      url: event.filename || undefined,
      line: event.lineno || undefined,
      column: event.colno || undefined,
    });
  });
  window.addEventListener('unhandledrejection', (event) =>
    report({
      kind: 'exception',
      message: `Unhandled rejection: ${textOf(event.reason)}`,
      ...sourceOf(event.reason instanceof Error ? event.reason.stack : undefined),
    }),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    report({
      kind: 'console',
      message: args.map(textOf).join(' '),
      ...sourceOf(new Error().stack),
    });
    consoleError(...args);
  };
}

record();
