/** The events that show a visitor has started to use the page (a press, a tap or a key). */
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Calls `callback` once, on the visitor's first press, tap or key press anywhere in the page;
 * what a first screen does not need can load then, before the visitor can ask for it.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const stop = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, handle, options);
  };
  function handle() {
    stop();
    callback();
  }
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, handle, options);
  return stop;
}
