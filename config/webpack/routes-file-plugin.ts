import { Compilation, sources, type Compiler } from 'webpack';

import { ROUTES_FILE, sectionRoutesOf, type RemoteName } from 'shared-types';

/**
 * Writes `routes.json` into a section's build: the addresses it claims (shared-types'
 * `sectionRoutesOf`), which its release records and the release gate checks against the other
 * sections' before anything is switched.
 */
export class RoutesFilePlugin {
  constructor(private readonly section: 'shell' | RemoteName) {}

  apply(compiler: Compiler): void {
    const name = RoutesFilePlugin.name;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const text = `${JSON.stringify(sectionRoutesOf(this.section), null, 2)}\n`;
          compilation.emitAsset(ROUTES_FILE, new sources.RawSource(text));
        },
      );
    });
  }
}
