import { render, screen } from '@testing-library/react';

import { PageLoading } from './page-loading';

describe('PageLoading', () => {
  it('gives the document a title while the page it stands for has none yet', () => {
    const { unmount } = render(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(document.title).toBe('Loading… | Cats About Town Tours');
    unmount();
    expect(document.title).toBe('');
  });
});
