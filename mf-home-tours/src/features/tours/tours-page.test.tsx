import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import ToursPage from './tours-page';

function renderToursPage() {
  return render(
    <MemoryRouter initialEntries={['/tours']}>
      <Routes>
        <Route path="/tours" element={<ToursPage />} />
        <Route path="/contact" element={<h1>Contact page</h1>} />
        <Route path="/tours/:slug" element={<h1>Tour page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 3, name: /Tour(s)?$/ }).map((h) => h.textContent);

// Typing and the lazy chunk are slow when the shared test machine is busy.
jest.setTimeout(20_000);

describe('ToursPage', () => {
  // First in the file: React.lazy remembers a loaded module, so later renders skip the fallback.
  test('loads the expectations section lazily, with a loading text meanwhile', async () => {
    renderToursPage();
    expect(screen.getByText('Loading tour details...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'What to Expect' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading tour details...')).not.toBeInTheDocument();
  });

  test('shows one page heading, the four tours and the shown-of-total count', async () => {
    renderToursPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Tours' })).toBeInTheDocument();
    expect(cardTitles()).toEqual([
      'Brooklyn Heights Historical Cat Tour',
      'Financial District Historical Cat Tour',
      'Lower East Side Historical Cat Tour',
      'Private Tours',
    ]);
    expect(screen.getByText('Showing 4 of 4 tours')).toBeInTheDocument();
    expect(screen.queryByText(/^Found/)).not.toBeInTheDocument();
  });

  test('marks Brooklyn Heights as most popular and prices only the group tours', () => {
    renderToursPage();
    const featured = screen
      .getByRole('heading', { name: 'Brooklyn Heights Historical Cat Tour' })
      .closest('li') as HTMLElement;
    expect(within(featured).getByText('Most Popular')).toBeInTheDocument();
    expect(
      within(featured).getByText('Brooklyn Heights tours frequently book in advance'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('$40 (avg. NYC walking tours: $55)')).toHaveLength(3);
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);

    const privateCard = screen
      .getByRole('heading', { name: 'Private Tours' })
      .closest('li') as HTMLElement;
    expect(within(privateCard).queryByText(/avg\. NYC walking tours/)).not.toBeInTheDocument();
    expect(within(privateCard).getByRole('link', { name: 'Contact Us to Book' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // Links to each item's calendar in a new tab, before any code runs.
    const reserve = screen.getAllByRole('link', { name: /^Reserve Your Spot/ });
    expect(reserve.map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/\/items\/562630\/calendar\/\?flow=1219724&full-items=yes$/),
      expect.stringMatching(/\/items\/577800\/calendar\//),
      expect.stringMatching(/\/items\/604533\/calendar\//),
    ]);
    expect(reserve.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    expect(within(featured).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/tours/brooklyn-heights',
    );
    expect(within(featured).getByText(/^“.+”$/)).toBeInTheDocument();
  });

  test('counts one match in the singular and several in the plural', async () => {
    const user = userEvent.setup({ delay: null });
    renderToursPage();
    const search = screen.getByRole('searchbox', { name: 'Search our tours' });
    expect(search).toHaveAttribute('placeholder', 'Search our tours...');

    await user.type(search, 'PROMENADE');
    expect(screen.getByText('Found 1 tour(s) matching "PROMENADE"')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 4 tours')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Brooklyn Heights Historical Cat Tour']);

    await user.clear(search);
    await user.type(search, 'historical');
    expect(screen.getByText('Found 3 tour(s) matching "historical"')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 4 tours')).toBeInTheDocument();
  });

  test('searches descriptions and teasers as well as titles', async () => {
    const user = userEvent.setup({ delay: null });
    renderToursPage();
    const search = screen.getByRole('searchbox', { name: 'Search our tours' });
    // "pushcart" is only in the Lower East Side description; "brokers" only in a teaser.
    await user.type(search, 'pushcart');
    expect(cardTitles()).toEqual(['Lower East Side Historical Cat Tour']);
    await user.clear(search);
    await user.type(search, 'brokers');
    expect(cardTitles()).toEqual(['Financial District Historical Cat Tour']);
  });

  test('shows the empty state and "View all tours" brings every tour back', async () => {
    const user = userEvent.setup({ delay: null });
    renderToursPage();
    const search = screen.getByRole('searchbox', { name: 'Search our tours' });
    await user.type(search, 'zeppelin');

    expect(screen.getByText('No tours found matching "zeppelin"')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 4 tours')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No tours found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or browse all tours.')).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'View all tours' }));
    expect(search).toHaveValue('');
    expect(cardTitles()).toHaveLength(4);
    expect(screen.getByText('Showing 4 of 4 tours')).toBeInTheDocument();
  });

  test('the reset action clears the search', async () => {
    const user = userEvent.setup({ delay: null });
    renderToursPage();
    expect(screen.queryByRole('button', { name: 'Reset search' })).not.toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search our tours' });
    await user.type(search, 'private');
    expect(cardTitles()).toEqual(['Private Tours']);

    await user.click(screen.getByRole('button', { name: 'Reset search' }));
    expect(search).toHaveValue('');
    expect(cardTitles()).toHaveLength(4);
    expect(screen.queryByText(/^Found/)).not.toBeInTheDocument();
  });

  test('"Contact Us to Book" leads to the contact page', async () => {
    const user = userEvent.setup({ delay: null });
    renderToursPage();
    await user.click(screen.getByRole('link', { name: 'Contact Us to Book' }));
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });

  test('the FAQ keeps one answer open and answers whether real cats will be seen', async () => {
    const user = userEvent.setup({ delay: null });
    renderToursPage();
    // Native disclosures: a question is the summary of its group.
    const disclosure = (name: string) => screen.getByRole('heading', { name }).closest('details')!;
    const cats = disclosure('Will we see real cats on the tour?');
    const length = disclosure('How long are the tours and how far do we walk?');

    await user.click(cats.querySelector('summary')!);
    expect(cats).toHaveAttribute('open');
    expect(
      screen.getByText(/There is no guarantee\. Our tours are about the historical cats/),
    ).toBeVisible();

    await user.click(length.querySelector('summary')!);
    expect(length).toHaveAttribute('open');
    expect(cats).not.toHaveAttribute('open');

    await user.click(length.querySelector('summary')!);
    expect(length).not.toHaveAttribute('open');
  });

  test('ends with the booking call to action', () => {
    renderToursPage();
    const cta = screen.getByRole('region', { name: 'Book Your Tour Today' });
    expect(within(cta).getByText('$40')).toBeInTheDocument();
    expect(within(cta).getByRole('img', { name: '4.9 out of 5 stars' })).toBeInTheDocument();
    for (const point of ['Expert Guides', 'Small Groups', 'Unique Stories']) {
      expect(within(cta).getByText(point)).toBeInTheDocument();
    }
    expect(within(cta).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking');
  });

  test('shows the trust strip', () => {
    renderToursPage();
    const trust = screen.getByRole('region', { name: 'Why book with us' });
    for (const point of [
      'Led by professional historians',
      '98% five-star reviews',
      '2-hour tours',
      'Small groups',
    ]) {
      expect(within(trust).getByText(point)).toBeInTheDocument();
    }
  });
});
