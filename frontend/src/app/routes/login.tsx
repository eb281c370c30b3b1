import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { safeReturnTo } from '@common/contracts/return-to';
import { Tabs } from '../../components/ui/tabs';
import { useSession } from '../../lib/session';
import { ForgotPasswordForm, SignInForm, SignUpForm } from '../../features/auth/components/auth-forms';
import { AuthCardPage } from '../page';
import { FormError } from '../../components/ui/form-error';

const providerErrors: Record<string, string> = {
  expired: 'That sign-in took too long or was already used. Please try again.',
  provider: 'The sign-in provider could not confirm who you are. Please try again.',
  unverified: 'Your sign-in provider has not confirmed your e-mail address. Confirm it there, then try again.',
};

export default function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const { isSignedIn } = useSession();
  // A full navigation so every signed-in screen starts from fresh data.
  const done = () => window.location.assign(returnTo);
  if (isSignedIn) done();
  const error = providerErrors[params.get('error') ?? ''];
  const [tab, setTab] = useState(params.get('mode') === 'signup' ? 'signup' : 'signin');

  return (
    <AuthCardPage
      title="Sign in"
      heading="Welcome to Sous"
      description="Sign in to Sous or create a free account to save recipes, plan meals and build your shopping list."
    >
      <p className="muted">Sign in to save recipes, build your shopping list and plan your week.</p>
      <FormError message={error} />
      <Tabs
        label="Sign in or create an account"
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: 'signin',
            label: 'Sign in',
            content: (
              <>
                <SignInForm onDone={done} />
                <details className="forgot">
                  <summary>Forgot your password?</summary>
                  <ForgotPasswordForm />
                </details>
              </>
            ),
          },
          {
            value: 'signup',
            label: 'Create account',
            content: <SignUpForm onBackToSignIn={() => setTab('signin')} />,
          },
        ]}
      />
    </AuthCardPage>
  );
}
