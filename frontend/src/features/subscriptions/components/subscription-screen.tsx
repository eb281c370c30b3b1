import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FREE_PLAN_FEATURES, PREMIUM_PLAN } from '@common/contracts/subscriptions';
import { CrownIcon, LockIcon } from '../../../components/ui/icons';
import { CheckList } from '../../../components/ui/check-list';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Skeleton, Skeletons } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/contract-form';
import { paths } from '../../../lib/paths';
import { useCancelSubscription, useReactivateSubscription } from '../api/change-renewal';
import { useConfirmSandboxPayment, type CardDetails } from '../api/confirm-sandbox-payment';
import { useChooseFreePlan, useStartPremium, type PremiumCheckout } from '../api/create-subscription';
import { usePaymentsConfig } from '../api/get-payments-config';
import { useSubscriptionStatus, type SubscriptionStatus } from '../api/get-subscription-status';
import { paymentFailed, PREMIUM_ON_ITS_WAY, PREMIUM_WELCOME } from '../lib/payment-messages';
import '../subscriptions.css';

/** The contract's schema, loaded as the form mounts: zod stays out of the page's first load. */
const sandboxConfirmRequestSchema = () =>
  import('@common/contracts/subscriptions.schema').then((schemas) => schemas.sandboxConfirmRequest);

/** Stripe.js and its React bindings load only here, when the server runs Stripe. */
const StripeCheckout = lazy(() => import('./stripe-checkout'));

/** Spec section 1. */
const LOGIN_URL = paths.signIn(paths.subscribe);

export interface SubscriptionScreenProps {
  /** From the session (features/auth); app/ passes it in. */
  isSignedIn: boolean;
  isLoadingUser: boolean;
  /** The product's name from config ("Sous"): the free plan is "{appName} Free". */
  appName: string;
}

