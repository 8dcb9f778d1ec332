// What the site's pages and its service worker (service-worker/sw.ts) tell each other. Free of
// imports, so that the worker's bundle takes nothing else of the page's code.

/** Tells a waiting worker to take over: "Reload" on the update notice. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/**
 * What a page showed and loaded before a worker controlled it, which the worker then keeps as if
 * it had answered those requests itself (docs/decisions/045).
 */
export interface KeepMessage {
  type: 'KEEP';
  /** Page addresses the visitor saw (`/tours`, `/blog?post=…`). */
  pages: string[];
  /** Absolute URLs of the files the page loaded. */
  files: string[];
}

function typeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
}

/** Whether `data` is {@link SKIP_WAITING_MESSAGE}. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeOf(data) === SKIP_WAITING_MESSAGE.type;
}

/** Whether `data` is a {@link KeepMessage}. */
export function isKeepMessage(data: unknown): data is KeepMessage {
  if (typeOf(data) !== 'KEEP') return false;
  const { pages, files } = data as Partial<KeepMessage>;
  const strings = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');
  return strings(pages) && strings(files);
}
