import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderPageAt } from '../../test-utils/render-page-at';
import PrivateToursPage from './private-tours-page';

const renderPage = () => renderPageAt('/tours/private-tours', <PrivateToursPage />);

describe('PrivateToursPage', () => {
  it('has one page heading and the pricing and scheduling cards', () => {
    renderPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Private Tours' })).toBeInTheDocument();
    const pricing = screen.getByRole('article', { name: 'Pricing' });
    expect(pricing).toHaveTextContent('$320 minimum covering up to 8 guests');
    expect(pricing).toHaveTextContent('plus $40 per guest beyond 8');
    const scheduling = screen.getByRole('article', { name: 'Scheduling' });
    expect(scheduling).toHaveTextContent('Weekday private tours need at least 2 weeks of notice');
    expect(scheduling).toHaveTextContent('within 48 hours');
  });

  it('contains the calculator with its default total', () => {
    renderPage();

    const calculator = screen.getByRole('region', { name: 'Price Calculator' });
    expect(within(calculator).getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue(8);
    expect(calculator).toHaveTextContent('Total: $320');
  });

  it('offers the three neighbourhoods and custom routes on request', () => {
    renderPage();

    for (const [name, path] of [
      ['Brooklyn Heights', '/tours/brooklyn-heights'],
      ['Financial District', '/tours/financial-district'],
      ['Lower East Side', '/tours/lower-east-side'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    expect(screen.getByText('A custom route')).toBeInTheDocument();
  });

  it('shows the three special events with their images', () => {
    renderPage();

    const events = screen.getByRole('region', { name: 'Perfect for Special Events' });
    for (const title of [
      'Corporate Team Building',
      'Birthdays and Celebrations',
      'Cat Enthusiast Groups',
    ]) {
      expect(within(events).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const images = within(events).getAllByRole('img');
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '600');
      expect(image).toHaveAttribute('height', '400');
      expect(image.getAttribute('alt')).toMatch(/^Illustration of /);
    }
  });

  it('answers 4 questions, including how far ahead to book', async () => {
    const user = userEvent.setup();
    renderPage();

    const faq = screen.getByRole('region', { name: 'Private Tour Questions' });
    const questions = within(faq).getAllByRole('group');
    expect(questions).toHaveLength(4);
    const answer = within(faq).getByText(
      /Book 2-3 weeks ahead for weekdays and 4-6 weeks ahead for weekends/,
    );
    expect(answer).not.toBeVisible();
    await user.click(questions[0]!.querySelector('summary')!);
    expect(questions[0]).toContainElement(answer);
    expect(answer).toBeVisible();
    await user.click(questions[0]!.querySelector('summary')!);
    expect(questions[0]).not.toHaveAttribute('open');
  });

  it('links to the contact page to book', () => {
    renderPage();

    const contactLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/contact');
    expect(contactLinks.map((link) => link.textContent)).toEqual([
      'Request a Private Tour',
      'Contact Us to Book',
    ]);
  });
});
