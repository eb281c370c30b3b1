/** Why this browser was signed out (app/sign-out.ts sends it here with `?notice=`). */
export const notices: Record<string, string> = {
  'signed-out': 'You have been signed out.',
  'signed-out-everywhere': 'You have been signed out on every device, this one included.',
  'account-deleted':
    'Your account has been deleted. Your personal data is gone, and a confirmation is on its way to your e-mail address.',
};
