import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';

/** A list request in react-admin's simple REST dialect: `range=[0,24]&sort=["name","ASC"]&filter={"q":"x"}`. */
export interface ListQuery {
  skip: number;
  limit: number;
  sort: Record<string, 1 | -1>;
  filter: Record<string, unknown>;
}

const MAX_PAGE = 500;

function parseJson<T>(raw: unknown, name: string, fallback: T): T {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string') throw new BadRequestException(`Invalid ${name}`);
  try {
    return JSON.parse(raw) as T;
  } catch {
    throw new BadRequestException(`Invalid ${name}: not JSON`);
  }
}

/** Parses and bounds a react-admin list query; `sortable` guards which fields may be sorted on. */
export function parseListQuery(
  query: Record<string, unknown>,
  sortable: readonly string[],
  defaultSort: [string, 'ASC' | 'DESC'],
): ListQuery {
  const range = parseJson<unknown>(query.range, 'range', [0, 24]);
  const sort = parseJson<unknown>(query.sort, 'sort', defaultSort);
  const filter = parseJson<unknown>(query.filter, 'filter', {});
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0) ||
    range[1] < range[0]
  ) {
    throw new BadRequestException('Invalid range: expected [start, end]');
  }
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    !sortable.includes(String(sort[0])) ||
    !['ASC', 'DESC'].includes(String(sort[1]))
  ) {
    throw new BadRequestException(
      `Invalid sort: expected [field, "ASC"|"DESC"] with field one of ${sortable.join(', ')}`,
    );
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw new BadRequestException('Invalid filter');
  return {
    skip: range[0],
    limit: Math.min(range[1] - range[0] + 1, MAX_PAGE),
    sort: { [String(sort[0])]: sort[1] === 'ASC' ? 1 : -1 },
    filter: filter as Record<string, unknown>,
  };
}

/** The headers react-admin's simple REST provider reads for the total. */
export function setListHeaders(
  res: Response,
  resource: string,
  skip: number,
  count: number,
  total: number,
): void {
  const end = count ? skip + count - 1 : skip;
  res.setHeader('Content-Range', `${resource} ${skip}-${end}/${total}`);
  res.setHeader('X-Total-Count', String(total));
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count');
}

/** Escapes text for use inside a regular expression (search boxes). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
