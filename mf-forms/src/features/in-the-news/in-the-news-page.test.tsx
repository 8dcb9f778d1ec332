// The matchers are registered by the Jest setup; this import brings their types to `tsc`.
import '@testing-library/jest-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import InTheNewsPage from './in-the-news-page';
import { pressArticles } from './press-articles';

function renderInTheNewsPage() {
  return render(
    <MemoryRouter initialEntries={['/in-the-news']}>
      <InTheNewsPage />
    </MemoryRouter>,
  );
}

function getArticles() {
  return within(screen.getByRole('list', { name: 'Press Coverage' })).getAllByRole('listitem');
}

describe('InTheNewsPage', () => {
  it('shows one page heading and lists 11 press articles', () => {
    renderInTheNewsPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'In the News' })).toBeInTheDocument();
    expect(getArticles()).toHaveLength(11);
  });

  it('shows each article with its date, publication, title, description and logo', () => {
    renderInTheNewsPage();

    getArticles().forEach((item, index) => {
      const article = pressArticles[index]!;
      expect(within(item).getByRole('heading', { level: 3, name: article.title })).toBeVisible();
      expect(item).toHaveTextContent(`${article.publication} · ${article.date}`);
      expect(within(item).getByText(article.description)).toBeInTheDocument();
      expect(
        within(item).getByRole('img', { name: `${article.publication} logo` }),
      ).toHaveAttribute('width', '240');
    });
    expect(pressArticles.every((article) => /^[A-Z][a-z]+ \d{4}$/.test(article.date))).toBe(true);
  });

  it('shows the quote of the articles that have one', () => {
    renderInTheNewsPage();

    const quoted = pressArticles.filter((article) => article.quote);
    expect(quoted.length).toBeGreaterThan(0);
    quoted.forEach((article) => {
      expect(screen.getByText(`“${article.quote}”`)).toBeInTheDocument();
    });
  });

  it('opens every article in a new tab, and its link says which article and that', () => {
    renderInTheNewsPage();

    const links = screen.getAllByRole('link', { name: /^Read Article/ });
    expect(links).toHaveLength(11);
    links.forEach((link, index) => {
      const article = pressArticles[index]!;
      expect(link).toHaveAccessibleName(
        `Read Article from ${article.publication}: ${article.title} (opens in a new tab)`,
      );
      expect(link).toHaveAttribute('href', article.link);
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it('links journalists to the press kit and the contact page', () => {
    renderInTheNewsPage();

    expect(screen.getByRole('link', { name: 'Visit the Press Kit' })).toHaveAttribute(
      'href',
      '/press-kit',
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows a placeholder, keeping the alt text, when a logo fails to load', () => {
    renderInTheNewsPage();

    const logo = screen.getByRole('img', { name: 'Brownstoner logo' });
    fireEvent.error(logo);
    fireEvent.error(logo);

    expect(logo).toHaveClass('image-error');
    expect(screen.getByRole('img', { name: 'Brownstoner logo' })).toBe(logo);
  });

  it('sets the page title and description', () => {
    renderInTheNewsPage();

    expect(document.title).toMatch(/^In the News/);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('walking tours'),
    );
  });
});
