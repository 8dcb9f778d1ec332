import { edgeQuery } from './bucket-site';

describe('edgeQuery', () => {
  it('keeps values encoded and gathers a repeated name', () => {
    expect(edgeQuery('?a=1&b=x%20y&a=2&flag')).toEqual({
      a: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] },
      b: { value: 'x%20y' },
      flag: { value: '' },
    });
  });
});
