import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { FaqAccordion } from './faq-accordion';

const items = [
  { question: 'How long is a tour?', answer: 'About two hours.' },
  {
    question: 'Will we see real cats?',
    answer: 'There is no guarantee; the tours are about historical cats.',
  },
  { question: 'Is it accessible?', answer: 'Routes are on level sidewalks.' },
];

const trigger = (name: string) => screen.getByRole('button', { name });

describe('FaqAccordion, one open at a time', () => {
  it('starts closed, opens one answer and closes the previous', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    expect(trigger('How long is a tour?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('About two hours.')).not.toBeInTheDocument();

    await user.click(trigger('How long is a tour?'));
    expect(screen.getByText('About two hours.')).toBeVisible();

    await user.click(trigger('Will we see real cats?'));
    expect(trigger('Will we see real cats?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('How long is a tour?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('About two hours.')).not.toBeInTheDocument();
  });

  it('closes the open answer when its question is chosen again (collapsible)', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} defaultOpen={[0]} />);
    expect(trigger('How long is a tour?')).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger('How long is a tour?'));
    expect(trigger('How long is a tour?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });
});

describe('FaqAccordion, each item toggles', () => {
  it('keeps several answers open and honours the initially open ones', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} type="multiple" defaultOpen={[0]} />);
    expect(trigger('How long is a tour?')).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger('Is it accessible?'));
    expect(trigger('How long is a tour?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Is it accessible?')).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger('How long is a tour?'));
    expect(trigger('How long is a tour?')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Is it accessible?')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('FaqAccordion keyboard', () => {
  it('moves between questions with the arrow keys, Home and End, wrapping', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    trigger('How long is a tour?').focus();

    await user.keyboard('{ArrowDown}');
    expect(trigger('Will we see real cats?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(trigger('Is it accessible?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('How long is a tour?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger('Is it accessible?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger('How long is a tour?')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(trigger('How long is a tour?')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger('How long is a tour?')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('FaqAccordion layout', () => {
  it('limits the panel to 24rem by default and scrolls inside it', () => {
    render(<FaqAccordion items={items} defaultOpen={[1]} />);
    const panel = screen.getByTestId('faq-panel');
    expect(panel).toHaveStyle({ maxHeight: '24rem' });
    expect(panel).toHaveClass('panel');
    expect(screen.getByRole('region', { name: 'Will we see real cats?' })).toContainElement(panel);
  });

  it('accepts another panel height', () => {
    render(<FaqAccordion items={items} defaultOpen={[0]} panelMaxHeight="12rem" />);
    expect(screen.getByTestId('faq-panel')).toHaveStyle({ maxHeight: '12rem' });
  });

  it('puts questions under h3 headings unless told otherwise', () => {
    const { unmount } = render(<FaqAccordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    unmount();
    render(<FaqAccordion items={items} headingLevel={2} id="faq" />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(document.getElementById('faq')).not.toBeNull();
  });
});
