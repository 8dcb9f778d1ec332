/** @jest-environment node */
import { inlineCss, styleSheetTag } from './style-sheet-tags';

describe('styleSheetTag', () => {
  it("links the shell's own sheets", () => {
    expect(styleSheetTag({ href: '/shell.0123456789ab.css' })).toBe(
      '<link rel="stylesheet" href="/shell.0123456789ab.css">',
    );
  });

  it("writes a remote's sheet into the page under the name its CSS loader knows it by", () => {
    expect(
      styleSheetTag({
        href: '/remotes/home-tours/page.0123456789ab.css',
        chunkFile: 'page.0123456789ab.css',
        css: '.a{color:red}',
      }),
    ).toBe('<style data-href="page.0123456789ab.css">.a{color:red}</style>');
  });
});

describe('inlineCss', () => {
  const href = '/remotes/forms/page.0123456789ab.css';

  it("resolves relative urls against the sheet's address, and leaves the others", () => {
    expect(
      inlineCss(
        '.a{background:url(assets/cat.svg)}.b{background:url("./dog.png")}' +
          ".c{background:url('/x.svg')}.d{background:url(data:image/png;base64,AA)}" +
          '.e{background:url(https://cdn.example/y.svg)}.f{filter:url(#blur)}',
        href,
      ),
    ).toBe(
      '.a{background:url(/remotes/forms/assets/cat.svg)}.b{background:url("/remotes/forms/./dog.png")}' +
        ".c{background:url('/x.svg')}.d{background:url(data:image/png;base64,AA)}" +
        '.e{background:url(https://cdn.example/y.svg)}.f{filter:url(#blur)}',
    );
  });

  it('leaves out the source map comment, whose file is named relative to the sheet', () => {
    expect(
      inlineCss('.a{color:red}\n\n/*# sourceMappingURL=page.0123456789ab.css.map*/', href),
    ).toBe('.a{color:red}');
  });

  it('cannot end the style element early', () => {
    expect(inlineCss('.a::after{content:"</style><script>"}', href)).toBe(
      '.a::after{content:"<\\/style><script>"}',
    );
  });
});
