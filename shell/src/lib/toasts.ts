import type * as Sonner from 'sonner';

type SonnerModule = typeof Sonner;
type SonnerToast = SonnerModule['toast'];
type ToastArguments = Parameters<SonnerToast>;

let sonner: Promise<SonnerModule> | undefined;
const wantedListeners = new Set<() => void>();
let outletReady: Promise<void> = Promise.resolve();

/**
 * Loads sonner, the toast library, once. No first screen shows a toast, so sonner (and the style
 * sheet it injects) is not part of a first visit: it loads when the visitor first interacts, or
 * when something asks for a toast before that.
 */
export function loadToasts(): Promise<SonnerModule> {
  if (!sonner) {
    sonner = import(/* webpackChunkName: "lazy-toasts" */ 'sonner');
    for (const listener of wantedListeners) listener();
  }
  return sonner;
}

/** Calls `listener` when toasts are first asked for (at once if they already were). */
export function whenToastsWanted(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => undefined;
  }
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

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
  void Promise.all([loadToasts(), outletReady]).then(([{ toast: sonnerToast }]) =>
    call(sonnerToast),
  );
}

/**
 * The site's toast API, sonner's own signatures (spec doc 1 §8: 4000 ms, 3 at once, set on the
 * outlet); a toast shows as soon as sonner has loaded.
 */
export const toast = Object.assign((...args: ToastArguments) => show((t) => t(...args)), {
  success: (...args: Parameters<SonnerToast['success']>) => show((t) => t.success(...args)),
  error: (...args: Parameters<SonnerToast['error']>) => show((t) => t.error(...args)),
  info: (...args: Parameters<SonnerToast['info']>) => show((t) => t.info(...args)),
  warning: (...args: Parameters<SonnerToast['warning']>) => show((t) => t.warning(...args)),
  message: (...args: Parameters<SonnerToast['message']>) => show((t) => t.message(...args)),
  dismiss: (...args: Parameters<SonnerToast['dismiss']>) => show((t) => t.dismiss(...args)),
});
