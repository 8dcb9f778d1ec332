import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { GalleryImage } from 'shared-types';
import { galleryFallbackImages } from 'shell/ui';

import { fanPhotos, tourPhotos } from '../../content/gallery-photos';
import { expectShownFor } from '../../test-utils/expect-shown-for';
import GalleryPage from './gallery-page';

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

function renderGallery(props: Parameters<typeof GalleryPage>[0] = {}) {
  return render(
    <MemoryRouter initialEntries={['/gallery']}>
      <GalleryPage {...props} />
    </MemoryRouter>,
  );
}

function finishSpinner() {
  act(() => {
    jest.advanceTimersByTime(2000);
  });
}

function structuredData(type: string) {
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === type);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('GalleryPage', () => {
  it('shows the hero, the booking link, the news video and the photo-submission link', () => {
    renderGallery();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book Your Tour Today' })).toHaveAttribute(
      'href',
      '/tours',
    );
    expect(
      screen.getByRole('button', { name: /^Play the video: Local TV news report/ }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Submit Your Cat Photos' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('shows a spinner for 2 seconds, then the tour and fan photo grids in three columns', () => {
    renderGallery();

    expect(screen.getByRole('status')).toHaveTextContent('Loading photos...');
    expect(screen.queryByRole('list', { name: 'Tour photos' })).not.toBeInTheDocument();
    expectShownFor('Loading photos...', 2000);

    const tours = screen.getByRole('list', { name: 'Tour photos' });
    const fans = screen.getByRole('list', { name: 'Fan photos' });
    expect(within(tours).getAllByRole('img')).toHaveLength(40);
    expect(within(fans).getAllByRole('img')).toHaveLength(21);
    expect(tours).toHaveAttribute('data-columns', '3');
    expect(fans).toHaveAttribute('data-columns', '3');
    within(tours)
      .getAllByRole('img')
      .forEach((image, index) => expect(image).toHaveAccessibleName(tourPhotos[index]!.alt));
  });

  it('lists the first 10 tour photos and the video as structured data', () => {
    renderGallery();

    const gallery = structuredData('ImageGallery') as { image: { name: string }[] };
    expect(gallery.image).toHaveLength(10);
    expect(gallery.image.map((image) => image.name)).toEqual(
      tourPhotos.slice(0, 10).map((photo) => photo.alt),
    );
    expect(structuredData('VideoObject')).toMatchObject({
      embedUrl: expect.stringContaining('youtube-nocookie.com/embed/'),
    });
  });

  it('opens a photo in a lightbox with a counter, wrapping previous and next', async () => {
    renderGallery();
    finishSpinner();
    const tours = screen.getByRole('list', { name: 'Tour photos' });

    await user().click(within(tours).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 / 40')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAccessibleName(tourPhotos[0]!.alt);

    await user().click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(within(dialog).getByText('40 / 40')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAccessibleName(tourPhotos[39]!.alt);

    await user().click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('1 / 40')).toBeInTheDocument();

    await user().keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('3 / 40')).toBeInTheDocument();
  });

  it('locks page scrolling while the lightbox is open and closes it with Escape', async () => {
    renderGallery();
    finishSpinner();
    const fans = screen.getByRole('list', { name: 'Fan photos' });
    const thumbnail = within(fans).getAllByRole('button')[4]!;

    await user().click(thumbnail);
    expect(within(await screen.findByRole('dialog')).getByText('5 / 21')).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-scroll-locked');

    await user().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    expect(thumbnail).toHaveFocus();
  });

  it('closes the lightbox with its Close button', async () => {
    renderGallery();
    finishSpinner();

    await user().click(
      within(screen.getByRole('list', { name: 'Fan photos' })).getAllByRole('button')[0]!,
    );
    await user().click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('replaces a photo that fails to load with the fallback picked by its id modulo 3', () => {
    renderGallery();
    finishSpinner();
    const image = within(screen.getByRole('list', { name: 'Tour photos' })).getAllByRole('img')[4]!;
    const photo = tourPhotos[4]!;

    expect(image).toHaveAttribute('src', photo.src);
    fireEvent.error(image);

    expect(image).toHaveAttribute('src', galleryFallbackImages[photo.id % 3]);
    expect(image).toHaveAccessibleName(photo.alt);
  });

  it('shows one photo per source and the empty texts when a grid has none', () => {
    const twice: GalleryImage[] = [
      { id: 1, src: '/a.svg', alt: 'A grey cat on a stoop' },
      { id: 2, src: '/a.svg', alt: 'The same grey cat again' },
      { id: 3, src: '/b.svg', alt: 'An orange cat on a pier' },
    ];
    renderGallery({ tourImages: twice, fanImages: [] });
    finishSpinner();

    expect(
      within(screen.getByRole('list', { name: 'Tour photos' })).getAllByRole('img'),
    ).toHaveLength(2);
    expect(screen.getByText('No images to display.')).toBeInTheDocument();
    expect(
      screen.getByText('Check back soon for more photos from our tours and community!'),
    ).toBeInTheDocument();
  });

  it('bundles 40 tour photos and 21 fan photos', () => {
    expect(tourPhotos).toHaveLength(40);
    expect(fanPhotos).toHaveLength(21);
  });
});
