import { isProviderId, newProviderId, newReferralCode, PROVIDER_ID_PREFIXES } from './provider-ids';

describe('provider ids and referral codes', () => {
  it.each(PROVIDER_ID_PREFIXES)('makes %s ids in the provider format, all different', (prefix) => {
    const ids = new Set(Array.from({ length: 200 }, () => newProviderId(prefix)));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(new RegExp(`^${prefix}_[A-Za-z0-9]{14}$`));
      expect(isProviderId(prefix, id)).toBe(true);
    }
  });

  it('refuses ids of another kind or shape', () => {
    expect(isProviderId('sub', newProviderId('order'))).toBe(false);
    expect(isProviderId('sub', 'sub_short')).toBe(false);
    expect(isProviderId('sub', 'sub_abcdefghijklmn!')).toBe(false);
    expect(isProviderId('sub', { id: 'sub_abcdefghijklmn' })).toBe(false);
  });

  it('makes referral codes of eight unambiguous characters', () => {
    for (let i = 0; i < 100; i++) expect(newReferralCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });
});
