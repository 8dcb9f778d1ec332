import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { Hero } from './hero';

const image = {
  src: '/hero.jpg',
  alt: 'Brownstones of Brooklyn Heights at dusk',
  width: 1600,
  height: 900,
};

function heroOf(): HTMLElement {
  return screen.getByRole('heading', { level: 1 }).closest('[data-height]') as HTMLElement;
}

describe('Hero', () => {
  it('makes the title the h1 and shows eyebrow, subtitle and actions', () => {
    render(
      <Hero
        title="Walk Through Feline History"
        eyebrow="New York"
        subtitle="Two hours, three neighbourhoods"
      >
        <a href="/booking">Book Your Tour</a>
      </Hero>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Walk Through Feline History' }),
    ).toBeInTheDocument();
    expect(screen.getByText('New York')).toBeInTheDocument();
    expect(screen.getByText('Two hours, three neighbourhoods')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Your Tour' })).toBeInTheDocument();
  });

  it.each([
    ['full', '100vh'],
    ['large', '80vh'],
    ['medium', '60vh'],
    ['default', '40vh'],
  ] as const)('is %s height: %s', (height, value) => {
    render(<Hero title="Tours" height={height} />);
    expect(heroOf().style.getPropertyValue('--hero-height')).toBe(value);
  });

  it('defaults to 40vh, medium overlay, darkened image, centred text', () => {
    render(<Hero title="Tours" />);
    const hero = heroOf();
    expect(hero.style.getPropertyValue('--hero-height')).toBe('40vh');
    expect(hero).toHaveAttribute('data-overlay', 'medium');
    expect(hero).toHaveAttribute('data-image-style', 'darken');
    expect(hero).toHaveAttribute('data-position', 'center');
  });

  it.each(['light', 'medium', 'heavy'] as const)('applies the %s overlay', (overlay) => {
    render(<Hero title="Tours" overlay={overlay} />);
    expect(heroOf()).toHaveAttribute('data-overlay', overlay);
  });

  it.each(['darken', 'darker', 'natural', 'brighten', 'blur'] as const)(
    'styles the image: %s',
    (imageStyle) => {
      render(<Hero title="Tours" image={image} imageStyle={imageStyle} />);
      expect(screen.getByRole('img')).toHaveClass(`image-${imageStyle}`);
    },
  );

  it.each(['top', 'center', 'bottom'] as const)('places the text at the %s', (position) => {
    render(<Hero title="Tours" position={position} />);
    expect(heroOf()).toHaveClass(`position-${position}`);
  });

  it('shows the gradient until the image has loaded', () => {
    render(<Hero title="Tours" image={image} />);
    expect(heroOf()).toHaveAttribute('data-image-state', 'loading');
    expect(heroOf()).not.toHaveClass('loaded');
    fireEvent.load(screen.getByRole('img', { name: image.alt }));
    expect(heroOf()).toHaveAttribute('data-image-state', 'loaded');
    expect(heroOf()).toHaveClass('loaded');
  });

  it('shows a prerendered image that loaded before hydration, its src written differently', async () => {
    // The prerender writes a remote's asset site-relative; the remote's client build, absolute.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Hero title="Tours" image={image} priority />);
    document.body.append(container);
    const loadedImage = container.querySelector('img')!;
    Object.defineProperty(loadedImage, 'complete', { value: true });
    Object.defineProperty(loadedImage, 'naturalWidth', { value: 1600 });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(
        container,
        <Hero title="Tours" image={{ ...image, src: 'http://localhost/hero.jpg' }} priority />,
      );
    });
    error.mockRestore();
    expect(heroOf()).toHaveAttribute('data-image-state', 'loaded');
    container.remove();
  });

  it('only logs a failed image and keeps the gradient', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Hero title="Tours" image={image} />);
    fireEvent.error(screen.getByRole('img'));
    expect(error).toHaveBeenCalledWith('Hero image failed to load: /hero.jpg');
    expect(heroOf()).toHaveAttribute('data-image-state', 'loading');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    error.mockRestore();
  });

  it('fetches a priority image eagerly with high priority, others lazily', () => {
    const { unmount } = render(<Hero title="Tours" image={image} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    // Shown as soon as painted, not after a script has seen it load (the page's largest paint).
    expect(screen.getByRole('img')).toHaveClass('eager');
    unmount();
    render(<Hero title="Tours" image={image} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveClass('eager');
    expect(screen.getByRole('img')).toHaveAttribute('width', '1600');
    expect(screen.getByRole('img')).toHaveAttribute('height', '900');
  });
});
