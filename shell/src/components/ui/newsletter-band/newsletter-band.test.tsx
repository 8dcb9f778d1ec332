import { render, screen } from '@testing-library/react';

import { NewsletterBand, newsletterHoneypotName } from './newsletter-band';

describe('NewsletterBand', () => {
  it('posts a plain form to the provider in a new tab', () => {
    render(<NewsletterBand />);
    const form = screen.getByRole('form', { name: 'Get Cat History in Your Inbox' });
    expect(form).toHaveAttribute(
      'action',
      'https://catsabouttowntours.us21.list-manage.com/subscribe/post?u=4f1a&id=9c2e',
    );
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('target', '_blank');
    expect(form).not.toHaveAttribute('novalidate');
  });

  it('asks for a required email, a required first name and an optional last name', () => {
    render(<NewsletterBand />);
    const email = screen.getByLabelText('Email address *');
    expect(email).toHaveAttribute('name', 'EMAIL');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const first = screen.getByLabelText('First name *');
    expect(first).toHaveAttribute('name', 'FNAME');
    expect(first).toBeRequired();
    const last = screen.getByLabelText('Last name (optional)');
    expect(last).toHaveAttribute('name', 'LNAME');
    expect(last).not.toBeRequired();
  });

  it('requires the consent checkbox, whose value is "true"', () => {
    render(<NewsletterBand />);
    const consent = screen.getByRole('checkbox', { name: /send me the newsletter/ });
    expect(consent).toHaveAttribute('name', 'CONSENT');
    expect(consent).toHaveAttribute('value', 'true');
    expect(consent).toBeRequired();
  });

  it('sends the tags value, 2069 unless told otherwise', () => {
    const { container, unmount } = render(<NewsletterBand />);
    expect(container.querySelector('input[type="hidden"][name="tags"]')).toHaveValue('2069');
    unmount();
    const other = render(
      <NewsletterBand tags="3120" heading="Stay in touch" text="Monthly news." />,
    );
    expect(other.container.querySelector('input[name="tags"]')).toHaveValue('3120');
    expect(screen.getByRole('heading', { level: 2, name: 'Stay in touch' })).toBeInTheDocument();
    expect(screen.getByText('Monthly news.')).toBeInTheDocument();
  });

  it('hides the honeypot from people, keyboards and autofill', () => {
    const { container } = render(<NewsletterBand />);
    const trap = container.querySelector('input[name="b_4f1a_9c2e"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap).toHaveValue('');
    expect(trap?.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.queryByRole('textbox', { name: 'Leave this field empty' }),
    ).not.toBeInTheDocument();
  });

  it('has a submit button', () => {
    render(<NewsletterBand />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
  });

  it('derives the honeypot name from the provider URL', () => {
    expect(newsletterHoneypotName('https://x.list-manage.com/subscribe/post?u=ab&id=cd')).toBe(
      'b_ab_cd',
    );
    expect(newsletterHoneypotName('https://x.example/signup')).toBe('b_subscriber_trap');
  });
});
