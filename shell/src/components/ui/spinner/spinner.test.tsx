import { render, screen } from '@testing-library/react';

import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a visible label', () => {
    render(<Spinner label="Loading calendar..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading calendar...');
  });
});
