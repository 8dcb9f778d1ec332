import * as RadixTooltip from '@radix-ui/react-tooltip';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { IconTooltip, Tooltips } from './icon-tooltip';
import type { TooltipCode } from './tooltip-code';
import type * as TooltipCodeModule from './tooltip-code';

/** A fresh copy of tooltip-code.ts, on a device where `(any-hover: hover)` is `canHover`. */
function tooltipCodeModule(canHover: boolean | undefined): typeof TooltipCodeModule {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value:
      canHover === undefined
        ? undefined
        : (query: string) => ({
            matches: query === '(any-hover: hover)' && canHover,
            media: query,
          }),
  });
  let module: typeof TooltipCodeModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual('./tooltip-code');
  });
  return module!;
}

function renderSearchButton(code: TooltipCode | undefined) {
  render(
    <Tooltips code={code}>
      <IconTooltip label="Search">
        <button type="button" aria-label="Search the site">
          🔍
        </button>
      </IconTooltip>
    </Tooltips>,
  );
  return screen.getByRole('button', { name: 'Search the site' });
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.dontMock('@radix-ui/react-tooltip');
  // The dynamic import resolves outside isolateModules, in the test file's registry.
  jest.resetModules();
});

describe('where no input can hover (a phone)', () => {
  it('loads no tooltip code, and the icon button renders alone', async () => {
    const factory = jest.fn(() => RadixTooltip);
    jest.doMock('@radix-ui/react-tooltip', factory);
    const code = await tooltipCodeModule(false).loadTooltipsIfHoverable();
    expect(code).toBeUndefined();
    expect(factory).not.toHaveBeenCalled();
    // Radix's trigger would mark the button with its state.
    expect(renderSearchButton(code)).not.toHaveAttribute('data-state');
  });

  it('shows no hints where the browser cannot answer media queries', async () => {
    await expect(tooltipCodeModule(undefined).loadTooltipsIfHoverable()).resolves.toBeUndefined();
  });
});

describe('where an input can hover', () => {
  it('loads the code once, and the icon button shows its hint on focus', async () => {
    // The test file's own copy: the one React that testing-library renders with.
    const factory = jest.fn(() => RadixTooltip);
    jest.doMock('@radix-ui/react-tooltip', factory);
    const module = tooltipCodeModule(true);
    const [code] = await Promise.all([
      module.loadTooltipsIfHoverable(),
      module.loadTooltipsIfHoverable(),
    ]);
    expect(factory).toHaveBeenCalledTimes(1);

    const button = renderSearchButton(code);
    expect(button).toHaveAttribute('data-state', 'closed');
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Search');
  });

  it('shows no hints, with a warning, when the code fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.doMock('@radix-ui/react-tooltip', () => {
      throw new Error('ChunkLoadError');
    });
    const code = await tooltipCodeModule(true).loadTooltipsIfHoverable();
    expect(code).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      'The tooltip code failed to load; icon buttons show no hints.',
      expect.any(Error),
    );
    expect(renderSearchButton(code)).not.toHaveAttribute('data-state');
  });
});
