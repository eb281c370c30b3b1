import { useId, type ReactNode } from 'react';
import { PREMIUM_PLAN } from '@common/contracts/subscriptions';
import { paths } from '../lib/paths';
import { ButtonLink } from './ui/button';
import { CheckList } from './ui/check-list';
import { CrownIcon } from './ui/icons';
import './premium-upsell.css';

/** The plan's price as every upsell shows it, the unit a size smaller than the amount. */
export function PremiumPrice({ className, unit = 'per month' }: { className?: string; unit?: string }) {
  return (
    <p className={className}>
      {PREMIUM_PLAN.price} <span>{unit}</span>
    </p>
  );
}

/** The way to `/subscribe`. */
export function UpgradeLink({ className = 'btn--large', children }: { className?: string; children?: ReactNode }) {
  return (
    <ButtonLink to={paths.subscribe} className={className}>
      {children ?? 'Upgrade to Premium'}
    </ButtonLink>
  );
}

type PremiumUpsellProps =
  | {
      /** Benefits beside the price: the library pages' invitation. */
      layout: 'panel';
      tone: 'warm' | 'dark';
      title: string;
      /** What this page gains with Premium; the plan's own list when not given. */
      benefits?: readonly ReactNode[];
      className?: string;
    }
  | {
      /** A locked feature's notice: why, the price, the way in. */
      layout: 'gate';
      title: string;
      message: ReactNode;
      icon?: ReactNode;
      className?: string;
    };

/** The one Premium upsell: every page that invites a free cook to Premium shows this. */
export function PremiumUpsell(props: PremiumUpsellProps) {
  const titleId = useId();
  if (props.layout === 'gate') {
    return (
      <section className={`panel premium-gate ${props.className ?? ''}`.trim()} aria-labelledby={titleId}>
        <span className="icon-disc premium-gate__icon" aria-hidden="true">
          {props.icon ?? <CrownIcon />}
        </span>
        <h2 id={titleId}>{props.title}</h2>
        <p>{props.message}</p>
        <UpgradeLink />
        <p className="premium-gate__note">{PREMIUM_PLAN.pricePerMonthLong} · cancel any time</p>
      </section>
    );
  }
  const benefits = props.benefits ?? PREMIUM_PLAN.features;
  return (
    <section
      className={`premium-upsell premium-upsell--${props.tone} ${props.className ?? ''}`.trim()}
      aria-labelledby={titleId}
    >
      <div>
        <p className="overline premium-upsell__eyebrow">
          <CrownIcon /> {PREMIUM_PLAN.name}
        </p>
        <h2 id={titleId}>{props.title}</h2>
        <CheckList items={benefits} className="premium-upsell__list" />
      </div>
      <div className="premium-upsell__cta">
        <PremiumPrice className="price premium-upsell__price" />
        <UpgradeLink />
        <p className="premium-upsell__note">Cancel any time.</p>
      </div>
    </section>
  );
}
