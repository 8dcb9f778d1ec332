import { render } from '@testing-library/react';

import { JsonLd, serializeJsonLd } from './json-ld';

describe('JsonLd', () => {
  it('writes a data block that no text can close', () => {
    const { container } = render(<JsonLd data={{ name: '</script><b>' }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).toBe('{"name":"\\u003c/script>\\u003cb>"}');
    expect(JSON.parse(serializeJsonLd({ a: '<' }))).toEqual({ a: '<' });
  });
});
