/** @jest-environment node */
import { renderToString } from 'react-dom/server';

import { JsonLd } from './json-ld';

describe('JsonLd, prerendered at build time', () => {
  it('writes its data, computed if given as a function', () => {
    expect(renderToString(<JsonLd data={() => ({ page: 'tour' })} />)).toBe(
      '<script type="application/ld+json">{"page":"tour"}</script>',
    );
  });
});
