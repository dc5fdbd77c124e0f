// Stand-in for auth-js's passkey (WebAuthn) module, swapped in at build time for imports from inside
// @supabase/auth-js (vite.config.ts): staff sign in with a password, and the WebAuthn code is about
// 3 KB of gzip of the JS budget. GoTrueClient makes a WebAuthnApi in its constructor, so that one must
// construct; the passkey calls say they are not part of this build.
function unused(): never {
  throw new Error("Passkeys (WebAuthn) are not part of this app's build (see vite.config.ts)");
}

export class WebAuthnApi {}
export const webAuthnAbortService = { createNewAbortSignal: unused, cancelCeremony() {} };
export const browserSupportsWebAuthn = (): boolean => false;
export const createCredential = unused;
export const getCredential = unused;
export const deserializeCredentialCreationOptions = unused;
export const deserializeCredentialRequestOptions = unused;
export const serializeCredentialCreationResponse = unused;
export const serializeCredentialRequestResponse = unused;
