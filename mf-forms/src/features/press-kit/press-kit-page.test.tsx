import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { formsConfig } from '../../config/forms-config';
import { pressFaqs } from './press-kit-content';
import PressKitPage from './press-kit-page';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/press-kit']}>
      <PressKitPage />
    </MemoryRouter>,
  );
}

/** The question's summary: the control of its native disclosure. */
const question = (index: number) =>
  screen.getByRole('heading', { name: pressFaqs[index]!.question }).closest('summary')!;
const isOpen = (index: number) => question(index).parentElement!.hasAttribute('open');

describe('PressKitPage', () => {
  it('lists the photos, logos and four press releases, and opens the folder in a new window', () => {
    renderPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const resources = screen.getByRole('region', { name: 'Press Resources' });
    expect(within(resources).getByRole('heading', { name: 'Tour Photos' })).toBeVisible();
    expect(within(resources).getByRole('heading', { name: 'Logos' })).toBeVisible();
    const releases = within(resources).getByRole('heading', { name: 'Press Releases' })
      .nextElementSibling as HTMLElement;
    expect(within(releases).getAllByRole('listitem')).toHaveLength(4);
    const folder = within(resources).getByRole('link', { name: /Open the Press Kit Folder/ });
    expect(folder).toHaveAttribute('href', formsConfig.pressKitFolderUrl);
    expect(folder).toHaveAttribute('target', '_blank');
    expect(folder.getAttribute('rel')).toContain('noopener');
  });

  it('shows the about text, media quotes and the Featured In list', () => {
    renderPage();

    expect(screen.getByRole('region', { name: 'About the Tours' })).toHaveTextContent('1904');
    const coverage = screen.getByRole('region', { name: 'Media Coverage' });
    expect(within(coverage).getAllByRole('blockquote')).toHaveLength(3);
    const featured = screen.getByRole('region', { name: 'Featured In' });
    expect(within(featured).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    expect(featured).toHaveTextContent('NY1 News');
  });

  it('offers a media inquiry by mail with the 24-hour reply promise', () => {
    renderPage();

    const contact = screen.getByRole('region', { name: 'Media Contact' });
    expect(contact).toHaveTextContent('within 24 hours');
    expect(within(contact).getByRole('link').getAttribute('href')).toMatch(
      /^mailto:[^?]+\?subject=Media%20Inquiry$/,
    );
  });

  it('has five questions, one open at a time, and the open one closes again', async () => {
    const user = userEvent.setup();
    renderPage();

    pressFaqs.forEach((_item, index) => expect(question(index)).toBeInTheDocument());
    expect(pressFaqs.map((_item, index) => isOpen(index))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);

    await user.click(question(2));
    expect(isOpen(2)).toBe(true);
    expect(isOpen(0)).toBe(false);

    await user.click(question(2));
    expect(pressFaqs.some((_item, index) => isOpen(index))).toBe(false);
    expect(screen.getByText(pressFaqs[2]!.answer)).not.toBeVisible();
  });

  it('moves between questions with the arrow, Home and End keys', async () => {
    const user = userEvent.setup();
    renderPage();

    question(0).focus();
    await user.keyboard('{ArrowDown}');
    expect(question(1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(question(4)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(question(0)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(question(4)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(question(0)).toHaveFocus();
  });

  it('shows three five-star testimonials', () => {
    renderPage();

    const guests = screen.getByRole('region', { name: 'What Guests Say' });
    expect(within(guests).getAllByRole('listitem')).toHaveLength(3);
    expect(within(guests).getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(3);
  });
});
