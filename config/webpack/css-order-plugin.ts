import type { Compiler, WebpackPluginInstance } from 'webpack';

/** What mini-css-extract-plugin says when two chunk groups want a shared sheet's rules in two orders. */
const CONFLICTING_ORDER = /Conflicting order/;

/**
 * Fails the build when mini-css-extract-plugin cannot order a CSS chunk's rules the way every
 * chunk group that loads it imports them. It then picks an order itself and only warns, so a rule
 * could win over another in one build and lose in the next after an unrelated change of imports.
 * With this check the order of every style sheet follows from the imports, and a change that
 * makes two chunk groups disagree is an error to fix where the imports are, not a warning.
 */
export class CssOrderPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap('CssOrderPlugin', (compilation) => {
      const conflicts = compilation.warnings.filter((warning) =>
        CONFLICTING_ORDER.test(warning.message),
      );
      if (conflicts.length === 0) return;
      compilation.warnings = compilation.warnings.filter((warning) => !conflicts.includes(warning));
      compilation.errors.push(...conflicts);
    });
  }
}
