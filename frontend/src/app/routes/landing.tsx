import { Link } from 'react-router-dom';
import { FREE_PLAN_FEATURES, PREMIUM_PLAN } from '@common/contracts/subscriptions';
import { roundedDown } from '@common/kitchen/count';
import { useCatalogStats } from '../../features/recipes/api/get-catalog-stats';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';
import { useSubscriptionStatus } from '../../features/subscriptions/api/get-subscription-status';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useAppConfig } from '../use-app-config';
import { useDocumentTitle } from '../use-document-title';
import './landing.css';

/** Matches the default description in index.html, which crawlers read before any script runs. */
const LANDING_DESCRIPTION =
  'Sous is a recipe app for home cooks: trusted recipes, weekly meal plans, a shopping list that builds itself, a hands-free cook mode and an AI cooking assistant.';

/** Screenshots of the running app (`npm run screenshots:landing` writes them to public/screenshots/): file and caption. */
const SCREENS = [
  ['recipes', 'Recipe cards'],
  ['cook-mode', 'Cook mode'],
  ['shopping-list', 'Shopping list'],
];

function PlanCard({
  name,
  price,
  features,
  action,
  accent = false,
}: {
  name: string;
  price: string;
  features: readonly string[];
  action: React.ReactNode;
  accent?: boolean;
}) {
  return (
    <div className={`panel plan${accent ? ' panel--accent' : ''}`}>
      <h3>{name}</h3>
      <p className="price">
        {price}
        {price !== '$0' && <span>/{PREMIUM_PLAN.interval}</span>}
      </p>
      <ul className="plan__features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action}
    </div>
  );
}

/** The Free and Premium plans side by side, each with the step this reader can take. */
function PlanCards({ freeAction, premiumAction }: { freeAction: React.ReactNode; premiumAction: React.ReactNode }) {
  const { appName } = useAppConfig();
  return (
    <div className="grid grid--two">
      <PlanCard name={`${appName} Free`} price="$0" features={FREE_PLAN_FEATURES} action={freeAction} />
      <PlanCard
        name={PREMIUM_PLAN.name}
        price={PREMIUM_PLAN.price}
        accent
        features={PREMIUM_PLAN.features}
        action={premiumAction}
      />
    </div>
  );
}

/** The call to action depends on who is looking (spec section 2): subscriber, signed-in free user, visitor. */
function CallToAction({ signedIn, subscribed }: { signedIn: boolean; subscribed: boolean }) {
  if (subscribed) {
    return (
      <div className="cta panel panel--accent">
        <h2>Welcome Back, Premium Chef!</h2>
        <p>Your exclusive recipes, masterclasses and assistant are waiting.</p>
        <Link className="btn btn--primary btn--large" to={paths.home}>
          Continue to Kitchen
        </Link>
      </div>
    );
  }
  if (signedIn) {
    return (
      <PlanCards
        freeAction={
          <Link className="btn btn--secondary" to={paths.home}>
            Continue with Free
          </Link>
        }
        premiumAction={
          <Link className="btn btn--primary" to={paths.subscribe}>
            Upgrade to Premium
          </Link>
        }
      />
    );
  }
  return (
    <div className="cta panel">
      <h2>Ready when you are</h2>
      <p>Start free in seconds. Upgrade whenever you want more.</p>
      <div className="hero__actions">
        <a className="btn btn--primary btn--large" href={paths.signUp}>
          Start Free
        </a>
        <Link className="btn btn--secondary btn--large" to={paths.subscribe}>
          View Premium
        </Link>
      </div>
    </div>
  );
}

