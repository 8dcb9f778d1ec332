import { onFirstInteraction } from './first-interaction';

describe('onFirstInteraction', () => {
  it.each(['pointerdown', 'keydown', 'touchstart'])('calls back once, on the first %s', (type) => {
    const callback = jest.fn();
    onFirstInteraction(callback);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('keydown'));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('ignores what is no interaction, and can be stopped', () => {
    const callback = jest.fn();
    const stop = onFirstInteraction(callback);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('mousemove'));
    expect(callback).not.toHaveBeenCalled();
    stop();
    window.dispatchEvent(new Event('pointerdown'));
    expect(callback).not.toHaveBeenCalled();
  });
});
