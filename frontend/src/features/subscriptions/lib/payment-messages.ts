import type { ToastInput } from '../../../components/ui/toast';

/** Spec section 8, for every payment provider. */
export const PREMIUM_WELCOME: ToastInput = {
  title: 'Welcome to Premium!',
  description: 'You now have access to exclusive monthly recipes and premium features.',
};

/** Paid, but the provider's confirmation has not switched Premium on yet. */
export const PREMIUM_ON_ITS_WAY: ToastInput = {
  title: 'Payment received',
  description: 'Premium is being switched on — it will be ready in a moment.',
};

export const paymentFailed = (message: string | undefined): ToastInput => ({
  title: 'Payment Failed',
  description: message || 'Your payment could not be completed. Please try again.',
  variant: 'destructive',
});
