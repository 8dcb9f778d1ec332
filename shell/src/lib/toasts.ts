import type * as Sonner from 'sonner';

import { lazyModule } from './lazy-module';
import { logUnlessLeaving } from './log-unless-leaving';

type SonnerToast = (typeof Sonner)['toast'];
type ToastArguments = Parameters<SonnerToast>;

/**
 * Sonner, the toast library. No first screen shows a toast, so sonner (and the style sheet it
 * injects) is not part of a first visit: the outlet loads it when the visitor first interacts,
 * and a toast asked for before that loads it too.
 */
export const toastLibrary = lazyModule(
  () => import(/* webpackChunkName: "lazy-toasts" */ 'sonner'),
);

let outletReady: Promise<void> = Promise.resolve();

/**
 * Called by the outlet as it mounts: toasts asked for until the returned function is called wait,
 * so the outlet's live region is in the page before its first toast and screen readers announce
 * it.
 */
export function holdToastsForOutlet(): () => void {
  let release!: () => void;
  outletReady = new Promise<void>((resolve) => {
    release = resolve;
  });
  return release;
}

function show(call: (sonnerToast: SonnerToast) => unknown): void {
  Promise.all([toastLibrary.load(), outletReady]).then(
    ([{ toast: sonnerToast }]) => call(sonnerToast),
    // The next toast tries to load sonner again. A load cut short by leaving the page is no
    // failure (./log-unless-leaving).
    (error: unknown) =>
      logUnlessLeaving(() =>
        console.error('A notice could not be shown: sonner failed to load.', error),
      ),
  );
}

/**
 * The site's toast API with sonner's own signatures (4000 ms, 3 at once, set on the outlet); a
 * toast shows as soon as sonner has loaded.
 */
export const toast = Object.assign((...args: ToastArguments) => show((t) => t(...args)), {
  success: (...args: Parameters<SonnerToast['success']>) => show((t) => t.success(...args)),
  error: (...args: Parameters<SonnerToast['error']>) => show((t) => t.error(...args)),
  info: (...args: Parameters<SonnerToast['info']>) => show((t) => t.info(...args)),
  warning: (...args: Parameters<SonnerToast['warning']>) => show((t) => t.warning(...args)),
  message: (...args: Parameters<SonnerToast['message']>) => show((t) => t.message(...args)),
  dismiss: (...args: Parameters<SonnerToast['dismiss']>) => show((t) => t.dismiss(...args)),
});
