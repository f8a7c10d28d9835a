import type { PurchaseOrder, Subscription } from '@/types/api';

/** getuserbyid's subscription, with the billing cycle the profile read model keeps. */
export type HeldSubscription = Subscription;

/** Spec section 4: 'created' (never paid) is hidden from lists. */
export function visibleSubscriptions(all: readonly HeldSubscription[] | undefined): HeldSubscription[] {
  return (all ?? []).filter((s) => s.status !== 'created');
}

/**
 * The manage table: unsubscribing removes the row (spec section 4), so cancelled ones stay off it once the
 * profile is read again; the dashboard's table still shows them with their red badge.
 */
export function manageableSubscriptions(all: readonly HeldSubscription[] | undefined): HeldSubscription[] {
  return visibleSubscriptions(all).filter((s) => s.status !== 'cancelled');
}

export type BadgeColor = 'success' | 'warning' | 'error';

/** Active green, warning yellow, anything else red. */
export function statusColor(status: string): BadgeColor {
  if (status === 'active') return 'success';
  if (status === 'warning') return 'warning';
  return 'error';
}

export const canUnsubscribe = (s: Pick<HeldSubscription, 'status'>) => s.status === 'active';

/** 'Old Quiz Purchases' lists successful purchases only. */
export function successfulPurchases(all: readonly PurchaseOrder[] | undefined): PurchaseOrder[] {
  return (all ?? []).filter((o) => o.status === 'success');
}
