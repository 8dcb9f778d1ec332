import { readMetaJson } from './meta-json';

describe('readMetaJson', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="with-json" content=\'{"a":1}\'><meta name="empty">';
  });

  it("reads the JSON of the named meta tag's content", () => {
    expect(readMetaJson(document, 'with-json')).toEqual({ a: 1 });
  });

  it('gives undefined for a missing tag or an empty content', () => {
    expect(readMetaJson(document, 'missing')).toBeUndefined();
    expect(readMetaJson(document, 'empty')).toBeUndefined();
  });

  it('throws when the content is not JSON', () => {
    document.head.innerHTML = '<meta name="broken" content="{not json">';
    expect(() => readMetaJson(document, 'broken')).toThrow(SyntaxError);
  });
});
