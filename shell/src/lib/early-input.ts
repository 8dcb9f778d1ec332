/** An event shell/start/capture-early-input.js held back until its part of the page was hydrated. */
export type EarlyEvent =
  | { type: 'click'; target: Element }
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

declare global {
  interface Window {
    /** Written by shell/start/capture-early-input.js before the page's first paint. */
    __earlyInput?: { events: EarlyEvent[] };
  }
}

/** The attribute `#root` carries once the layout around the page's content is hydrated. */
export const LAYOUT_HYDRATED_ATTRIBUTE = 'data-layout-hydrated';

const fieldSelector = 'input, textarea, select';

/** The value setter of the element's own class, which React's value tracking does not see. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement): (value: string) => void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  return (value) => setter?.call(field, value);
}

/**
 * What the visitor changed in a field before it was hydrated, as a function that tells React
 * about it; undefined for a field left as it was. Hydration keeps what a field shows, but the
 * component's state still holds the prerendered value, and its next render would put that back.
 * The field is set to the prerendered value through React's own value tracking and then to the
 * visitor's through the browser's, so the event that follows is a change React passes to the
 * component's `onChange`, as if the visitor had typed it now. All are read before any is told:
 * the first change renders the page again, which resets the fields not told yet.
 */
function changeOf(field: Element): (() => void) | undefined {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const checked = field.checked;
    if (checked === field.defaultChecked) return undefined;
    return () => {
      field.checked = !checked;
      // A click toggles it back and is the event React listens to for these.
      field.click();
    };
  }
  if (field instanceof HTMLSelectElement) {
    const selected = [...field.options].map((option) => option.selected);
    if ([...field.options].every((option) => option.selected === option.defaultSelected)) {
      return undefined;
    }
    return () => {
      [...field.options].forEach((option, index) => {
        option.selected = selected[index] ?? false;
      });
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
    return undefined;
  const typed = field.value;
  if (field.type === 'file' || typed === field.defaultValue) return undefined;
  return () => {
    field.value = field.defaultValue;
    nativeValueSetter(field)(typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

function replay(event: EarlyEvent): void {
  if (!event.target.isConnected) return;
  if (event.type === 'click') {
    (event.target as HTMLElement).click();
    return;
  }
  const submitter = event.submitter?.isConnected ? event.submitter : null;
  if (submitter && event.target.contains(submitter)) event.target.requestSubmit(submitter);
  else event.target.requestSubmit();
}

/**
 * Hands what the visitor did before a part of the page was hydrated to the code that now answers
 * it, once that part is hydrated and marked so (the capture script then lets new events there
 * through): the `layout` around the page's content (header, footer), with the page's root, then
 * the `page`, whose content has a boundary of its own. Typed text and choices first, then, in the
 * next task, the held clicks and submissions, in order.
 */
export function replayEarlyInput(root: Element, part: 'layout' | 'page'): void {
  const main = root.querySelector('#main-content');
  const inPart = (element: Element) => root.contains(element) && !main?.contains(element);
  if (part === 'page') {
    const changes = [...root.querySelectorAll(fieldSelector)].map(changeOf);
    for (const tell of changes) tell?.();
  }
  const queue = window.__earlyInput?.events;
  if (!queue) return;
  // Once the page is hydrated everything is: what is left then is replayed or dropped.
  const ready = part === 'page' ? [...queue] : queue.filter((event) => inPart(event.target));
  if (ready.length === 0) return;
  queue.splice(0, queue.length, ...queue.filter((event) => !ready.includes(event)));
  // In a task of its own, once React has rendered what the fields told it.
  setTimeout(() => ready.forEach(replay), 0);
}
