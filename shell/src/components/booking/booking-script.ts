import { useEffect } from 'react';
import { business } from 'shared-types';

import { siteConfig } from '../../config/runtime-config';
import { lazyModule } from '../../lib/lazy-module';
import { logUnlessLeaving } from '../../lib/log-unless-leaving';

/** What the provider's calendar overlay is asked to show (FareHarbor-style `FH.open`). */
interface BookingOverlayOptions {
  shortname: string;
  fallback: 'simple';
  flow: number;
  view: { item: number };
}

declare global {
  interface Window {
    /** The booking provider's embed API, defined once its script has loaded. */
    FH?: { open: (options: BookingOverlayOptions) => unknown };
  }
}

const SCRIPT_ATTRIBUTE = 'data-booking-script';

/** Adds the provider's embed script (auto-lightframe); resolves once it has loaded. */
function addProviderScript(): Promise<void> {
  const script = document.createElement('script');
  return new Promise<void>((resolve, reject) => {
    script.src = siteConfig.bookingScriptUrl;
    script.async = true;
    script.setAttribute(SCRIPT_ATTRIBUTE, '');
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      const error = new Error(`The booking script ${siteConfig.bookingScriptUrl} failed to load.`);
      reject(error);
      logUnlessLeaving(() => console.error(error.message));
    });
    document.head.appendChild(script);
  });
}

const providerScript = lazyModule(addProviderScript);

/**
 * Adds the provider's embed script once and resolves when it has loaded. A failed load is logged
 * and rejected, and a later call tries again.
 */
export function loadBookingScript(): Promise<void> {
  // A script taken off the page (a test, a tag manager clean-up) no longer counts as loaded.
  if (!document.querySelector(`script[${SCRIPT_ATTRIBUTE}]`)) providerScript.reset();
  return providerScript.load();
}

/** When the browser has a spare moment, and how long to wait at most. */
export interface IdlePreloadOptions {
  /** Longest wait for an idle moment; defaults to 2000 ms. */
  maxWaitMs?: number;
  /** Delay used when `requestIdleCallback` is unsupported; defaults to 1000 ms. */
  fallbackMs?: number;
}

/** Preloads the provider script when the browser is idle; returns a function that cancels it. */
export function preloadBookingScriptWhenIdle({
  maxWaitMs = business.booking.idlePreloadMaxWaitMs,
  fallbackMs = business.booking.idleFallbackMs,
}: IdlePreloadOptions = {}): () => void {
  // The rejection is already logged by loadBookingScript; a preload has nobody else to tell.
  const preload = () => void loadBookingScript().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preload, { timeout: maxWaitMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(preload, fallbackMs);
  return () => window.clearTimeout(timer);
}

/** Props of {@link BookingScriptPreloader}. */
export interface BookingScriptPreloaderProps {
  /** Delay without `requestIdleCallback`; the routing layer's 3000 ms by default. */
  fallbackMs?: number;
}

/** Mounted once by the layout: preloads the provider script when the browser is idle. */
export function BookingScriptPreloader({
  fallbackMs = business.booking.routingPreloadFallbackMs,
}: BookingScriptPreloaderProps) {
  useEffect(() => preloadBookingScriptWhenIdle({ fallbackMs }), [fallbackMs]);
  return null;
}
