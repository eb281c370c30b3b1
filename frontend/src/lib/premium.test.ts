import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { isPremiumRefusal, premiumRefusalOf } from './premium';

const refusal = (body: unknown, status = 403) => new ApiError(status, `${status}: ${JSON.stringify(body)}`, body);

describe('premiumRefusalOf', () => {
  it('reads the upsell of the server’s 403 premium_required', () => {
    const upsell = {
      title: 'A Premium Chef recipe',
      message: 'Exclusive.',
      price: '$9.99/month',
      upgradeUrl: '/subscribe',
    };
    expect(premiumRefusalOf(refusal({ code: 'premium_required', message: 'Exclusive.', upsell }))).toEqual(upsell);
  });

  it('gives the plan’s upsell to a refusal that carries none', () => {
    expect(premiumRefusalOf(refusal({ code: 'premium_required', message: 'Upgrade to save videos' }))).toEqual({
      title: 'Premium Chef',
      message: 'Upgrade to save videos',
      price: '$9.99/month',
      upgradeUrl: '/subscribe',
    });
  });

  it('is null for every other error', () => {
    expect(premiumRefusalOf(refusal({ code: 'forbidden', message: 'No' }))).toBeNull();
    expect(premiumRefusalOf(refusal({ code: 'premium_required' }, 402))).toBeNull();
    expect(premiumRefusalOf(refusal('plain text'))).toBeNull();
    expect(premiumRefusalOf(new Error('offline'))).toBeNull();
    expect(isPremiumRefusal(refusal({ code: 'invalid_password' }))).toBe(false);
  });
});
