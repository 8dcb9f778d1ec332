import type { ComponentType } from 'react';
import type { RemoteName } from 'shared-types';

/** A page module as every remote exposes it. */
export interface PageModule {
  default: ComponentType;
}

/** The remote did not answer within the bounded wait of remote-registry.ts. */
export class RemoteTimeoutError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`The ${remote} section took too long to load.`);
    this.name = 'RemoteTimeoutError';
  }
}

const loadFailures = new WeakSet<object>();

/** Marks `error` as a page load's failure (already reported as such), not a page's own error. */
export function markRemoteLoadFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) loadFailures.add(error);
}

/** Whether `error` is a page load's failure, not an error the page threw while rendering. */
export function isRemoteLoadFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && loadFailures.has(error);
}
