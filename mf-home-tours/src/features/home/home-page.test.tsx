import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { placeholderImage } from 'shell/ui';

import { homeGalleryImages } from '../../content/home-gallery';
import { renderPageAt } from '../../test-utils/render-page-at';
import HomePage from './home-page';

const renderHomePage = () => renderPageAt('/', <HomePage />);

/** The named regions that are not inside another region, in document order. */
function topLevelRegions(): HTMLElement[] {
  return screen
    .getAllByRole('region')
    .filter(
      (region) =>
        region.parentElement?.closest('section[aria-label], section[aria-labelledby]') === null,
    );
}

/** Accessible name of a region: its aria-label or the text of the element that labels it. */
function regionName(region: HTMLElement): string {
  const label = region.getAttribute('aria-label');
  if (label) return label;
  const id = region.getAttribute('aria-labelledby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

const region = (name: string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  test('shows its fifteen sections in order', () => {
    renderHomePage();
    expect(topLevelRegions().map(regionName)).toEqual([
      'Jerry Fox petition',
      'Time-Travel Through New York City’s Feline History',
      'As featured on',
      'What Our Guests Say',
      'Discover New York Through Its Cats',
      'Get Cat History in Your Inbox',
      'Give the Gift of Cat History',
      'The Story of Jerry Fox',
      'Why Guests Love Our Tours',
      'The Benefits of Touring With Us',
      'Reviews From Google',
      'Tour Availability',
      'The Cat Men of Gotham',
      'Moments From Our Tours',
      'Ready to Walk With New York’s Historic Cats?',
    ]);
  });

  test('has one page heading and no skipped heading levels', () => {
    renderHomePage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName[1]));
    levels.forEach((level, index) => {
      const previous = index === 0 ? 1 : (levels[index - 1] as number);
      expect(level - previous).toBeLessThanOrEqual(1);
    });
  });

  test('the petition banner and the hero lead to the petition, booking and tours', () => {
    renderHomePage();
    const banner = region('Jerry Fox petition');
    expect(within(banner).getByText('Help Honor Jerry Fox')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Sign the Petition' })).toHaveAttribute(
      'href',
      '/petition-jerry-fox',
    );

    const hero = region('Time-Travel Through New York City’s Feline History');
    expect(within(hero).getByRole('link', { name: 'Book Your Tour – Only $40!' })).toHaveAttribute(
      'href',
      '/booking',
    );
    expect(within(hero).getByRole('link', { name: 'Learn More About Our Tours' })).toHaveAttribute(
      'href',
      '/tours',
    );
    // The largest paint: eager, high priority and sized so nothing shifts.
    const image = within(hero).getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
  });

  test('the press strip shows 12 outlets that open in a new tab', () => {
    renderHomePage();
    const press = region('As featured on');
    const outlets = within(press)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('target') === '_blank');
    expect(outlets).toHaveLength(12);
    for (const link of outlets) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/logo \(opens in a new tab\)$/);
    }
    expect(within(press).getByRole('link', { name: 'See all press coverage' })).toHaveAttribute(
      'href',
      '/in-the-news',
    );
  });

  test('a press logo that fails to load is replaced by a placeholder', () => {
    renderHomePage();
    const logo = screen.getByRole('img', { name: 'Gothamist logo' });
    // The original, then its .webp variant (when it has one), then the placeholder.
    fireEvent.error(logo);
    if (!logo.classList.contains('image-error')) fireEvent.error(logo);
    expect(logo).toHaveClass('image-error');
    expect(logo).toHaveAttribute('src', placeholderImage);
  });

  test('the intro shows its badges and the tours link', () => {
    renderHomePage();
    const intro = region('Discover New York Through Its Cats');
    for (const badge of ['90-min tours', '3 locations', '4.9/5 rating']) {
      expect(within(intro).getByText(badge)).toBeInTheDocument();
    }
    expect(within(intro).getByRole('link', { name: 'Explore Our Tours' })).toHaveAttribute(
      'href',
      '/tours',
    );
  });

  test('the gift card opens the calendar of item 562633 in a new tab', () => {
    renderHomePage();
    const link = within(region('Give the Gift of Cat History')).getByRole('link', {
      name: /^Purchase a Gift Card/,
    });
    expect(link.getAttribute('href')).toContain('/items/562633/calendar/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  test('the Jerry Fox story names the date and links to the petition and the blog post', () => {
    renderHomePage();
    const story = region('The Story of Jerry Fox');
    expect(story).toHaveTextContent('blind cat');
    expect(story).toHaveTextContent('Borough Hall');
    expect(story).toHaveTextContent('May 22, 1904');
    expect(within(story).getByRole('link', { name: 'Sign the Petition' })).toHaveAttribute(
      'href',
      '/petition-jerry-fox',
    );
    expect(within(story).getByRole('link', { name: /Full Story/ })).toHaveAttribute(
      'href',
      '/blog?post=jerry-fox-saves-brooklyn-borough-hall',
    );
  });

  test('four feature cards and the benefits with the five-star share', () => {
    renderHomePage();
    expect(
      within(region('Why Guests Love Our Tours')).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(4);
    expect(
      within(region('The Benefits of Touring With Us')).getByText(
        '98% of guests rate our tours 5 stars',
      ),
    ).toBeInTheDocument();
  });

  test('the carousel holds 12 Google reviews', () => {
    renderHomePage();
    const reviews = within(region('Reviews From Google'));
    expect(reviews.getAllByRole('button', { name: /^Show testimonial \d+ of 12$/ })).toHaveLength(
      12,
    );
    expect(reviews.getByText('Google Review')).toBeInTheDocument();
  });

  test('tour availability lists the three schedules, the seasonal Brooklyn Heights departure and the links', () => {
    renderHomePage();
    const availability = region('Tour Availability');
    expect(availability).toHaveTextContent('Weekends at 10:00 AM');
    expect(availability).toHaveTextContent('Saturdays and Sundays at 1:15 PM, April to December');
    expect(availability).toHaveTextContent('Saturdays at 2:00 PM');
    expect(availability).toHaveTextContent('Sundays at 2:00 PM');
    expect(
      within(availability)
        .getAllByRole('link', { name: /^View Details/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/tours/brooklyn-heights', '/tours/financial-district', '/tours/lower-east-side']);
    for (const name of ['Check Available Dates', 'See All Available Dates']) {
      expect(within(availability).getByRole('link', { name })).toHaveAttribute('href', '/booking');
    }
    expect(availability).toHaveTextContent(/new dates are added often/i);
    expect(availability).toHaveTextContent(/waitlist/);
  });

  test('the book promo offers signed copies by email', () => {
    renderHomePage();
    const book = region('The Cat Men of Gotham');
    expect(book).toHaveTextContent('Signed copies');
    expect(
      within(book).getByRole('link', { name: 'Email us to order' }).getAttribute('href'),
    ).toMatch(/^mailto:/);
  });

  test('the gallery shows 20 images and the page ends with the booking call to action', () => {
    renderHomePage();
    // Under Jest every image file is the same stub, which the grid de-duplicates; count the content.
    expect(homeGalleryImages).toHaveLength(20);
    expect(new Set(homeGalleryImages.map((image) => image.alt)).size).toBe(20);
    expect(
      within(region('Moments From Our Tours')).getAllByRole('button', { name: /^Illustration/ }),
    ).not.toHaveLength(0);
    const finale = region('Ready to Walk With New York’s Historic Cats?');
    expect(
      within(finale).getByRole('link', { name: 'Book Your Tour – Only $40!' }),
    ).toHaveAttribute('href', '/booking');
  });

  test('below-the-fold images load lazily', () => {
    renderHomePage();
    const lazy = screen
      .getAllByRole('img')
      .filter((image) => image.tagName === 'IMG' && image.getAttribute('loading') !== 'lazy');
    expect(lazy).toHaveLength(1);
    for (const image of screen.getAllByRole('img').filter((img) => img.tagName === 'IMG')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  test('states the business as structured data', () => {
    const { container } = renderHomePage();
    const script = container.ownerDocument.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ priceRange: '$40-$320', foundingDate: '2024' });
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Saturday', 'Sunday'],
        opens: '10:00',
        closes: '16:00',
      }),
      expect.objectContaining({ opens: '10:00', closes: '18:00' }),
    ]);
  });
});
