import * as RadixTooltip from '@radix-ui/react-tooltip';
import { render, screen } from '@testing-library/react';

import type * as IconTooltipModule from './icon-tooltip';
import type * as PrimitivesModule from './tooltip-primitives';

type TooltipModules = {
  primitives: typeof PrimitivesModule;
  iconTooltip: typeof IconTooltipModule;
};

/** Fresh copies of the modules, with `(any-hover: hover)` answering `canHover`. */
function loadModules(canHover: boolean | undefined): TooltipModules {
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
  let modules: TooltipModules | undefined;
  jest.isolateModules(() => {
    modules = {
      primitives: jest.requireActual('./tooltip-primitives'),
      iconTooltip: jest.requireActual('./icon-tooltip'),
    };
  });
  return modules!;
}

function renderIconButton({ iconTooltip }: TooltipModules) {
  const { IconTooltip, TooltipTiming } = iconTooltip;
  render(
    <TooltipTiming>
      <IconTooltip label="Search">
        <button type="button" aria-label="Search the site">
          🔍
        </button>
      </IconTooltip>
    </TooltipTiming>,
  );
  return screen.getByRole('button', { name: 'Search the site' });
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.dontMock('@radix-ui/react-tooltip');
  // The dynamic import resolves outside isolateModules, in the test file's registry.
  jest.resetModules();
});

describe('tooltips where no input can hover (a phone)', () => {
  it('are neither loaded nor rendered: the icon button renders alone', async () => {
    // The test file's own copy: the one React that testing-library renders with.
    const factory = jest.fn(() => RadixTooltip);
    jest.doMock('@radix-ui/react-tooltip', factory);
    const modules = loadModules(false);
    await modules.primitives.settleTooltips();
    expect(factory).not.toHaveBeenCalled();
    expect(modules.primitives.tooltipPrimitives()).toBeUndefined();
    const button = renderIconButton(modules);
    // Radix's trigger would mark the button with its state.
    expect(button).not.toHaveAttribute('data-state');
  });

  it('are off where the browser cannot answer media queries', async () => {
    const modules = loadModules(undefined);
    await modules.primitives.settleTooltips();
    expect(modules.primitives.tooltipPrimitives()).toBeUndefined();
  });
});

describe('tooltips where an input can hover', () => {
  it('are loaded once before the first render and wrap the icon button', async () => {
    // The test file's own copy: the one React that testing-library renders with.
    const factory = jest.fn(() => RadixTooltip);
    jest.doMock('@radix-ui/react-tooltip', factory);
    const modules = loadModules(true);
    await Promise.all([
      modules.primitives.loadTooltipsIfHoverable(),
      modules.primitives.settleTooltips(),
    ]);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(modules.primitives.tooltipPrimitives()?.Root).toBeDefined();
    expect(renderIconButton(modules)).toHaveAttribute('data-state', 'closed');
  });

  it('are off, with a warning, when their code fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.doMock('@radix-ui/react-tooltip', () => {
      throw new Error('ChunkLoadError');
    });
    const modules = loadModules(true);
    await modules.primitives.settleTooltips();
    expect(modules.primitives.tooltipPrimitives()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      'The tooltip code failed to load; icon buttons show no hints.',
      expect.any(Error),
    );
    expect(renderIconButton(modules)).not.toHaveAttribute('data-state');
  });
});
