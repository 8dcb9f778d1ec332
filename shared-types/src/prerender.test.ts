import { SHELL_BUILD_META, shellBuildOf } from './prerender';

describe('shellBuildOf', () => {
  it('reads the build from the minified index.html, its attributes unquoted', () => {
    const html = `<head><meta charset=utf-8><meta name=${SHELL_BUILD_META} content=0f3a9c><title>`;
    expect(shellBuildOf(html)).toBe('0f3a9c');
  });

  it('reads it with quoted attributes, in either order', () => {
    expect(shellBuildOf(`<meta name="${SHELL_BUILD_META}" content="be11"/>`)).toBe('be11');
    expect(shellBuildOf(`<meta content="be12" name="${SHELL_BUILD_META}">`)).toBe('be12');
  });

  it('takes no other meta tag for it', () => {
    const html = `<meta name=${SHELL_BUILD_META}-old content=aa><meta name=description content=ab>`;
    expect(shellBuildOf(html)).toBeUndefined();
    expect(shellBuildOf('<html><head></head></html>')).toBeUndefined();
  });

  it('refuses a content that is not a build', () => {
    expect(shellBuildOf(`<meta name=${SHELL_BUILD_META} content="x y">`)).toBeUndefined();
  });
});