export default function LandingPage() {
  useDocumentTitle('', LANDING_DESCRIPTION);
  const { appName } = useAppConfig();
  const { isSignedIn } = useSession();
  const stats = useCatalogStats();
  const status = useSubscriptionStatus({ enabled: isSignedIn });
  const subscribed = Boolean(status.data?.hasSubscription);

  return (
    <main id="main" className="landing">
      <section className="hero">
        <div className="hero__text">
          <p className="eyebrow">Your sous-chef for every weeknight</p>
          <h1>Cook with confidence, every night of the week.</h1>
          <p className="lead">
            Recipes you can trust, a shopping list that builds itself, weekly meal plans and a step-by-step cook mode
            that keeps up with you at the stove.
          </p>
          <div className="hero__actions">
            {/* A cook already has their kitchen: the way in, not a sign-up. */}
            <a className="btn btn--primary btn--large" href={isSignedIn ? paths.recipes : paths.signUp}>
              {isSignedIn ? 'Go to your recipes' : 'Start Cooking Free'}
            </a>
            <a className="btn btn--secondary btn--large" href="#pricing">
              View Plans
            </a>
          </div>
        </div>
      </section>

      <section className="stats" aria-label={`${appName} in numbers`}>
        <dl className="stats__list">
          <div>
            <dt>Recipes free with an account</dt>
            <dd>{stats.data ? roundedDown(stats.data.recipes) : '—'}</dd>
          </div>
          <div>
            <dt>Cuisines they come from</dt>
            <dd>{stats.data ? String(stats.data.cuisines) : '—'}</dd>
          </div>
        </dl>
      </section>

      <section id="features" className="section">
        <h2>Everything a home cook needs</h2>
        <div className="feature-grid">
          <article className="panel">
            <h3>Find the right recipe fast</h3>
            <p>
              Search forgives typos, filters by meal, cuisine, time and diet, and finds dinners from what is already in
              your fridge.
            </p>
          </article>
          <article className="panel">
            <h3>A list that writes itself</h3>
            <p>
              Add recipes or a whole week’s plan; Sous merges “2 tbsp + 1/4 cup butter” into one line, grouped by aisle.
            </p>
          </article>
          <article className="panel">
            <h3>Cook mode that keeps up</h3>
            <p>
              Big steps, tap-to-start timers found in the text, and voice commands — “next”, “start a timer for 10
              minutes”.
            </p>
          </article>
          <article className="panel">
            <h3>Metric when you want it</h3>
            <p>
              Every recipe converts to grams, millilitres and Celsius in one tap, and scales to the servings you need.
            </p>
          </article>
        </div>
      </section>

      <section className="section screens">
        <h2 id="screens-heading">Sous on your phone</h2>
        {/* A row that scrolls sideways on a phone: it takes focus so a keyboard can scroll it too. */}
        <ul className="screens__list" aria-labelledby="screens-heading" tabIndex={0}>
          {SCREENS.map(([file, caption]) => (
            <li key={file}>
              <img
                src={`/screenshots/${file}.webp`}
                alt={`Sous on a phone: ${caption}`}
                width={390}
                height={844}
                loading="lazy"
              />
              {caption}
            </li>
          ))}
        </ul>
      </section>

      <section className="section about" aria-labelledby="about-heading">
        <h2 id="about-heading">Made by cooks, for cooks</h2>
        <p>
          {appName} started in a small kitchen with a simple goal: take the guesswork out of weeknight cooking. Every
          recipe in our test kitchen is written to be cooked, not just read — with honest times, clear steps and
          nutrition per serving.
        </p>
        <ul className="trust" aria-label="Why cooks trust us">
          <li>Secure card payments by Stripe</li>
          <li>No ads, no selling your data</li>
          <li>Cancel Premium any time</li>
          <li>Works offline in the store</li>
        </ul>
      </section>

      <section id="pricing" className="section">
        <h2>Plans</h2>
        <PlanCards
          freeAction={
            <a className="btn btn--secondary" href={paths.signUp}>
              Get Started
            </a>
          }
          premiumAction={
            <a className="btn btn--primary" href={paths.signIn()}>
              Go Premium
            </a>
          }
        />
      </section>

      <section className="section" aria-label="Get started">
        <CallToAction signedIn={isSignedIn} subscribed={subscribed} />
      </section>

      <ReviewsSection signedIn={isSignedIn} />
    </main>
  );
}
