import { render } from '@testing-library/react';

import { PAGE_HYDRATED_ATTRIBUTE, PageHydrated } from './page-hydrated';

describe('PageHydrated', () => {
  it('marks #root once the page content before it has been committed', () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    expect(root.hasAttribute(PAGE_HYDRATED_ATTRIBUTE)).toBe(false);
    render(
      <>
        <h1>Page</h1>
        <PageHydrated />
      </>,
      { container: root },
    );
    expect(root.hasAttribute(PAGE_HYDRATED_ATTRIBUTE)).toBe(true);
    root.remove();
  });
});
