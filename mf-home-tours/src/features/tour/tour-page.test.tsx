import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderPageAt } from '../../test-utils/render-page-at';
import TourPage from './tour-page';

const renderTourAt = (path: string) => renderPageAt(path, <TourPage />);

/** The provider's calendar, once its code (a chunk of its own) has loaded. */
function calendarFrame() {
  // The first import compiles the chunk under Jest, which can take longer than findBy's 1 s.
  return screen.findByTitle(/^Booking calendar for the /, undefined, { timeout: 5000 });
}

function structuredData(container: HTMLElement): Record<string, unknown>[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
}

function stopItems() {
  const region = screen.getByRole('region', { name: "What You'll Discover" });
  return within(region).getAllByRole('listitem');
}

// The calendar asks whether the provider answers before it shows its frame; here it never answers,
// so the frame stays in its loading state rather than failing offline.
beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('TourPage common parts', () => {
  it.each([
    ['/tours/financial-district', 'Financial District Historical Cat Tour'],
    ['/tours/brooklyn-heights', 'Brooklyn Heights Historical Cat Tour'],
    ['/tours/lower-east-side', 'Lower East Side Historical Cat Tour'],
  ])('%s has a hero, the price intro and links to #book-now', async (path, title) => {
    renderTourAt(path);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book This Tour' })).toHaveAttribute(
      'href',
      '#book-now',
    );
    expect(screen.getAllByText('$40 per person').length).toBeGreaterThan(0);
    expect(screen.getAllByText('(98% 5-star reviews)').length).toBeGreaterThan(0);
    for (const link of screen.getAllByRole('link', { name: 'Check Available Dates' })) {
      expect(link).toHaveAttribute('href', '#book-now');
    }
    const frame = await calendarFrame();
    expect(document.getElementById('book-now')).toContainElement(frame);
  });

  it.each(['/tours/financial-district', '/tours/brooklyn-heights', '/tours/lower-east-side'])(
    '%s states how long the tour and its walking take, 7 FAQs and 3 testimonials',
    (path) => {
      renderTourAt(path);

      expect(document.body).toHaveTextContent('about 2 hours');
      expect(document.body).toHaveTextContent('1.5-mile route of about 1.5 hours');
      const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
      expect(within(faq).getAllByRole('group')).toHaveLength(7);
      const reviews = screen.getByRole('list', { name: 'Guest reviews' });
      expect(within(reviews).getAllByRole('listitem')).toHaveLength(3);
      for (const review of within(reviews).getAllByRole('listitem')) {
        expect(within(review).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
      }
    },
  );

  it.each([
    [
      '/tours/financial-district',
      ['/tours/brooklyn-heights', '/tours/lower-east-side', '/tours/private-tours'],
    ],
    [
      '/tours/lower-east-side',
      ['/tours/financial-district', '/tours/brooklyn-heights', '/tours/private-tours'],
    ],
  ])('%s links to the other tours, then to private tours', (path, others) => {
    renderTourAt(path);

    const region = screen.getByRole('region', { name: 'Explore Our Other Tours' });
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(others);
  });

  it('emits tour and event structured data, the event two hours long', () => {
    const { container } = renderTourAt('/tours/financial-district');

    const data = structuredData(container);
    // A TouristTrip cannot carry a rating or a review; a Product can, so the tour is both.
    const trip = data.find(
      (entry) => Array.isArray(entry['@type']) && entry['@type'].includes('TouristTrip'),
    );
    const event = data.find((entry) => entry['@type'] === 'Event');
    expect(trip).toMatchObject({
      '@type': ['TouristTrip', 'Product'],
      name: 'Financial District Historical Cat Tour',
      offers: { price: 40, priceCurrency: 'USD' },
      aggregateRating: { ratingValue: 4.9, ratingCount: 87 },
    });
    expect(event).toMatchObject({ eventStatus: 'https://schema.org/EventScheduled' });
    const start = Date.parse(String(event?.startDate));
    const end = Date.parse(String(event?.endDate));
    expect(end - start).toBe(2 * 60 * 60 * 1000);
    expect(String(event?.startDate)).toMatch(/T14:00:00-0[45]:00$/);
  });
});

describe('Financial District tour', () => {
  it('shows the facts bar with a maximum of 15', () => {
    renderTourAt('/tours/financial-district');

    const facts = screen.getByRole('region', { name: 'Tour facts' });
    expect(facts).toHaveTextContent('2 hours');
    expect(facts).toHaveTextContent('1.5 miles');
    expect(facts).toHaveTextContent('Small groups, maximum 15');
    expect(facts).toHaveTextContent('98% 5-star reviews');
  });

  it('embeds the calendar of item 577800 and keeps a sticky call to action', async () => {
    renderTourAt('/tours/financial-district');

    const src = (await calendarFrame()).getAttribute('src');
    expect(src).toContain('/items/577800/calendar/');
    expect(src).toContain('flow=1219724');
    const bar = screen.getByRole('complementary', { name: 'Book the Financial District tour' });
    expect(within(bar).getByRole('link', { name: 'Reserve Now' })).toHaveAttribute(
      'href',
      '#book-now',
    );
    expect(bar).toHaveTextContent('Saturdays at 2:00 PM');
  });

  it('lists its stops', () => {
    renderTourAt('/tours/financial-district');

    expect(stopItems().length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole('heading', { level: 3, name: 'Wall Street' })).toBeInTheDocument();
  });
});

