import { BadRequestException } from '@nestjs/common';
import type { ListQuery } from '@exam/common';

/** A payments listing's page (react-admin's range, sort and filter, read by the controller). */
export interface PaymentsPage {
  where: Record<string, unknown>;
  skip: number;
  limit: number;
  sort: ListQuery['sort'];
}

/** status, userId and a created-at window (`from`/`to` as YYYY-MM-DD, India's calendar day) from a filter. */
export function paymentsWhereOf(filter: Record<string, unknown>): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  if (typeof filter.status === 'string') where.status = filter.status;
  if (typeof filter.userId === 'string' && filter.userId.trim()) where.userId = filter.userId.trim();
  const day = (v: unknown, end: boolean) => {
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v))
      throw new BadRequestException('from and to must be dates (YYYY-MM-DD)');
    return new Date(`${v}T${end ? '23:59:59.999' : '00:00:00.000'}+05:30`);
  };
  const [from, to] = [day(filter.from, false), day(filter.to, true)];
  if (from || to) where.createdAt = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
  return where;
}
