import { ButtonLink } from '../../../components/ui/button';
import { CheckIcon, CrownIcon, LockIcon } from '../../../components/ui/icons';
import { lockedBanner } from '../lib/format';

/** Free users: how many of the matching videos are locked. */
export function LockedVideosBanner({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div className="locked-banner">
      <span className="locked-banner__icon" aria-hidden="true">
        <LockIcon />
      </span>
      <p>
        <strong>{lockedBanner(count)}</strong>
        <span className="locked-banner__sub"> Your free plan includes 3 cooking videos.</span>
      </p>
      <ButtonLink to="/subscribe" variant="secondary" className="btn--small locked-banner__cta">
        See Premium
      </ButtonLink>
    </div>
  );
}

/** Free users: the library's price and the way to /subscribe. */
export function UnlockVideosPanel() {
  return (
    <section className="unlock-panel" aria-labelledby="unlock-panel-title">
      <div className="unlock-panel__text">
        <p className="overline overline--large video-eyebrow">
          <CrownIcon /> Premium Chef
        </p>
        <h2 id="unlock-panel-title">Unlock All Cooking Videos</h2>
        <ul className="unlock-panel__list">
          <li>
            <CheckIcon /> The full cooking skills library, every level
          </li>
          <li>
            <CheckIcon /> New masterclasses from professional chefs every month
          </li>
          <li>
            <CheckIcon /> Save videos to your own collection
          </li>
        </ul>
      </div>
      <div className="unlock-panel__cta">
        <p className="unlock-panel__price">
          $9.99 <span>per month</span>
        </p>
        <ButtonLink to="/subscribe" className="btn--large">
          Upgrade to Premium
        </ButtonLink>
        <p className="unlock-panel__note">Cancel any time.</p>
      </div>
    </section>
  );
}

/** /saved-videos for free users. */
export function PremiumFeatureUpsell({ message }: { message: string }) {
  return (
    <section className="premium-feature" aria-labelledby="premium-feature-title">
      <span className="premium-feature__icon" aria-hidden="true">
        <CrownIcon />
      </span>
      <h2 id="premium-feature-title">Premium Feature</h2>
      <p>{message}</p>
      <ButtonLink to="/subscribe" className="btn--large">
        Upgrade to Premium
      </ButtonLink>
      <p className="unlock-panel__note">$9.99 per month · cancel any time</p>
    </section>
  );
}