describe('Brooklyn Heights tour', () => {
  it('shows a maximum of 12, 9 stops and both departures', () => {
    renderTourAt('/tours/brooklyn-heights');

    expect(screen.getByRole('region', { name: 'Tour facts' })).toHaveTextContent(
      'Small groups, maximum 12',
    );
    expect(stopItems()).toHaveLength(9);
    expect(screen.getByRole('heading', { level: 3, name: 'Brooklyn Borough Hall' })).toBeVisible();
    expect(document.body).toHaveTextContent('May 22, 1904');
    expect(screen.getAllByText('Weekends at 10:00 AM').length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Saturdays and Sundays at 1:15 PM, April to December').length,
    ).toBeGreaterThan(0);
  });

  it('has a sidebar card with the price and a Check Available Dates anchor', () => {
    renderTourAt('/tours/brooklyn-heights');

    const card = screen.getByRole('complementary', { name: '$40 per person' });
    expect(card).toHaveTextContent('Maximum 12 people');
    expect(within(card).getByRole('link', { name: 'Check Available Dates' })).toHaveAttribute(
      'href',
      '#book-now',
    );
    expect(screen.queryByRole('complementary', { name: /^Book the/ })).not.toBeInTheDocument();
  });

  it('embeds item 562630 and links to Financial District, Lower East Side and Private Tours', async () => {
    renderTourAt('/tours/brooklyn-heights');

    expect((await calendarFrame()).getAttribute('src')).toContain('/items/562630/calendar/');
    const others = screen.getByRole('region', { name: 'Explore Our Other Tours' });
    expect(within(others).getByRole('link', { name: /Financial District/ })).toHaveAttribute(
      'href',
      '/tours/financial-district',
    );
    expect(within(others).getByRole('link', { name: /Lower East Side/ })).toHaveAttribute(
      'href',
      '/tours/lower-east-side',
    );
    expect(within(others).getByRole('link', { name: 'Private Tours' })).toHaveAttribute(
      'href',
      '/tours/private-tours',
    );
  });
});

describe('Lower East Side tour', () => {
  it('shows a maximum of 12 and 5 highlights ending at the cat cafe', () => {
    renderTourAt('/tours/lower-east-side');

    expect(screen.getByRole('region', { name: 'Tour facts' })).toHaveTextContent(
      'Small groups, maximum 12',
    );
    const highlights = stopItems();
    expect(highlights).toHaveLength(5);
    const finale = highlights[4]!;
    expect(within(finale).getByRole('heading', { name: 'Cat Cafe Finale' })).toBeInTheDocument();
    expect(finale).toHaveTextContent('separate reservation');
    expect(screen.getByRole('complementary', { name: '$40 per person' })).toBeInTheDocument();
  });

  it('embeds item 604533', async () => {
    renderTourAt('/tours/lower-east-side');

    expect((await calendarFrame()).getAttribute('src')).toContain('/items/604533/calendar/');
  });
});

describe('tour page FAQ', () => {
  it('toggles each question on its own, panels limited to 24rem', async () => {
    const user = userEvent.setup();
    renderTourAt('/tours/brooklyn-heights');

    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const [first, second] = within(faq).getAllByRole('group');
    const summaryOf = (item: HTMLElement | undefined) => item!.querySelector('summary')!;
    expect(first).not.toHaveAttribute('open');

    await user.click(summaryOf(first));
    await user.click(summaryOf(second));
    expect(first).toHaveAttribute('open');
    expect(second).toHaveAttribute('open');
    const panels = within(faq).getAllByTestId('faq-panel');
    expect(panels.filter((panel) => panel.closest('details[open]'))).toHaveLength(2);
    expect(panels[0]).toHaveStyle({ maxHeight: '24rem' });

    await user.click(summaryOf(first));
    expect(first).not.toHaveAttribute('open');
    expect(second).toHaveAttribute('open');
  });

  it('answers the schedule question with both departures', async () => {
    const user = userEvent.setup();
    renderTourAt('/tours/brooklyn-heights');

    const question = screen.getByRole('heading', {
      name: 'When does the Brooklyn Heights tour run?',
    });
    await user.click(question.closest('summary')!);
    const panel = within(question.closest('details')!).getByTestId('faq-panel');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('weekends at 10:00 AM');
    expect(panel).toHaveTextContent('Saturdays and Sundays at 1:15 PM, April to December');
  });
});

describe('unknown tour', () => {
  it('shows not-found content with a link to all tours', () => {
    renderTourAt('/tours/staten-island');

    expect(screen.getByRole('heading', { level: 1, name: 'Tour not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all tours' })).toHaveAttribute(
      'href',
      '/tours',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });
});
