import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { FaqAccordion } from './faq-accordion';

const items = [
  { question: 'How long is a tour?', answer: 'About two hours.' },
  {
    question: 'Will we see real cats?',
    answer: 'There is no guarantee; the tours are about historical cats.',
  },
  { question: 'Is it accessible?', answer: 'Routes are on level sidewalks.' },
];

/** The disclosure of a question (a `<details>`, role group) and its summary, the control. */
const disclosure = (question: string) =>
  screen.getByRole('heading', { name: question }).closest('details')!;
const summary = (question: string) => disclosure(question).querySelector('summary')!;

describe('FaqAccordion, one open at a time', () => {
  it('starts closed, opens one answer and closes the previous', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    expect(disclosure('How long is a tour?')).not.toHaveAttribute('open');
    expect(screen.getByText('About two hours.')).not.toBeVisible();

    await user.click(summary('How long is a tour?'));
    expect(screen.getByText('About two hours.')).toBeVisible();

    await user.click(summary('Will we see real cats?'));
    expect(disclosure('Will we see real cats?')).toHaveAttribute('open');
    expect(disclosure('How long is a tour?')).not.toHaveAttribute('open');
    expect(screen.getByText('About two hours.')).not.toBeVisible();
  });

  it('closes the open answer when its question is chosen again (collapsible)', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} defaultOpen={[0]} />);
    expect(disclosure('How long is a tour?')).toHaveAttribute('open');
    await user.click(summary('How long is a tour?'));
    expect(disclosure('How long is a tour?')).not.toHaveAttribute('open');
  });

  it('groups its disclosures under one name, so the browser keeps one open without code', () => {
    render(<FaqAccordion items={items} />);
    const names = screen.getAllByRole('group').map((item) => item.getAttribute('name'));
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toBeTruthy();
  });
});

describe('FaqAccordion, each item toggles', () => {
  it('keeps several answers open and honours the initially open ones', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} type="multiple" defaultOpen={[0]} />);
    expect(disclosure('How long is a tour?')).toHaveAttribute('open');
    await user.click(summary('Is it accessible?'));
    expect(disclosure('How long is a tour?')).toHaveAttribute('open');
    expect(disclosure('Is it accessible?')).toHaveAttribute('open');
    await user.click(summary('How long is a tour?'));
    expect(disclosure('How long is a tour?')).not.toHaveAttribute('open');
    expect(disclosure('Is it accessible?')).toHaveAttribute('open');
    expect(screen.getAllByRole('group').every((item) => !item.hasAttribute('name'))).toBe(true);
  });
});

describe('FaqAccordion keyboard', () => {
  it('moves between questions with the arrow keys, Home and End, wrapping', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    summary('How long is a tour?').focus();

    await user.keyboard('{ArrowDown}');
    expect(summary('Will we see real cats?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(summary('Is it accessible?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(summary('How long is a tour?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(summary('Is it accessible?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(summary('How long is a tour?')).toHaveFocus();
  });
});

describe('FaqAccordion before and after its code', () => {
  it('keeps an answer the visitor opened before hydration open', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FaqAccordion items={items} type="multiple" />);
    document.body.append(container);
    // Opened by the browser, natively, while the page's code was on its way.
    container.querySelectorAll('details')[1]!.open = true;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <FaqAccordion items={items} type="multiple" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(disclosure('Will we see real cats?')).toHaveAttribute('open');
    container.remove();
  });
});

describe('FaqAccordion layout', () => {
  it('limits the panel to 24rem by default and scrolls inside it', () => {
    render(<FaqAccordion items={items} defaultOpen={[1]} />);
    const panel = screen.getAllByTestId('faq-panel')[1]!;
    expect(panel).toHaveStyle({ maxHeight: '24rem' });
    expect(panel).toHaveClass('panel');
    expect(disclosure('Will we see real cats?')).toContainElement(panel);
    expect(panel).toHaveTextContent('There is no guarantee; the tours are about historical cats.');
  });

  it('accepts another panel height', () => {
    render(<FaqAccordion items={items} defaultOpen={[0]} panelMaxHeight="12rem" />);
    expect(screen.getAllByTestId('faq-panel')[0]).toHaveStyle({ maxHeight: '12rem' });
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
