import { randomUUID } from 'node:crypto';
import { OutboxRelay } from '@exam/messaging';
import { eventually, startTestApp, testConfig } from '@exam/testing';
import { IdentityAppModule } from '../src/identity-app.module';
import { registrationEvents } from '../src/users/registration-events';

describe('outbox relay', () => {
  it('delivers an event stored while the relay was down, once, after a restart', async () => {
    const config = testConfig();
    const first = await startTestApp((c) => IdentityAppModule.forRoot(c), config);
    await first.app.get(OutboxRelay).stop();

    // Given an event stored with its change, but never published (the relay stopped first)
    const userId = '65f1a2b3c4d5e6f7a8b9c0d1';
    const email = `relay.${randomUUID().slice(0, 6)}@example.com`;
    const profile = {
      name: 'Relay Test',
      email,
      mobile: '9999999999',
      classs: 'Already passed 12th',
      school: 'S',
      schoolcode: 'Empty',
      section: 'Unavailable',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      role: 'learner' as const,
    };
    await first
      .db('identity')
      .collection('users')
      .insertOne({
        _id: userId as never,
        ...profile,
        key: 'k',
        paid: false,
        rollNumber: '',
        passwordHash: 'x',
        verified: false,
        otp: null,
        session: null,
        outbox: registrationEvents(userId, profile),
      });
    await new Promise((r) => setTimeout(r, 300));
    expect(
      await first
        .db('identity')
        .collection('learner_profiles')
        .findOne({ _id: userId as never }),
    ).toBeNull();
    await first.close({ keepData: true });

    // When the service starts again
    const second = await startTestApp((c) => IdentityAppModule.forRoot(c), config);
    try {
      // Then the projection receives it, and only once
      await eventually(async () =>
        expect(
          await second
            .db('identity')
            .collection('learner_profiles')
            .findOne({ _id: userId as never }),
        ).toMatchObject({ email, v: 1 }),
      );
      await second.settle();
      expect(
        (await second
          .db('identity')
          .collection('users')
          .findOne({ _id: userId as never }))!.outbox,
      ).toEqual([]);
      expect(
        await second
          .db('identity')
          .collection('applied_events')
          .countDocuments({ projector: 'identity.learner-profile' }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        (await second
          .db('identity')
          .collection('learner_profiles')
          .findOne({ _id: userId as never }))!.v,
      ).toBe(1);
    } finally {
      await second.close();
    }
  });
});
