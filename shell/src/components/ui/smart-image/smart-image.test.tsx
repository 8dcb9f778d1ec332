import { fireEvent, render, screen } from '@testing-library/react';

import { SmartImage, placeholderImage } from './smart-image';

describe('SmartImage', () => {
  it('passes width and height through and loads lazily by default', () => {
    render(<SmartImage src="/images/cat.jpg" alt="A tabby on a stoop" width={640} height={480} />);
    const image = screen.getByRole('img', { name: 'A tabby on a stoop' });
    expect(image).toHaveAttribute('src', '/images/cat.jpg');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('lets the caller load eagerly', () => {
    render(<SmartImage src="/images/cat.jpg" alt="Cat" loading="eager" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('falls back to the .webp variant, then to the placeholder with the image-error class', () => {
    render(<SmartImage src="/images/cat.jpg" alt="A tabby on a stoop" className="photo" />);
    const image = screen.getByRole('img');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/cat.webp');
    expect(image).not.toHaveClass('image-error');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', placeholderImage);
    expect(image).toHaveClass('image-error', 'photo');
    expect(image).toHaveAttribute('alt', 'A tabby on a stoop');

    // The placeholder failing too must not start the chain again.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', placeholderImage);
  });

  it('goes straight to the placeholder when the source already is .webp', () => {
    render(<SmartImage src="/images/cat.webp" alt="Cat" placeholderSrc="/ph.svg" />);
    const image = screen.getByRole('img');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/ph.svg');
    expect(image).toHaveClass('image-error');
  });

  it('tries an explicit fallback after the .webp variant', () => {
    render(<SmartImage src="/a.png" alt="Cat" fallbackSrc="/b.jpg" placeholderSrc="/ph.svg" />);
    const image = screen.getByRole('img');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/a.webp');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/b.jpg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/ph.svg');
  });

  it('starts the chain again when the source changes', () => {
    const { rerender } = render(<SmartImage src="/a.jpg" alt="Cat" />);
    fireEvent.error(screen.getByRole('img'));
    fireEvent.error(screen.getByRole('img'));
    rerender(<SmartImage src="/b.jpg" alt="Cat" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.jpg');
    expect(screen.getByRole('img')).not.toHaveClass('image-error');
  });

  it('builds a srcset over 320 to 1536 pixels and drops it once falling back', () => {
    render(<SmartImage src="/cat.jpg" alt="Cat" responsive={{ srcFor: (w) => `/cat-${w}.jpg` }} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute(
      'srcset',
      '/cat-320.jpg 320w, /cat-640.jpg 640w, /cat-768.jpg 768w, /cat-1024.jpg 1024w, /cat-1280.jpg 1280w, /cat-1536.jpg 1536w',
    );
    expect(image).toHaveAttribute('sizes', '100vw');
    fireEvent.error(image);
    expect(image).not.toHaveAttribute('srcset');
  });

  it('calls the caller’s onError as well', () => {
    const onError = jest.fn();
    render(<SmartImage src="/a.jpg" alt="Cat" onError={onError} />);
    fireEvent.error(screen.getByRole('img'));
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
