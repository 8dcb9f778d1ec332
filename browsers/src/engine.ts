/** The three browser engines, each from Debian's packages. */
export const engines = ['chromium', 'firefox', 'webkit'] as const;

/** Blink (Debian's `chromium`), Gecko (`firefox-esr`) or WebKit (`webkit2gtk-driver`'s MiniBrowser). */
export type Engine = (typeof engines)[number];

/** The name a person reads in a report. */
export const engineLabels: Record<Engine, string> = {
  chromium: 'Chromium',
  firefox: 'Firefox',
  webkit: 'WebKit',
};

/** Whether `name` is one of the engines. */
export function isEngine(name: string): name is Engine {
  return (engines as readonly string[]).includes(name);
}
