// A federation runtime plugin of the shell: the runtime's work for a load (the share scope, a
// remote's container, a page's module) is a chain of promises, and a promise's continuation runs
// in the same task as the code that settled it. Left alone, each load is one task from the moment
// its script arrives to the module's evaluation, long enough to hold a phone's main thread. At the
// steps below the chain waits for a task of its own, so a tap or a key press in between is
// answered at once.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

import { nextTask } from '../src/lib/next-task';

/** Passes a waterfall hook's arguments on in a later task. */
const later = async <T>(args: T): Promise<T> => {
  await nextTask();
  return args;
};

export default function yieldBetweenSteps(): ModuleFederationRuntimePlugin {
  return {
    name: 'yield-between-steps',
    // Before a shared module is resolved and its chunks are requested (after the share scope is
    // initialised, on the first load).
    beforeLoadShare: later,
    // A remote's entry has arrived: its container is initialised in a task of its own…
    async beforeInitRemote() {
      await nextTask();
    },
    // …the exposed page's chunks are requested in another…
    async beforeGetExpose() {
      await nextTask();
    },
    // …and the page's module is evaluated in a third.
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}
