import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';

import { JsonLd, serializeJsonLd } from './json-ld';

const blockOf = (container: HTMLElement) =>
  container.querySelector('script[type="application/ld+json"]');

describe('JsonLd', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('writes a data block that no text can close', () => {
    const { container } = render(<JsonLd data={{ name: '</script><b>' }} />);
    expect(blockOf(container)?.innerHTML).toBe('{"name":"\\u003c/script>\\u003cb>"}');
    expect(JSON.parse(serializeJsonLd({ a: '<' }))).toEqual({ a: '<' });
  });

  it('computes data given as a function when it writes the block', () => {
    const compute = jest.fn(() => ({ startDate: '2026-11-28T10:00:00-05:00' }));
    const { container } = render(<JsonLd data={compute} />);
    expect(JSON.parse(blockOf(container)?.innerHTML ?? '')).toEqual({
      startDate: '2026-11-28T10:00:00-05:00',
    });
  });

  it('keeps the prerendered block while hydrating and writes it when the page is idle', async () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    const container = document.createElement('div');
    // The build wrote the block with the data it knew.
    container.innerHTML = '<script type="application/ld+json">{"built":true}</script>';
    document.body.append(container);
    const compute = jest.fn(() => ({ built: false }));

    await act(async () => {
      hydrateRoot(container, <JsonLd data={compute} />);
    });
    expect(compute).not.toHaveBeenCalled();
    expect(blockOf(container)?.innerHTML).toBe('{"built":true}');

    act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 })));
    expect(compute).toHaveBeenCalledTimes(1);
    expect(blockOf(container)?.innerHTML).toBe('{"built":false}');
    container.remove();
  });

  it('writes one block in each idle period, in page order', async () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    const runNextIdle = () =>
      act(() => idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 }));
    const container = document.createElement('div');
    container.innerHTML =
      '<script type="application/ld+json">{"block":1}</script>' +
      '<script type="application/ld+json">{"block":2}</script>';
    document.body.append(container);
    const first = jest.fn(() => ({ block: 'one' }));
    const second = jest.fn(() => ({ block: 'two' }));
    const blocks = () =>
      Array.from(container.querySelectorAll('script'), (script) => script.innerHTML);

    await act(async () => {
      hydrateRoot(
        container,
        <>
          <JsonLd data={first} />
          <JsonLd data={second} />
        </>,
      );
    });

    runNextIdle();
    expect(blocks()).toEqual(['{"block":"one"}', '{"block":2}']);
    expect(second).not.toHaveBeenCalled();
    runNextIdle();
    expect(blocks()).toEqual(['{"block":"one"}', '{"block":"two"}']);
    expect(idle).toHaveLength(0);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
