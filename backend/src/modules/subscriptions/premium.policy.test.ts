import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/errors';
import { premiumRequired, requirePremium } from './premium.policy';

const feature = { title: 'Saved videos', message: 'Upgrade to Premium to save videos' };

describe('the Premium policy', () => {
  it('lets a Premium cook through', () => {
    expect(() => requirePremium(true, feature)).not.toThrow();
  });

  it('refuses everyone else with the one 403: code, message and the plan’s upsell', () => {
    const refusal = (() => {
      try {
        requirePremium(false, feature, { id: 7, name: 'Saffron risotto', description: null });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      status: 403,
      code: 'premium_required',
      message: feature.message,
      extra: {
        upsell: {
          title: 'Saved videos',
          message: feature.message,
          price: '$9.99/month',
          upgradeUrl: '/subscribe',
          recipe: { id: 7, name: 'Saffron risotto', description: null },
        },
      },
    });
  });

  it('names no recipe when none was asked for', () => {
    expect(premiumRequired(feature).extra).toEqual({
      upsell: { title: 'Saved videos', message: feature.message, price: '$9.99/month', upgradeUrl: '/subscribe' },
    });
  });
});
