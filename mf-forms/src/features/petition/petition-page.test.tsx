import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { formsConfig } from '../../config/forms-config';
import PetitionPage, { SIGN_SECTION_ID } from './petition-page';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/petition-jerry-fox']}>
      <PetitionPage />
    </MemoryRouter>,
  );
}

describe('PetitionPage', () => {
  it('leads from the hero button to the sign section', () => {
    renderPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = screen.getByRole('link', { name: 'Sign the Petition' });
    expect(hero).toHaveAttribute('href', `#${SIGN_SECTION_ID}`);
    const sign = screen.getByRole('region', { name: 'Sign the Petition' });
    expect(sign).toHaveAttribute('id', SIGN_SECTION_ID);
  });

  it('tells the story of the blind cat of Borough Hall in 1904', () => {
    renderPage();

    const story = screen.getByRole('region', { name: 'The Story of Jerry Fox' });
    expect(story).toHaveTextContent('blind');
    expect(story).toHaveTextContent('Brooklyn Borough Hall');
    expect(story).toHaveTextContent('1904');
    expect(within(story).getByRole('link', { name: /Read the full story/ })).toHaveAttribute(
      'href',
      '/blog?post=jerry-fox-saves-brooklyn-borough-hall',
    );
  });

  it('shows four significance cards', () => {
    renderPage();

    const cards = within(
      screen.getByRole('region', { name: 'Why Jerry Fox Matters' }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    cards.forEach((card) => expect(within(card).getByRole('heading', { level: 3 })).toBeVisible());
  });

  it('opens the external petition form in a new window and offers a mail link', () => {
    renderPage();

    const sign = screen.getByRole('region', { name: 'Sign the Petition' });
    const form = within(sign).getByRole('link', { name: /Sign the Petition Form/ });
    expect(form).toHaveAttribute('href', formsConfig.petitionFormUrl);
    expect(form).toHaveAttribute('target', '_blank');
    expect(form.getAttribute('rel')).toContain('noopener');
    expect(form).toHaveAccessibleName('Sign the Petition Form (opens in a new window)');
    expect(
      within(sign)
        .getByRole('link', { name: /Email us/ })
        .getAttribute('href'),
    ).toMatch(/^mailto:.+@.+\?subject=Jerry%20Fox%20petition$/);
  });
});
