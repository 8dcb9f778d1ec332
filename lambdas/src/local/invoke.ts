// Locally one process runs many invocations at once (the local API answers requests as they
// come, the poller runs deliveries side by side), as Lambda does in an environment that takes
// several invocations at once: the runtime then sets AWS_LAMBDA_MAX_CONCURRENCY and runs each
// invocation in its own context of the InvokeStore, where Powertools keeps what belongs to that
// invocation (the logger's Lambda context and keys, the batch processor's records). The local
// environment sets the same variable (local-env.ts); this module plays the runtime's part.
import { AsyncLocalStorage } from 'node:async_hooks';

import { InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { Context } from 'aws-lambda';

type InvocationValues = Record<string | symbol, unknown>;

/** The runtime's store for concurrent invocations: one set of values per async context. */
class LocalInvokeStore extends InvokeStoreBase {
  readonly #invocations = new AsyncLocalStorage<InvocationValues>();

  getContext(): InvocationValues | undefined {
    return this.#invocations.getStore();
  }

  hasContext(): boolean {
    return this.#invocations.getStore() !== undefined;
  }

  get<T = unknown>(key: string | symbol): T | undefined {
    return this.#invocations.getStore()?.[key] as T | undefined;
  }

  set<T = unknown>(key: string | symbol, value: T): void {
    if (this.isProtectedKey(key)) throw new Error(`${String(key)} is the runtime's to set`);
    const values = this.#invocations.getStore();
    if (values === undefined) throw new Error('No invocation is running');
    values[key] = value;
  }

  run<T>(values: InvocationValues, fn: () => T): T {
    return this.#invocations.run(values, fn);
  }
}

// Installed where Powertools looks for it when this module loads, before any handler module:
// with the variable set, a logger looks the store up as soon as it is constructed. The store's
// package makes `globalThis.awslambda` as it loads, as the runtime does.
globalThis.awslambda.InvokeStore ??= new LocalInvokeStore();
const invokeStore = globalThis.awslambda.InvokeStore;

/** Runs one invocation of `handler` in its own InvokeStore context. */
export function invoke<TEvent, TResult>(
  handler: (event: TEvent, context: Context) => Promise<TResult>,
  event: TEvent,
  context: Context,
): Promise<TResult> {
  return invokeStore.run(
    { [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: context.awsRequestId },
    () => handler(event, context),
  );
}
