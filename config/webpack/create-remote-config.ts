import type { Configuration, WebpackPluginInstance } from 'webpack';

import { remotes, type PageName, type RemoteName } from 'shared-types';
import shellContract from 'shell-contract/package.json';

import { createPageServerConfig } from './create-server-config';
import {
  consumeShellModules,
  createWebpackConfig,
  sharedSingletons,
  type FederationOptions,
} from './create-webpack-config';
import { RoutesFilePlugin } from './routes-file-plugin';

/**
 * Each page remote `N` exposes, by the name shared-types gives it, and its source file relative
 * to the package: the one list a remote keeps of its pages. A page missing from it, or one
 * shared-types does not know, is a type error.
 */
export type PageSources<N extends RemoteName> = Readonly<Record<PageName<N>, string>>;

/**
 * A remote's Module Federation options: its pages exposed (`./<Page>`), React shared as a
 * singleton, the shell's modules consumed from the share scope under the version of the shell's
 * contract it compiles against (the installed `shell-contract`), and the manifest the shell
 * finds it by.
 */
export function remoteFederationConfig<N extends RemoteName>(
  name: N,
  pages: PageSources<N>,
  dependencies: Record<string, string>,
) {
  // Every page the remote lists, in the route list's order: the type check holds the list to
  // shared-types' names, and a page listed before the route list has it (a page a release of
  // the remote adds) is exposed with the rest.
  const sources = pages as Readonly<Record<string, string>>;
  const known: readonly string[] = remotes[name].exposes.map((key) => key.slice(2));
  const order = [...known, ...Object.keys(sources).filter((page) => !known.includes(page))];
  const exposes: Record<string, string> = Object.fromEntries(
    order.flatMap((page) => (sources[page] ? [[`./${page}`, sources[page]]] : [])),
  );
  return {
    name: remotes[name].name,
    filename: 'remoteEntry.js',
    exposes,
    // shell/ui, shell/booking and shell/router come from the shell through the share scope.
    shared: {
      ...sharedSingletons(dependencies),
      ...consumeShellModules(shellContract.version),
    },
    shareStrategy: 'loaded-first' as const,
    manifest: true,
    dts: false,
    // The entry runs on the shell's federation runtime core (docs/decisions/006); what it keeps
    // of the runtime leaves out remote loading, manifest snapshots and the Node loaders, which a
    // remote that loads no remotes and runs in browsers never uses.
    experiments: {
      externalRuntime: true,
      optimization: { disableRemote: true, disableSnapshot: true, target: 'web' as const },
    },
  } satisfies FederationOptions;
}

/** What a remote's `webpack.config.ts` gives {@link createRemoteWebpackConfig}. */
export interface RemoteBuildOptions<N extends RemoteName> {
  /** The remote. */
  name: N;
  /** Absolute path of its package (its `__dirname`). */
  packageDir: string;
  /** Its pages (module-federation.config.ts). */
  pages: PageSources<N>;
  /** Its federation options (module-federation.config.ts). */
  federation: FederationOptions;
  /** Extra plugins of its browser build and of its pages' Node build. */
  plugins?: Partial<Record<'browser' | 'server', WebpackPluginInstance[]>>;
}

/**
 * A remote's build: its federated browser build in `dist/` and, in production, its pages built
 * for Node in `dist/server/` (create-server-config.ts), which the prerender renders them from.
 */
export function createRemoteWebpackConfig<N extends RemoteName>(options: RemoteBuildOptions<N>) {
  return (_env: unknown, argv: { mode?: string }): Configuration | Configuration[] => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const browser = createWebpackConfig(
      {
        packageDir: options.packageDir,
        federation: options.federation,
        devPort: remotes[options.name].devPort,
        // 'auto': the remote finds its own files wherever it is deployed.
        publicPath: 'auto',
        // A remote has no page of its own: its only entry is the federation container.
        entry: {},
        // The Node build writes dist/server/ beside it.
        keepInDist: /^server\//,
        // The addresses its pages claim, which its release records and gates.
        plugins: [...(options.plugins?.browser ?? []), new RoutesFilePlugin(options.name)],
      },
      { mode },
    );
    if (mode === 'development') return browser;
    return [
      { ...browser, name: 'browser' },
      createPageServerConfig({
        packageDir: options.packageDir,
        pages: options.pages,
        plugins: options.plugins?.server,
      }),
    ];
  };
}
