export interface OidcClaims {
  issuer: string;
  subject: string;
  email: string;
  /** Only a provider's `email_verified: true` counts: an address it has not checked links nothing. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export interface OidcLoginStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The hosted-login port: authorization code + PKCE, with state and nonce checked on return. */
export interface OidcLogin {
  start(redirectUri: string): Promise<OidcLoginStart>;
  finish(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<OidcClaims>;
}
