/**
 * The JSON value a page's `<meta name="<name>" content="…">` carries: undefined when the page has
 * no such tag or its content is empty. Throws a SyntaxError when the content is not JSON.
 */
export function readMetaJson(doc: Pick<Document, 'querySelector'>, name: string): unknown {
  const content = doc
    .querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
    ?.getAttribute('content');
  return content ? JSON.parse(content) : undefined;
}
