import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'shell/ui';

import { renderWithToasts, toasts } from '../../test-utils/render-with-toasts';
import { contactFaqs } from './contact-faqs';
import ContactPage, { CONTACT_FAQ_ID } from './contact-page';
import { HelpButton } from './help-button';

jest.setTimeout(30_000);

const scrollIntoView = jest.fn();

beforeEach(() => {
  // jsdom does not lay out, so it has no scrollIntoView; the call itself is what matters.
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
});

afterEach(() => {
  act(() => toast.dismiss());
});

describe('ContactPage', () => {
  it('greets with the hero and has one page heading', () => {
    renderWithToasts(<ContactPage />, '/contact');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    expect(screen.getByText("We're available to chat!")).toBeVisible();
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeInTheDocument();
  });

  it('links to resources, quick actions and ways to reach out', () => {
    renderWithToasts(<ContactPage />, '/contact');

    const cards = screen.getByRole('complementary', { name: 'Other ways to reach us' });
    const hrefs = within(cards)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/blog', '/tours', '/in-the-news', '/booking', `#${CONTACT_FAQ_ID}`]),
    );
    expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
    const instagram = within(cards).getByRole('link', { name: /Instagram/ });
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Book Your Tour' })).toHaveAttribute(
      'href',
      '/booking',
    );
    expect(screen.getByRole('region', { name: 'From Our Guests' })).toHaveTextContent('Maria G.');
  });

  it('shows six questions with the first open, each toggling on its own', async () => {
    const user = userEvent.setup();
    renderWithToasts(<ContactPage />, '/contact');

    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    // Native disclosures: each answer opens without the page's code.
    const questions = within(faq).getAllByRole('group');
    const summary = (index: number) => questions[index]!.querySelector('summary')!;
    expect(questions).toHaveLength(6);
    expect(questions.map((item) => item.hasAttribute('open'))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    await user.click(summary(2));
    expect(questions[0]).toHaveAttribute('open');
    expect(questions[2]).toHaveAttribute('open');
    await user.click(summary(0));
    expect(questions[0]).not.toHaveAttribute('open');
  });

  it('emits FAQ structured data, and leaves the breadcrumb data to the shell’s layout', () => {
    renderWithToasts(<ContactPage />, '/contact');

    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    );
    expect(data.map((item) => item['@type'])).toEqual(['FAQPage']);
    expect(data[0]?.mainEntity).toHaveLength(contactFaqs.length);
  });

  it('scrolls the help button to the FAQ and pulses it for 2 s', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithToasts(<ContactPage />, '/contact');
      const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });

      await user.click(screen.getByRole('link', { name: /^Need help\?/ }));

      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(faq);
      expect(faq).toHaveFocus();
      expect(faq).toHaveAttribute('data-highlighted', 'true');
      act(() => jest.advanceTimersByTime(1999));
      expect(faq).toHaveAttribute('data-highlighted', 'true');
      act(() => jest.advanceTimersByTime(1));
      expect(faq).not.toHaveAttribute('data-highlighted');
    } finally {
      jest.useRealTimers();
    }
  });

  it("says 'Section Not Found' when the help button's target is missing", async () => {
    const user = userEvent.setup();
    renderWithToasts(<HelpButton targetId="no-such-section" />);

    await user.click(screen.getByRole('link', { name: /^Need help\?/ }));

    expect(await toasts().findByText('Section Not Found')).toBeInTheDocument();
    expect(
      toasts().getByText("We couldn't find that section. Please try another link."),
    ).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('names the help button after its visible text, and links it to its section', () => {
    render(<HelpButton targetId="x" />);
    expect(screen.getByRole('link')).toHaveAccessibleName(
      'Need help? Go to the frequently asked questions',
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '#x');
  });
});
