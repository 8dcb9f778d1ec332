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
