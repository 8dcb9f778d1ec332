import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type To,
} from 'react-router-dom';

import { Tooltips } from '../components/layout/icon-tooltip';
import type { TooltipCode } from '../components/layout/tooltip-code';
import { PageRegistryContext, type PageRegistry } from '../features/remote-page/page-registry';
import { AppRoutes, createAppRoutes, type LeaveForDocument, type RenderRemote } from './routes';

/** A remote page stand-in: one h1 naming the module. */
const renderModuleName: RenderRemote = (module) => <h1>Page of {module}</h1>;

/** What a test reads of the memory router, and how it navigates like a visitor's browser would. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate(to: To | number): Promise<void>;
}

interface Probe {
  location?: Location;
  historyAction?: NavigationType;
  navigate?: NavigateFunction;
}

function RouterProbe({ probe }: { probe: Probe }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    Object.assign(probe, { location, historyAction, navigate });
  });
  return null;
}

function testRouter(probe: Probe): TestRouter {
  const read = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The app has not rendered yet.');
    return value;
  };
  return {
    get state() {
      return { location: read(probe.location), historyAction: read(probe.historyAction) };
    },
    async navigate(to) {
      const navigate = read(probe.navigate);
      await (typeof to === 'number' ? navigate(to) : navigate(to));
    },
  };
}

/** What {@link renderApp} renders the app with. */
export interface RenderAppOptions {
  /** How a remote page renders: by default an h1 naming its module. */
  renderRemote?: RenderRemote;
  /** The tooltip code, as on a desktop; none, as on a phone, by default. */
  tooltips?: TooltipCode;
  /** Where remote pages come from, for a test that renders the real `RemotePage`. */
  registry?: PageRegistry;
  /** What the browser's router does at an unknown address; by default it is not found here. */
  leave?: LeaveForDocument;
}

/**
 * Renders the whole app (layout, routes, redirects) in a memory router at `path`; tests only.
 */
export function renderApp(
  path: string,
  { renderRemote = renderModuleName, tooltips, registry, leave }: RenderAppOptions = {},
) {
  const probe: Probe = {};
  const view = render(
    <PageRegistryContext value={registry ?? null}>
      <Tooltips code={tooltips}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes routes={createAppRoutes(renderRemote, leave)} />
          <RouterProbe probe={probe} />
        </MemoryRouter>
      </Tooltips>
    </PageRegistryContext>,
  );
  return { router: testRouter(probe), ...view };
}
