import { BadRequestException } from '@nestjs/common';
import { parseListQuery } from './react-admin-list';

describe('react-admin list queries', () => {
  const sortable = ['name', 'createdAt'];

  it('reads range, sort and filter', () => {
    expect(
      parseListQuery({ range: '[10,19]', sort: '["createdAt","DESC"]', filter: '{"q":"polity"}' }, sortable, [
        'name',
        'ASC',
      ]),
    ).toEqual({
      skip: 10,
      limit: 10,
      sort: { createdAt: -1 },
      filter: { q: 'polity' },
    });
  });

  it('defaults to the first page sorted as asked', () => {
    expect(parseListQuery({}, sortable, ['name', 'ASC'])).toEqual({
      skip: 0,
      limit: 25,
      sort: { name: 1 },
      filter: {},
    });
  });

  it.each([
    [{ range: '[5,1]' }],
    [{ range: 'oops' }],
    [{ sort: '["password","ASC"]' }],
    [{ sort: '["name","SIDEWAYS"]' }],
    [{ filter: '[1]' }],
  ])('refuses %j with 400', (query) => {
    expect(() => parseListQuery(query, sortable, ['name', 'ASC'])).toThrow(BadRequestException);
  });
});