/** /subscribe: the plan chooser, the checkout, or (for a subscriber) the management view. */
export function SubscriptionScreen({ isSignedIn, isLoadingUser, appName }: SubscriptionScreenProps) {
  const status = useSubscriptionStatus({ enabled: isSignedIn });

  return (
    <div className="subscribe">
      <nav className="subscribe-nav" aria-label="Explore">
        <Link to={paths.home}>Home</Link>
        <Link to={paths.recipes}>Recipes</Link>
        <Link to={paths.mealPlans}>Meal Plans</Link>
        <Link to={paths.videos}>Videos</Link>
      </nav>
      {isLoadingUser || (isSignedIn && status.isPending) ? (
        <div className="subscribe__loading" aria-busy="true" aria-label="Loading your plan">
          <Skeleton width="40%" height="2.25rem" />
          <div className="plan-options">
            <Skeletons count={2} height="26rem" />
          </div>
        </div>
      ) : !isSignedIn ? (
        <PlanChooser appName={appName} />
      ) : status.isError ? (
        <div className="subscribe-state" role="alert">
          <h1>We couldn’t load your plan</h1>
          <p className="muted">{errorMessage(status.error, 'Check your connection and try again.')}</p>
          <Button variant="secondary" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </div>
      ) : status.data?.hasSubscription ? (
        <ManageSubscription status={status.data} />
      ) : (
        <SignedInChooser appName={appName} status={status.data ?? null} />
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Plan chooser

function PlanChooser({
  appName,
  price = PREMIUM_PLAN.pricePerMonth,
  currentPlan = null,
  onFree,
  onPremium,
  busy = null,
}: {
  appName: string;
  price?: string;
  currentPlan?: SubscriptionStatus['plan'];
  /** Absent for visitors: both buttons then go to sign-in and back here. */
  onFree?: () => void;
  onPremium?: () => void;
  busy?: PlanChoice | null;
}) {
  const freeName = `${appName} Free`;
  const [amount, period] = price.split('/');
  return (
    <>
      <header className="subscribe__intro">
        <h1>Choose your plan</h1>
        <p className="lead">
          Start free and cook as much as you like. Upgrade when you want the full kitchen — cancel any time.
        </p>
      </header>
      <div className="plan-options">
        <PlanOption
          choice="free"
          name={freeName}
          isCurrent={currentPlan === 'freemium'}
          price={
            <>
              Free <span>forever</span>
            </>
          }
          features={FREE_PLAN_FEATURES}
          onChoose={onFree}
          busy={busy}
        />
        <PlanOption
          choice="premium"
          name={
            <>
              <CrownIcon /> {PREMIUM_PLAN.name}
            </>
          }
          price={
            <>
              {amount}
              {period && <span>/{period}</span>}
            </>
          }
          features={PREMIUM_PLAN.features}
          onChoose={onPremium}
          busy={busy}
        />
      </div>
      {!onFree && (
        <p className="subscribe__note">
          <a href={LOGIN_URL}>Sign in</a> first — you’ll come straight back here to pick your plan.
        </p>
      )}
    </>
  );
}

type PlanChoice = 'free' | 'premium';

const PLAN_TEXT: Record<PlanChoice, { blurb: string; action: string; busyAction: string }> = {
  free: {
    blurb: 'Everything you need to plan, shop and cook at home.',
    action: 'Continue with Free',
    busyAction: 'Setting up…',
  },
  premium: {
    blurb: 'For cooks who want to learn, explore and get help at the stove.',
    action: 'Upgrade to Premium',
    busyAction: 'Starting checkout…',
  },
};

/** One plan's card; premium is the highlighted one, with the primary button. */
function PlanOption({
  choice,
  name,
  isCurrent = false,
  price,
  features,
  onChoose,
  busy,
}: {
  choice: PlanChoice;
  name: ReactNode;
  isCurrent?: boolean;
  price: ReactNode;
  features: readonly string[];
  /** Absent for visitors: the button is then a link to sign-in and back here. */
  onChoose?: () => void;
  busy: PlanChoice | null;
}) {
  const id = `plan-${choice}`;
  const isPremium = choice === 'premium';
  const variant = isPremium ? 'primary' : 'secondary';
  const text = PLAN_TEXT[choice];
  return (
    <section className={`panel stack plan-option${isPremium ? ' plan-option--premium' : ''}`} aria-labelledby={id}>
      {isPremium && <p className="plan-option__ribbon">Most popular</p>}
      <div className="plan-option__head">
        <h2 id={id}>{name}</h2>
        {isCurrent && <span className="plan-option__current">Your current plan</span>}
      </div>
      <p className="price plan-option__price">{price}</p>
      <p className="muted">{text.blurb}</p>
      <CheckList items={features} className="plan-features" />
      <div className="plan-option__cta">
        {onChoose ? (
          <Button variant={variant} onClick={onChoose} disabled={busy !== null}>
            {busy === choice ? text.busyAction : text.action}
          </Button>
        ) : (
          <a className={`btn btn--${variant}`} href={LOGIN_URL}>
            {text.action}
          </a>
        )}
      </div>
    </section>
  );
}

function SignedInChooser({ appName, status }: { appName: string; status: SubscriptionStatus | null }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const config = usePaymentsConfig({ enabled: true });
  const chooseFree = useChooseFreePlan();
  const startPremium = useStartPremium();
  const [checkout, setCheckout] = useState<PremiumCheckout | null>(null);
  const price = config.data?.price ?? PREMIUM_PLAN.pricePerMonth;

  const createFailed = (error: unknown) =>
    toast({
      title: 'Error',
      description: errorMessage(error, 'Failed to create subscription. Please try again.'),
      variant: 'destructive',
    });

  const onFree = () =>
    chooseFree.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: `Welcome to ${appName} Free!`,
          description: 'You now have access to basic features and 3 cooking videos.',
        });
        navigate(paths.home);
      },
      onError: createFailed,
    });
  const onPremium = () =>
    startPremium.mutate(undefined, {
      onSuccess: (created) => {
        if (!created.clientSecret) {
          createFailed(null);
          return;
        }
        setCheckout(created);
      },
      onError: createFailed,
    });

  if (checkout)
    return (
      <Checkout
        checkout={checkout}
        price={price}
        onBack={() => setCheckout(null)}
        publishableKey={checkout.publishableKey ?? config.data?.publishableKey ?? null}
      />
    );
  return (
    <PlanChooser
      appName={appName}
      price={price}
      currentPlan={status?.plan ?? null}
      onFree={onFree}
      onPremium={onPremium}
      busy={chooseFree.isPending ? 'free' : startPremium.isPending ? 'premium' : null}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Checkout

function Checkout({
  checkout,
  price,
  onBack,
  publishableKey,
}: {
  checkout: PremiumCheckout;
  price: string;
  onBack: () => void;
  /** Stripe mode: the server's publishable key. */
  publishableKey: string | null;
}) {
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <button type="button" className="subscribe__back" onClick={onBack}>
        <span aria-hidden="true">←</span> Back to plans
      </button>
      <div className="checkout__panel">
        <div className="checkout__summary">
          <p className="checkout__eyebrow">
            <CrownIcon /> {PREMIUM_PLAN.name}
          </p>
          <h1 id="checkout-title">Complete your upgrade</h1>
          <p className="price checkout__price">{price}</p>
          <p className="muted">Billed monthly. Cancel any time and keep Premium until the end of the paid month.</p>
          <CheckList items={PREMIUM_PLAN.features.slice(0, 4)} className="plan-features" />
        </div>
        <div className="checkout__payment">
          {checkout.provider === 'sandbox' ? (
            <SandboxCardForm clientSecret={checkout.clientSecret} price={price} />
          ) : publishableKey ? (
            <Suspense
              fallback={
                <p className="muted" role="status">
                  Loading secure payment form…
                </p>
              }
            >
              <StripeCheckout clientSecret={checkout.clientSecret} publishableKey={publishableKey} price={price} />
            </Suspense>
          ) : (
            <p role="alert">Card payments are not available right now. Please try again later.</p>
          )}
        </div>
      </div>
    </section>
  );
}

