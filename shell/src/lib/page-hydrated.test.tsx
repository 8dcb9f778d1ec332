import { render } from '@testing-library/react';
import { PAGE_HYDRATED_ATTRIBUTE, PAGE_HYDRATED_MARK } from 'shared-types';

import { PageHydrated } from './page-hydrated';

describe('PageHydrated', () => {
  it('marks #root once the page content before it has been committed', () => {
    // jsdom has no User Timing; the page sets its mark through performance.mark.
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
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
    // Once, for whoever measures how long a page takes to answer.
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(PAGE_HYDRATED_MARK);
    root.remove();
  });
});
