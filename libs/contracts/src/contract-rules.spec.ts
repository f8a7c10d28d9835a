import { z } from 'zod';
import { contractViolations, typeClashes } from './contract-rules';
import { defineEvent } from './envelope';
import { calendarDate, instant, rupees } from './fields';
import { keyedBy } from './keys';
import { ALL_EVENTS, CURRENT_EVENTS } from './registry';
import { ALL_TOPICS, INTERNAL_TOPICS, TOPICS } from './topics';

describe('the event contract (issue 37), over every registered event', () => {
  it.each(CURRENT_EVENTS.map((d) => [`${d.type}@${d.version}`, d] as const))(
    '%s keeps the rules: nothing private on an analyst topic, one name per idea, At instants, calendar dates, rupees',
    (_name, def) => {
      expect(contractViolations(def)).toEqual([]);
    },
  );

  it('gives one kind of value to each field name across the current events', () => {
    expect(typeClashes(CURRENT_EVENTS)).toEqual([]);
  });

  it('puts every event on a known topic, with its key and who causes it documented', () => {
    for (const def of ALL_EVENTS) {
      expect(ALL_TOPICS).toContain(def.topic);
      expect(def.key.describes).toMatch(/`<\w+>/);
      expect(['person', 'person-or-platform', 'platform']).toContain(def.actor);
    }
  });

  it('publishes each type once per version, and a note of what changed for every version after the first', () => {
    const names = ALL_EVENTS.map((d) => `${d.type}@${d.version}`);
    expect(new Set(names).size).toBe(names.length);
    for (const def of ALL_EVENTS.filter((d) => d.version > 1)) {
      expect(def.changes).toMatch(/^Version \d/);
      // Every version in between is still published, and the current one reads them all.
      for (let v = 1; v < def.version; v++) expect(names).toContain(`${def.type}@${v}`);
    }
    for (const def of CURRENT_EVENTS)
      for (let v = 1; v < def.version; v++) expect(def.readsVersions).toContain(v);
  });
});

describe('the rules themselves', () => {
  const probe = (topic: string, payload: z.ZodObject) =>
    contractViolations(
      defineEvent({
        type: 'Probe',
        version: 1,
        topic,
        description: 'A test event.',
        payload,
        key: { describes: '`<userId>`', of: (p: Record<string, unknown>) => String(p.userId) },
        actor: 'person',
      }),
    );

  it('refuses contact details, browser ids, keys and chosen options on an analyst topic only', () => {
    const leaky = z.object({
      userId: z.string(),
      email: z.string(),
      mobileNumber: z.string(),
      uniqueBrowserId: z.string(),
      questions: z.array(z.object({ option: z.number(), right: z.boolean() })),
      answerKey: z.array(z.number()),
    });
    expect(probe(TOPICS.identity, leaky)).toEqual([
      expect.stringMatching(/email: looks like an email address/),
      expect.stringMatching(/mobileNumber: looks like a phone number/),
      expect.stringMatching(/uniqueBrowserId: looks like a browser id/),
      expect.stringMatching(/questions\[\]\.option: looks like a learner's chosen option/),
      expect.stringMatching(/answerKey: looks like an answer key/),
    ]);
    expect(probe(INTERNAL_TOPICS.identity, leaky)).toEqual([]);
  });

  it('names instants *At, calendar dates *Date in Asia/Kolkata, money *Rupees, and one idea one way', () => {
    const loose = z.object({
      userId: z.string(),
      startDate: z.string().datetime({ offset: true }),
      paidAt: z.string(),
      from: z.iso.date(),
      amount: z.number(),
      classs: z.string(),
      planName: z.string(),
    });
    expect(probe(TOPICS.billing, loose)).toEqual([
      expect.stringMatching(/startDate: an instant's name ends in At/),
      expect.stringMatching(/startDate: a name ending in Date is a calendar date/),
      expect.stringMatching(/paidAt: a name ending in At is an instant/),
      expect.stringMatching(/from: a calendar date's name ends in Date/),
      expect.stringMatching(/amount: this idea is called amountRupees/),
      expect.stringMatching(/amount: money is in rupees/),
      expect.stringMatching(/classs: this idea is called className/),
      expect.stringMatching(/planName: a plan's display name goes beside its id/),
    ]);
    const tidy = z.object({
      userId: z.string(),
      startedAt: instant(),
      fromDate: calendarDate('The first day'),
      amountRupees: rupees('Paid'),
      className: z.string(),
      planId: z.string(),
      planName: z.string(),
    });
    expect(probe(TOPICS.billing, tidy)).toEqual([]);
  });

  it('finds one name given two kinds of value', () => {
    const a = defineEvent({
      type: 'A',
      version: 1,
      topic: TOPICS.attempts,
      description: 'a',
      key: keyedBy.user,
      actor: 'person',
      payload: z.object({ userId: z.string(), status: z.string() }),
    });
    const b = defineEvent({
      type: 'B',
      version: 1,
      topic: TOPICS.attempts,
      description: 'b',
      key: keyedBy.user,
      actor: 'person',
      payload: z.object({ userId: z.string(), status: z.number() }),
    });
    expect(typeClashes([a, b])).toEqual(['status: string in A@1 but number in B@1']);
  });
});
