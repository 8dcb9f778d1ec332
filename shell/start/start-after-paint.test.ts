import fs from 'node:fs';
import path from 'node:path';

const source = fs.readFileSync(path.join(__dirname, 'start-after-paint.js'), 'utf8');

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** Runs the start script as the page would, as the `<script>` tag that names the scripts. */
function runStartScript(scripts: string) {
  const tag = document.createElement('script');
  tag.dataset.scripts = scripts;
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  new Function(source)();
}

function startedScripts(): string[] {
  return Array.from(document.head.querySelectorAll('script')).map(
    (script) =>
      `${script.getAttribute('src')} async=${script.async} fetchpriority=${script.getAttribute('fetchpriority')}`,
  );
}

describe('start-after-paint.js', () => {
  let paintCallback: PaintCallback | undefined;
  const disconnect = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.replaceChildren();
    paintCallback = undefined;
    const Observer = jest.fn((callback: PaintCallback) => {
      paintCallback = callback;
      return { observe: jest.fn(), disconnect };
    });
    Object.assign(Observer, { supportedEntryTypes: ['paint', 'navigation'] });
    Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true });
  });

  afterEach(() => jest.useRealTimers());

  const paint = (name: string) =>
    paintCallback!({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect });

  it('starts the listed scripts in order once the first contentful paint is on screen', () => {
    runStartScript('/main.0123456789ab.js /other.0123456789ab.js');
    jest.advanceTimersByTime(1000);
    expect(startedScripts()).toEqual([]);

    paint('first-paint');
    jest.advanceTimersByTime(10);
    expect(startedScripts()).toEqual([]);

    paint('first-contentful-paint');
    expect(disconnect).toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(startedScripts()).toEqual([
      '/main.0123456789ab.js async=false fetchpriority=high',
      '/other.0123456789ab.js async=false fetchpriority=high',
    ]);
    // Only once, whatever else fires.
    jest.advanceTimersByTime(5000);
    expect(startedScripts()).toHaveLength(2);
  });

  it('starts anyway when nothing contentful is painted within 3 s', () => {
    runStartScript('/main.0123456789ab.js');
    jest.advanceTimersByTime(2999);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(startedScripts()).toEqual(['/main.0123456789ab.js async=false fetchpriority=high']);
  });

  it('starts at once in a tab opened in the background, which paints nothing', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      runStartScript('/main.0123456789ab.js');
      jest.advanceTimersByTime(100);
      expect(startedScripts()).toEqual(['/main.0123456789ab.js async=false fetchpriority=high']);
      expect(paintCallback).toBeUndefined();
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
  });
});
