import * as client from 'openid-client';
import { normalizeEmail } from '@common/contracts/common';
import type { OidcLogin } from './port';

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

export function createOidcLogin(settings: OidcSettings): OidcLogin {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    const issuer = new URL(settings.issuerUrl);
    // Plain http is only accepted for a provider on loopback (local development and tests).
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    discovered ??= client
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute: loopback && issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error) => {
        discovered = undefined; // try discovery again on the next sign-in
        throw error;
      });
    return discovered;
  };

  return {
    async start(redirectUri) {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finish(callbackUrl, expected) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('The provider returned no subject');
      let profile: Record<string, unknown> = claims;
      if (!claims.email && tokens.access_token) {
        profile = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      }
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
      const email = text(profile.email);
      if (!email) throw new Error('The provider returned no e-mail address');
      return {
        issuer: config.serverMetadata().issuer,
        subject: claims.sub,
        email: normalizeEmail(email),
        emailVerified: profile.email_verified === true,
        firstName: text(profile.given_name) ?? text(profile.name)?.split(' ')[0] ?? null,
        lastName: text(profile.family_name),
        profileImageUrl: text(profile.picture),
      };
    },
  };
}
