import { loadBundle } from './load-bundle';

describe('loadBundle', () => {
  it("returns a CommonJS bundle's exports, with the modules it was given and Node's own", () => {
    const code =
      'const react = require("react"); const path = require("node:path");' +
      'module.exports = { version: react.version, joined: path.posix.join("a", "b") };';
    expect(loadBundle(code, 'page.js', { react: { version: '19' } })).toEqual({
      version: '19',
      joined: 'a/b',
    });
  });

  it('refuses a module the bundle should have been built with, naming it', () => {
    expect(() => loadBundle('require("left-pad");', 'server/ContactPage.js')).toThrow(
      'server/ContactPage.js requires "left-pad", which it should have been built with.',
    );
  });
});
