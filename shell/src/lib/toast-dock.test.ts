import { dockClearOf } from './toast-dock';

/** A panel whose box spans `top`..`bottom` in a 900 px high viewport. */
function panelAt(top: number, bottom: number): Element {
  const panel = document.createElement('div');
  panel.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: 0, y: top, width: 600, height: bottom - top });
  return panel;
}

describe('dockClearOf', () => {
  const height = window.innerHeight;
  beforeAll(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
  });
  afterAll(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  });

  it('keeps the bottom dock without a panel', () => {
    expect(dockClearOf(null)).toBeUndefined();
  });

  it('keeps the bottom dock for a panel in the upper half of the screen', () => {
    expect(dockClearOf(panelAt(150, 400))).toBeUndefined();
  });

  it('docks at the top when what shows of the panel lies in the lower half', () => {
    // The booking page at 1280 × 900: the failed calendar's panel from 657 px, cut by the fold.
    expect(dockClearOf(panelAt(657, 905))).toBe('top-right');
    // Only its top edge in view, where the bottom dock sits.
    expect(dockClearOf(panelAt(640, 1000))).toBe('top-right');
  });

  it('keeps the bottom dock for a panel out of view, above or below', () => {
    expect(dockClearOf(panelAt(-400, -100))).toBeUndefined();
    expect(dockClearOf(panelAt(950, 1200))).toBeUndefined();
  });

  it('judges by the part in view: a panel scrolled half out at the top stays clear of the bottom', () => {
    expect(dockClearOf(panelAt(-300, 500))).toBeUndefined();
  });
});
