import type { Browser, Viewport } from './browser-page';
import type { Engine } from './engine';
import type { DocumentStart } from './in-page/bundle';
import { launchWithPuppeteer } from './puppeteer/puppeteer-browser';
import { launchWebKit } from './webkit/webkit-browser';

/** How a launch sets its pages up. */
export interface LaunchOptions {
  /** The viewport of each new page unless it says otherwise (1280x800). */
  viewport?: Viewport;
  /** What relative addresses given to a page's `goto` are relative to. */
  baseURL?: string;
  /** How long actions and waits wait when the caller does not say (10 s). */
  defaultTimeout?: number;
  /** `block` keeps pages from registering service workers (`allow`). */
  serviceWorkers?: DocumentStart['serviceWorkers'];
}

/**
 * Starts `engine` from Debian's packages: Chromium and Firefox headless, WebKit on a virtual
 * display of its own. No page of it reaches another host than this machine: every external host
 * is answered locally, by the page's routes or by a stand-in. `close()` ends every process the
 * launch started.
 */
export async function launch(engine: Engine, options: LaunchOptions = {}): Promise<Browser> {
  const settings = {
    viewport: options.viewport ?? { width: 1280, height: 800 },
    defaultTimeout: options.defaultTimeout ?? 10_000,
    baseURL: options.baseURL,
    serviceWorkers: options.serviceWorkers ?? 'allow',
  };
  return engine === 'webkit' ? launchWebKit(settings) : launchWithPuppeteer(engine, settings);
}
