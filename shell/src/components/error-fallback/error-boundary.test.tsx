import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failure');
}

describe('the error fallback page', () => {
  it('replaces content that throws, with its texts and both ways out', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = jest.fn();
    render(
      <ErrorBoundary onRetry={retry}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We're sorry, but there was an error loading this page. Our team has been notified of the issue.",
    );
    expect(screen.getByRole('link', { name: 'Return to Home Page' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });
});
