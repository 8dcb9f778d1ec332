// The matchers are registered by the Jest setup; this import brings their types to `tsc`.
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { serializeJsonLd } from 'shell/ui';

import { renderPageAt } from '../../test-utils/render-page-at';
import AboutPage from './about-page';
import { teamMembers } from './team';

const renderAboutPage = () => renderPageAt('/about', <AboutPage />);

describe('AboutPage', () => {
  it('shows one page heading and the story with its founding date and the year the listings give', () => {
    renderAboutPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const story = screen.getByRole('region', { name: 'Our Story' });
    expect(story).toHaveTextContent('August 2023');
    expect(story).toHaveTextContent('2024');
    expect(story).toHaveTextContent('three licensed guides');
    expect(story).toHaveTextContent('curated by our co-founder and cat historian');
  });

  it('introduces four team members, each with a role, a portrait and their own cat', () => {
    renderAboutPage();

    const team = screen.getByRole('list', { name: 'Meet the Team' });
    const members = within(team).getAllByRole('listitem');
    expect(members).toHaveLength(4);
    members.forEach((member, index) => {
      const { name, role, catName } = teamMembers[index]!;
      expect(within(member).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(within(member).getByText(role)).toBeInTheDocument();
      expect(member).toHaveTextContent(`Cat: ${catName}`);
      expect(within(member).getByRole('img')).toHaveAccessibleName(
        `Illustrated portrait of ${name} with their cat ${catName}`,
      );
    });
  });

  it('has co-founders and licensed guides, one co-founder being the cat historian', () => {
    renderAboutPage();

    const team = screen.getByRole('list', { name: 'Meet the Team' });
    expect(within(team).getAllByText(/co-founder/i)).toHaveLength(2);
    expect(within(team).getAllByText(/licensed guide/i)).toHaveLength(3);
    expect(within(team).getByText('Co-Founder & Cat Historian')).toBeInTheDocument();
  });

  it('shows the mission with three feature cards', () => {
    renderAboutPage();

    const mission = screen.getByRole('region', { name: 'Our Mission' });
    expect(within(mission).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('links to the booking page', () => {
    renderAboutPage();

    expect(screen.getByRole('link', { name: 'Reserve your tour today' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });

  it('sets the page title and description', () => {
    renderAboutPage();

    expect(document.title).toMatch(/^About Us/);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('licensed guides'),
    );
  });

  it('leaves the breadcrumb structured data to the shell’s layout', () => {
    const { container } = renderAboutPage();

    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('escapes "<" in structured data so a value cannot close the script element', () => {
    const json = serializeJsonLd({ name: '</script><b>' });

    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><b>' });
  });
});
