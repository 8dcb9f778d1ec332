import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { NewsVideo } from './news-video';

const playButton = () => screen.getByRole('button', { name: /^Play the video: / });

describe('NewsVideo', () => {
  it('shows a poster and a play button named after the report, and no player', () => {
    render(<NewsVideo />);
    expect(playButton()).toHaveAccessibleName(
      'Play the video: Local TV news report: walking New York’s cat history with Cats About Town Tours',
    );
    const poster = playButton().querySelector('img');
    expect(poster).toHaveAttribute('alt', '');
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('loads the privacy-enhanced player, playing, when the visitor presses play', async () => {
    render(<NewsVideo />);
    await userEvent.setup().click(playButton());

    const player = screen.getByTitle(/Local TV news report/);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Xq3PZ7k1t0c?autoplay=1',
    );
    expect(player.getAttribute('allow')).toContain('autoplay');
    expect(screen.queryByRole('button', { name: /^Play the video/ })).not.toBeInTheDocument();
  });

  it('moves the focus into the player, so a keyboard user is not sent back to the top', async () => {
    render(<NewsVideo />);
    const user = userEvent.setup();
    await user.tab();
    expect(playButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTitle(/Local TV news report/)).toHaveFocus();
  });

  it('links the prerendered poster to the video on its host for a visitor without JavaScript', () => {
    const markup = renderToString(<NewsVideo />);
    const noscript = markup.slice(markup.indexOf('<noscript>'), markup.indexOf('</noscript>'));
    expect(noscript).toContain('href="https://www.youtube.com/watch?v=Xq3PZ7k1t0c"');
    expect(noscript).toContain('target="_blank"');
    expect(noscript).toContain('Watch the video on YouTube:');
  });
});
