import { render, screen } from '@testing-library/react';
import { lazy } from 'react';

import { WhenOpened } from './when-opened';

describe('WhenOpened', () => {
  it('loads and renders nothing until first opened, then keeps its children mounted', async () => {
    const load = jest.fn(() =>
      Promise.resolve({
        default: ({ open }: { open: boolean }) => <p>{open ? 'open' : 'closed'}</p>,
      }),
    );
    const Panel = lazy(load);
    const ui = (open: boolean) => (
      <WhenOpened open={open}>
        <Panel open={open} />
      </WhenOpened>
    );
    const { rerender } = render(ui(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/open|closed/)).not.toBeInTheDocument();

    rerender(ui(true));
    expect(await screen.findByText('open')).toBeInTheDocument();
    rerender(ui(false));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
