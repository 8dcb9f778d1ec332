import { buttonClass } from './button-class';

describe('buttonClass', () => {
  it.each([
    ['primary', 'md', 'button-primary'],
    ['secondary', 'md', 'button-secondary'],
    ['light', 'md', 'button-light'],
    ['ghost', 'md', 'button-ghost'],
    ['primary', 'lg', 'button-primary button-lg'],
  ] as const)('%s %s is "%s"', (variant, size, expected) => {
    expect(buttonClass(variant, size)).toBe(expected);
  });

  it('is medium by default', () => {
    expect(buttonClass('ghost')).toBe('button-ghost');
  });
});
