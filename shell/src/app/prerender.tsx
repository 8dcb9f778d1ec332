// Renders one route of the site to HTML in the shell's prerender bundle (webpack.prerender.config.ts,
// docs/decisions/007), with the same routes, layout and pages as the browser.
import * as React from 'react';
import { StrictMode, type ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { ShellModuleId } from 'shared-types';

import { OfflinePage } from '../components/error-fallback/offline-page';
import { PageRegistryContext, type PageRegistry } from '../features/remote-page/page-registry';
import * as booking from '../provides/booking';
import * as router from '../provides/router';
import * as ui from '../provides/ui';
import { AppRoutes, createAppRoutes } from './routes';

/**
 * What a remote page's Node build takes from the shell when it renders here, as in the browser
 * it takes them from the share scope: one React and the shell's own modules.
 */
export const sharedModules: Readonly<
  Record<'react' | 'react/jsx-runtime' | 'react-dom' | ShellModuleId, unknown>
> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'shell/ui': ui,
  'shell/booking': booking,
  'shell/router': router,
};

/**
 * Renders the page at `address` (a path, with the query a page reads: `/blog?post=<id>`) with
 * every lazy page resolved, its remote pages from `registry`; the markup that goes inside `#root`.
 */
export function renderRoute(address: string, registry: PageRegistry): Promise<string> {
  return renderMarkup(
    address,
    <PageRegistryContext value={registry}>
      <StaticRouter location={address}>
        <AppRoutes routes={createAppRoutes()} />
      </StaticRouter>
    </PageRegistryContext>,
  );
}

/** The offline page's markup (components/error-fallback), which no route renders. */
export function renderOfflinePage(): Promise<string> {
  return renderMarkup('the offline page', <OfflinePage />);
}

/** `element`'s markup, every lazy part resolved; `address` names it in errors. */
async function renderMarkup(address: string, element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<StrictMode>{element}</StrictMode>, {
    onError: (error) => void errors.push(error),
    // Every boundary inline, none streamed out of order: that would need React's inline
    // script to reveal it, which the page's CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // React would leave a failed part to the browser; a page that cannot prerender fails the build.
  if (errors.length > 0) {
    throw new AggregateError(errors, `${address} failed to prerender: ${String(errors[0])}`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const markup = Buffer.concat(chunks).toString('utf8');
  // A pending (`$?`) or failed (`$!`) boundary, or a script React added, is a page the browser
  // would have to render afresh.
  if (/<!--\$[?!]-->|<script(?![^>]*type="application\/ld\+json")/.test(markup)) {
    throw new Error(`${address} prerendered with a pending part or a script.`);
  }
  return markup;
}
