import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import SurveyPage from './survey-page';

describe('SurveyPage', () => {
  it('has one title, thanks the guest, shows the form and is kept out of search engines', () => {
    render(
      <MemoryRouter initialEntries={['/survey']}>
        <SurveyPage />
      </MemoryRouter>,
    );

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Tour Feedback Survey' })).toBeVisible();
    expect(screen.getByText(/Thank you for walking with us!/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Tell Us About Your Tour' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});
