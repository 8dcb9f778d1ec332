import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { dedupeBySource } from './dedupe-by-source';
import { GalleryGrid, galleryFallbackImages } from './gallery-grid';

const images = [
  { id: 1, src: '/g/ship-cat.jpg', alt: 'Ship cat on a South Street pier' },
  { id: 2, src: '/g/stoop.jpg', alt: 'Tabby asleep on a brownstone stoop' },
  { id: 3, src: '/g/ship-cat.jpg', alt: 'Duplicate of the ship cat' },
  { id: 4, src: '/g/bodega.jpg', alt: 'Bodega cat behind the counter' },
];

const thumbnail = (name: string) => screen.getByRole('button', { name });

describe('dedupeBySource', () => {
  it('keeps the first image of each source, in order', () => {
    expect(dedupeBySource(images).map((image) => image.id)).toEqual([1, 2, 4]);
  });
});

describe('GalleryGrid', () => {
  it('shows each source once', () => {
    render(<GalleryGrid images={images} label="Tour photos" />);
    const grid = screen.getByRole('list', { name: 'Tour photos' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(
      screen.queryByRole('img', { name: 'Duplicate of the ship cat' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [4, 4],
    [6, 4],
  ])('clamps %i columns to %i', (columns, expected) => {
    render(<GalleryGrid images={images} columns={columns} />);
    const grid = screen.getByRole('list');
    expect(grid).toHaveAttribute('data-columns', String(expected));
    expect(grid.style.getPropertyValue('--gallery-columns')).toBe(String(expected));
  });

  it('uses three columns by default', () => {
    render(<GalleryGrid images={images} />);
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '3');
  });

  it('shows the empty texts when there is nothing to show', () => {
    render(<GalleryGrid images={[]} />);
    expect(screen.getByText('No images to display.')).toBeInTheDocument();
    expect(
      screen.getByText('Check back soon for more photos from our tours and community!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('replaces a broken image by the fallback at its id modulo 3', () => {
    render(<GalleryGrid images={images} fallbackImages={['/f0.svg', '/f1.svg', '/f2.svg']} />);
    const bodega = screen.getByRole('img', { name: 'Bodega cat behind the counter' });
    fireEvent.error(bodega);
    expect(bodega).toHaveAttribute('src', '/f1.svg');
    const stoop = screen.getByRole('img', { name: 'Tabby asleep on a brownstone stoop' });
    fireEvent.error(stoop);
    expect(stoop).toHaveAttribute('src', '/f2.svg');
    fireEvent.error(stoop);
    expect(stoop).toHaveAttribute('src', '/f2.svg');
  });

  it('ships three fallback images of its own', () => {
    expect(galleryFallbackImages).toHaveLength(3);
  });

  it('gives each thumbnail its size', () => {
    render(<GalleryGrid images={[{ ...images[0]!, width: 800, height: 1000 }, images[1]!]} />);
    expect(screen.getByRole('img', { name: images[0]!.alt })).toHaveAttribute('width', '800');
    expect(screen.getByRole('img', { name: images[1]!.alt })).toHaveAttribute('height', '300');
  });
});

describe('GalleryGrid lightbox', () => {
  it('opens on the chosen image with a counter, locks scrolling and wraps both ways', async () => {
    const user = userEvent.setup();
    render(<GalleryGrid images={images} />);
    await user.click(thumbnail('Tabby asleep on a brownstone stoop'));

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('img', { name: 'Tabby asleep on a brownstone stoop' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    // Radix Dialog locks page scrolling through react-remove-scroll, which marks the body.
    expect(document.body).toHaveAttribute('data-scroll-locked');

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'Ship cat on a South Street pier' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
  });

  it('moves with the arrow keys and closes with Escape, returning focus to the thumbnail', async () => {
    const user = userEvent.setup();
    render(<GalleryGrid images={images} />);
    await user.click(thumbnail('Ship cat on a South Street pier'));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    expect(thumbnail('Ship cat on a South Street pier')).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    render(<GalleryGrid images={images} />);
    await user.click(thumbnail('Bodega cat behind the counter'));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Photo viewer');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail('Bodega cat behind the counter')).toHaveFocus();
  });
});
