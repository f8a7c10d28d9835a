import type { TFunction } from 'i18next';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  href: string;
  /** Payment screens load as a document of their own (their Content-Security-Policy allows the checkout). */
  document?: boolean;
}

export const purchaseItem = (t: TFunction): NavItem => ({
  label: t('Purchase Plan'),
  href: paths.purchase.getHref(),
  document: true,
});

export const learnerItems = (t: TFunction): NavItem[] => [
  { label: t('Quizzes'), href: paths.quizList.getHref() },
  { label: t('View Profile'), href: paths.dashboard.getHref() },
  { label: t('My Subscriptions'), href: paths.mySubscriptions.getHref() },
  { label: t('My Mistakes'), href: paths.myMistakes.getHref() },
  { label: t('Bookmarks'), href: paths.bookmarks.getHref() },
];

export const initial = (name: string) => (name.trim()[0] ?? '?').toUpperCase();
