import { SubscriptionActivated, SubscriptionStatusChanged } from '@exam/contracts';
import { APPLIED_CHANGES_FIELD, CHANGE_LOG_COLLECTION, changeId, type ChangeLogEntry } from '@exam/messaging';
import { eventually } from '@exam/testing';
import { SubscriptionsApplier } from '../src/subscriptions/subscriptions.applier';
import { SUBSCRIPTIONS_CAPABILITY } from '../src/subscriptions/persistence/subscriptions.repository';
import { billingTestApp, subscribedLearner, subscriptionDoc } from './support/billing-fixtures';

/**
 * Subscriptions change through the change log, with the compare-and-set in the applier: an entry that
 * loses it publishes nothing, and one applied again after a crash publishes its events again but changes
 * nothing twice.
 */
describe('subscription changes left in the change log by a crash', () => {
  const { t, events } = billingTestApp();

  it('applies the first of two entries at one version, publishes only its events, and re-applies harmlessly', async () => {
    const { who, id } = await subscribedLearner(t, 'Quarterly');
    await t.settle();
    const before = (await subscriptionDoc(t, id))!;
    expect(before).toMatchObject({ status: 'created', v: 0 });

    // Two commands read version 0 and committed, then the process died before applying either.
    const at = new Date().toISOString();
    const activate: ChangeLogEntry = {
      _id: changeId(SUBSCRIPTIONS_CAPABILITY, `${id}:first`),
      capability: SUBSCRIPTIONS_CAPABILITY,
      change: { op: 'update', id, expect: { v: 0 }, set: { status: 'active', v: 1 } },
      events: [
        SubscriptionActivated.create(id, {
          subscriptionId: id,
          userId: who.userId,
          planId: 'plan-quarterly',
          planName: 'Abhyudaya Quarterly',
          billingCycle: 'Quarterly',
          status: 'active',
          startedAt: at,
          nextBillingAt: at,
          accessibleContent: [],
          paidfor: 'Abhyudaya-Already passed 12th',
          referralCode: 'ASHA7Q2K',
        }),
      ],
      committedAt: new Date(Date.now() - 60_000),
    };
    const warn: ChangeLogEntry = {
      _id: changeId(SUBSCRIPTIONS_CAPABILITY, `${id}:second`),
      capability: SUBSCRIPTIONS_CAPABILITY,
      change: { op: 'update', id, expect: { v: 0 }, set: { status: 'warning', v: 1 } },
      events: [
        SubscriptionStatusChanged.create(id, {
          subscriptionId: id,
          userId: who.userId,
          status: 'warning',
          nextBillingAt: null,
          reason: 'payment halted',
        }),
      ],
      committedAt: new Date(Date.now() - 59_000),
    };
    const log = t.db('billing').collection<ChangeLogEntry>(CHANGE_LOG_COLLECTION);
    await log.insertMany([activate, warn]);

    // The sweeper finishes them (settle drains every change log, crash-left entries included).
    await t.settle();
    expect(await log.countDocuments({ _id: { $in: [activate._id, warn._id] } })).toBe(0);
    const after = (await subscriptionDoc(t, id))!;
    expect(after).toMatchObject({ status: 'active', v: 1 });
    // The entry that created it, then the one that won version 0; never the loser.
    expect(after[APPLIED_CHANGES_FIELD]).toEqual([expect.any(String), activate._id]);
    await eventually(() => expect(events.of(SubscriptionActivated, id)).toHaveLength(1), 30_000);
    expect(events.of(SubscriptionStatusChanged, id)).toHaveLength(0);

    // Applied again (a crash after applying, before the entry was cleared): the same events come out
    // again (delivery is at least once, by event id), the loser's still do not, and nothing changes.
    const applier = t.app.get(SubscriptionsApplier);
    const again = await applier.apply([activate, warn] as never);
    expect(again).toEqual([
      { tookEffect: true, events: activate.events },
      { tookEffect: false, events: [] },
    ]);
    expect(await subscriptionDoc(t, id)).toEqual(after);
  });
});
