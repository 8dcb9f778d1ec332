import { PAGE_HYDRATED_ATTRIBUTE } from 'shared-types';

import { whenPageHydrated } from './when-page-hydrated';

/** Whether `promise` has settled once the tasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('whenPageHydrated', () => {
  it('waits for the page to say it is hydrated', async () => {
    const root = document.createElement('div');
    const hydrated = whenPageHydrated(root);
    root.setAttribute('data-layout-hydrated', '');
    expect(await settled(hydrated)).toBe(false);
    root.setAttribute(PAGE_HYDRATED_ATTRIBUTE, '');
    expect(await settled(hydrated)).toBe(true);
  });

  it('resolves at once for a page hydrated already', async () => {
    const root = document.createElement('div');
    root.setAttribute(PAGE_HYDRATED_ATTRIBUTE, '');
    expect(await settled(whenPageHydrated(root))).toBe(true);
  });
});