type CardField = keyof CardDetails;
const CARD_FIELDS: CardField[] = ['cardNumber', 'expMonth', 'expYear', 'cvc'];

interface CardInputText {
  label: string;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
}

const CARD_INPUTS: Record<CardField, CardInputText> = {
  cardNumber: { label: 'Card number', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', maxLength: 23 },
  expMonth: { label: 'Expiry month', autoComplete: 'cc-exp-month', placeholder: 'MM', maxLength: 2 },
  expYear: { label: 'Expiry year', autoComplete: 'cc-exp-year', placeholder: 'YY', maxLength: 4 },
  cvc: { label: 'CVC', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 },
};

function CardInput({ field, error }: { field: CardField; error: string | undefined }) {
  return <Field {...CARD_INPUTS[field]} name={field} inputMode="numeric" error={error} required />;
}

const CARD_LABELS = Object.fromEntries(CARD_FIELDS.map((field) => [field, CARD_INPUTS[field].label]));

/** The sandbox provider's card form: test cards only, clearly labelled, no real charge. */
function SandboxCardForm({ clientSecret, price }: { clientSecret: string; price: string }) {
  const { toast } = useToast();
  const confirm = useConfirmSandboxPayment({
    onSuccess: ({ active }) => toast(active ? PREMIUM_WELCOME : PREMIUM_ON_ITS_WAY),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) return; // shown next to the field
      toast(paymentFailed(errorMessage(error, '')));
    },
  });
  const form = useContractForm(sandboxConfirmRequestSchema, CARD_LABELS, confirm);
  const amount = price.split('/')[0];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const data = new FormData(event.currentTarget);
    const card = Object.fromEntries(
      CARD_FIELDS.map((field) => [field, String(data.get(field) ?? '').trim()]),
    ) as Record<CardField, string>;
    if (await form.check({ clientSecret, ...card })) confirm.mutate({ clientSecret, card });
  };

  const errorFor = (field: CardField) => (confirm.isPending ? undefined : form.errorFor(field));

  return (
    <form className="card-form" onSubmit={submit} noValidate aria-labelledby="card-form-title">
      <p className="badge badge--warning test-mode">
        <LockIcon /> Test mode — no real charge
      </p>
      <h2 id="card-form-title">Card details</h2>
      <div className="card-form__hint">
        <p>Use a test card with any future expiry date and any CVC:</p>
        <ul>
          <li>
            <span className="card-number">4242 4242 4242 4242</span> — payment succeeds
          </li>
          <li>
            <span className="card-number">4000 0000 0000 0002</span> — card is declined
          </li>
        </ul>
      </div>
      <CardInput field="cardNumber" error={errorFor('cardNumber')} />
      <div className="card-form__row">
        <CardInput field="expMonth" error={errorFor('expMonth')} />
        <CardInput field="expYear" error={errorFor('expYear')} />
        <CardInput field="cvc" error={errorFor('cvc')} />
      </div>
      <SubmitButton className="btn--large card-form__pay" pending={confirm.isPending} pendingLabel="Processing…">
        Pay {amount} and start Premium
      </SubmitButton>
      <p className="card-form__status" role="status">
        {confirm.isPending ? 'Confirming your payment and switching on Premium…' : ''}
      </p>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Management view

const formatDate = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function ManageSubscription({ status }: { status: SubscriptionStatus }) {
  const { toast } = useToast();
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const date = status.currentPeriodEnd ? formatDate(status.currentPeriodEnd) : null;
  const ending = status.cancelAtPeriodEnd;

  /** Runs a renewal change, toasting the server's message or that `action` failed. */
  const changeRenewal = (change: typeof cancel, doneTitle: string, action: string) => () =>
    change.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: doneTitle, description: message }),
      onError: () =>
        toast({
          title: 'Error',
          description: `Failed to ${action} subscription. Please try again.`,
          variant: 'destructive',
        }),
    });
  const onCancel = changeRenewal(cancel, 'Subscription Cancelled', 'cancel');
  const onReactivate = changeRenewal(reactivate, 'Subscription Reactivated', 'reactivate');

  return (
    <section className="manage" aria-labelledby="manage-title">
      <div className="manage__card">
        <p className="manage__eyebrow">
          <CrownIcon /> {PREMIUM_PLAN.name} · {PREMIUM_PLAN.pricePerMonth}
        </p>
        <h1 id="manage-title">Premium Active</h1>
        <p className={`manage__renewal${ending ? ' manage__renewal--ending' : ''}`}>
          {ending
            ? date
              ? `Ends on ${date}`
              : 'Ends at the end of this period'
            : date
              ? `Renews on ${date}`
              : 'Renews monthly'}
        </p>
        <p className="muted">
          {ending
            ? 'Your membership is cancelled and will not renew. You keep every Premium feature until then.'
            : 'Your membership renews automatically each month. Cancel any time — you keep Premium until the end of the paid month.'}
        </p>
        <div className="manage__actions">
          {ending ? (
            <Button onClick={onReactivate} disabled={reactivate.isPending}>
              {reactivate.isPending ? 'Reactivating…' : 'Reactivate subscription'}
            </Button>
          ) : (
            <AlertDialog
              trigger={
                <Button variant="secondary" disabled={cancel.isPending}>
                  {cancel.isPending ? 'Cancelling…' : 'Cancel subscription'}
                </Button>
              }
              title="Cancel Premium?"
              description={
                date
                  ? `You keep every Premium feature until ${date}. After that your account moves to the free plan.`
                  : 'You keep every Premium feature until the end of the paid month.'
              }
              confirmLabel="Cancel subscription"
              cancelLabel="Keep Premium"
              onConfirm={onCancel}
            />
          )}
          <Link to={paths.home} className="btn btn--ghost">
            Continue to Kitchen
          </Link>
        </div>
      </div>
      <div className="panel manage__benefits">
        <h2>Your Premium benefits</h2>
        <CheckList items={PREMIUM_PLAN.features} className="plan-features" />
        <p>
          <Link to={paths.videos}>Watch the full video library</Link>
        </p>
      </div>
    </section>
  );
}
