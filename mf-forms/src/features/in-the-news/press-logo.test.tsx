// The matchers are registered by the Jest setup; this import brings their types to `tsc`.
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';

import { PressLogo } from './press-logo';

describe('PressLogo', () => {
  it('shows the outlet logo', () => {
    render(<PressLogo src="/logos/outlet.svg" alt="Outlet logo" width={240} height={80} />);

    expect(screen.getByRole('img', { name: 'Outlet logo' })).toHaveAttribute(
      'src',
      '/logos/outlet.svg',
    );
  });

  it('shows a placeholder, keeping the alt text, when the logo fails to load', () => {
    render(<PressLogo src="/logos/missing.svg" alt="Outlet logo" width={240} height={80} />);

    fireEvent.error(screen.getByRole('img', { name: 'Outlet logo' }));

    // Under Jest every bundled asset, the placeholder included, resolves to the file stub.
    expect(screen.getByRole('img', { name: 'Outlet logo' })).toHaveAttribute(
      'src',
      '/test-file-stub',
    );
  });
});
