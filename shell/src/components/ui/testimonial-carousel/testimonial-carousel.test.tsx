import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TestimonialCarousel } from './testimonial-carousel';

const testimonials = [
  {
    quote: 'Best tour in Brooklyn.',
    author: 'Ana P.',
    role: 'Visitor from Lisbon',
    source: 'Google Review',
    rating: 5,
  },
  {
    quote: 'We learned so much about ship cats.',
    author: 'Dev R.',
    source: 'Google Review',
    rating: 4,
  },
  { quote: 'Our kids loved it.', author: 'Mia K.', role: 'Parent' },
];

function slide(): HTMLElement {
  return screen.getByRole('group');
}

describe('TestimonialCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('shows quote, author, role, source and stars', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(screen.getByRole('region', { name: 'Guest testimonials' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByText('Best tour in Brooklyn.')).toBeInTheDocument();
    expect(screen.getByText('Ana P.')).toBeInTheDocument();
    expect(screen.getByText('Visitor from Lisbon')).toBeInTheDocument();
    expect(screen.getByText('Google Review')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(slide()).toHaveAccessibleName('1 of 3');
    expect(slide()).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('holds each review in a figure of its own inside the slide, which ARIA lets keep its role', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const review = within(slide()).getByRole('figure');
    expect(review).not.toHaveAttribute('role');
    expect(within(review).getByText('Ana P.').closest('figcaption')).not.toBeNull();
  });

  it('moves on every 8000 ms and wraps around', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    act(() => jest.advanceTimersByTime(7999));
    expect(screen.getByText('Best tour in Brooklyn.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('We learned so much about ship cats.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(8000));
    expect(screen.getByText('Our kids loved it.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /stars/ })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(8000));
    expect(screen.getByText('Best tour in Brooklyn.')).toBeInTheDocument();
  });

  it('goes back from the first to the last and forward from the last to the first', async () => {
    const user = setup();
    render(<TestimonialCarousel testimonials={testimonials} />);
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(slide()).toHaveAccessibleName('3 of 3');
    act(() => jest.advanceTimersByTime(500));
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(slide()).toHaveAccessibleName('1 of 3');
  });

  it('ignores clicks for 500 ms after a move', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    fireEvent.click(next);
    expect(slide()).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(499));
    fireEvent.click(next);
    expect(slide()).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(next);
    expect(slide()).toHaveAccessibleName('3 of 3');
  });

  it('jumps with the dots and marks the current one', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const dots = screen.getAllByRole('button', { name: /^Show testimonial/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3 of 3' }));
    expect(screen.getByText('Our kids loved it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show testimonial 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show testimonial 1 of 3' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('slides in a slide it moved to, never the first one the page shows', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(screen.getByRole('group', { name: '1 of 3' })).not.toHaveClass('entering');
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2 of 3' }));
    expect(screen.getByRole('group', { name: '2 of 3' })).toHaveClass('entering');
  });

  it('gives a full interval after a manual move', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    act(() => jest.advanceTimersByTime(6000));
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    act(() => jest.advanceTimersByTime(7999));
    expect(slide()).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(slide()).toHaveAccessibleName('3 of 3');
  });

  it('pauses while hovered', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const region = screen.getByRole('region', { name: 'Guest testimonials' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(20000));
    expect(slide()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(8000));
    expect(slide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while focus is inside and announces slides then', async () => {
    const user = setup();
    render(<TestimonialCarousel testimonials={testimonials} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous testimonial' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(20000));
    expect(slide()).toHaveAccessibleName('1 of 3');
    expect(slide().parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('stops and resumes the rotation on request', async () => {
    const user = setup();
    render(
      <>
        <TestimonialCarousel testimonials={testimonials} label="Reviews" />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Pause rotation' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    act(() => jest.advanceTimersByTime(20000));
    expect(slide()).toHaveAccessibleName('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Resume rotation' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    act(() => jest.advanceTimersByTime(8000));
    expect(slide()).toHaveAccessibleName('2 of 3');
  });

  it('uses a custom interval and lock', () => {
    render(<TestimonialCarousel testimonials={testimonials} intervalMs={3000} lockMs={100} />);
    act(() => jest.advanceTimersByTime(3000));
    expect(slide()).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(100));
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(slide()).toHaveAccessibleName('3 of 3');
  });

  it('shows a single testimonial without controls and nothing when empty', () => {
    const { unmount } = render(<TestimonialCarousel testimonials={[testimonials[0]!]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    const { container } = render(<TestimonialCarousel testimonials={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  describe('for a visitor who asks for reduced motion', () => {
    /** The browser's answer to `(prefers-reduced-motion: reduce)`, which can change later. */
    function prefersReducedMotion(reduce: boolean) {
      const listeners = new Set<() => void>();
      const query = {
        matches: reduce,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      };
      window.matchMedia = jest.fn((media: string) =>
        media === '(prefers-reduced-motion: reduce)' ? query : { ...query, matches: false },
      ) as unknown as typeof window.matchMedia;
      return (next: boolean) => {
        query.matches = next;
        listeners.forEach((listener) => listener());
      };
    }

    afterEach(() => {
      delete (window as Partial<Window>).matchMedia;
    });

    it('never moves by itself, and a review chosen does not slide in', () => {
      prefersReducedMotion(true);
      render(<TestimonialCarousel testimonials={testimonials} />);
      act(() => jest.advanceTimersByTime(18_000));
      expect(slide()).toHaveAccessibleName('1 of 3');
      expect(slide().parentElement).toHaveAttribute('aria-live', 'polite');

      fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
      expect(slide()).toHaveAccessibleName('2 of 3');
      expect(slide()).not.toHaveClass('entering');
      act(() => jest.advanceTimersByTime(18_000));
      expect(slide()).toHaveAccessibleName('2 of 3');
    });

    it('follows the setting while the page is open', () => {
      const change = prefersReducedMotion(false);
      render(<TestimonialCarousel testimonials={testimonials} />);
      act(() => jest.advanceTimersByTime(8000));
      expect(slide()).toHaveAccessibleName('2 of 3');
      act(() => change(true));
      act(() => jest.advanceTimersByTime(18_000));
      expect(slide()).toHaveAccessibleName('2 of 3');
      act(() => change(false));
      act(() => jest.advanceTimersByTime(8000));
      expect(slide()).toHaveAccessibleName('3 of 3');
    });
  });
});
