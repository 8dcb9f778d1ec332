import { PAGE_HYDRATED_ATTRIBUTE } from 'shared-types';

import { settled } from './settled.test-support';
import { whenPageHydrated } from './when-page-hydrated';

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
