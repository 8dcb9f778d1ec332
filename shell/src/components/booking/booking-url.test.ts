import { buildBookingUrl, parseItemId } from './booking-url';

describe('buildBookingUrl', () => {
  it('builds the provider calendar for an item with the default flow and full items', () => {
    expect(buildBookingUrl({ itemId: 577800 })).toBe(
      'https://fareharbor.com/embeds/book/catsabouttowntours/items/577800/calendar/?flow=1219724&full-items=yes',
    );
  });

  it('uses the default item 562630 without an item', () => {
    expect(buildBookingUrl()).toContain('/items/562630/calendar/');
  });

  it('takes provider base, account and flow from configuration', () => {
    expect(
      buildBookingUrl({ itemId: 1, flowId: 2, baseUrl: 'https://book.example', account: 'acme' }),
    ).toBe('https://book.example/embeds/book/acme/items/1/calendar/?flow=2&full-items=yes');
  });
});

describe('parseItemId', () => {
  it.each([
    ['577800', 577800],
    [' 604533 ', 604533],
    ['abc', undefined],
    ['12abc', undefined],
    ['-5', undefined],
    ['0', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads %p as %p', (raw, expected) => {
    expect(parseItemId(raw)).toBe(expected);
  });
});
