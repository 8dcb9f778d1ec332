import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PriceCalculator } from './price-calculator';

function setup() {
  const user = userEvent.setup();
  render(<PriceCalculator />);
  const input = screen.getByRole('spinbutton', { name: 'Number of guests' });
  const total = () => screen.getByText(/^Total:/);
  async function enter(text: string) {
    await user.clear(input);
    if (text) await user.type(input, text);
  }
  return { user, input, total, enter };
}

describe('PriceCalculator', () => {
  it('starts at 8 guests for $320, limited to 1-30, announced politely', () => {
    const { input, total } = setup();

    expect(input).toHaveValue(8);
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '30');
    expect(total()).toHaveTextContent('Total: $320');
    expect(total().closest('output')).toHaveAttribute('aria-live', 'polite');
  });

  it.each([
    ['1', '$320'],
    ['8', '$320'],
    ['9', '$360'],
    ['30', '$1,200'],
  ])('prices %s guests at %s', async (guests, expected) => {
    const { total, enter } = setup();

    await enter(guests);

    expect(total()).toHaveTextContent(`Total: ${expected}`);
  });

  it.each([
    ['an empty field', '', '$320', 1],
    ['"abc"', 'abc', '$320', 1],
    ['more than 30 guests', '45', '$1,200', 30],
  ])('reads %s as a count from 1 to 30', async (_case, text, expected, guests) => {
    const { total, enter, input, user } = setup();

    await enter(text);

    expect(total()).toHaveTextContent(`Total: ${expected}`);
    expect(screen.getByText(new RegExp(`^${guests} guests?:`))).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue(guests);
  });

  it('shows how the total is made up', async () => {
    const { enter } = setup();

    await enter('12');

    expect(
      screen.getByText('12 guests: $320 minimum for up to 8 guests + 4 extra guests × $40'),
    ).toBeInTheDocument();
  });
});
