// Stand-in for auth-js's Sign-In-with-Ethereum helpers, swapped in at build time for imports from inside
// @supabase/auth-js (vite.config.ts): staff sign in with a password, never with a crypto wallet, and the
// helpers are about 0.7 KB of gzip of the JS budget. Only signInWithWeb3 calls them; here they throw.
function unused(): never {
  throw new Error("Web3 sign-in is not part of this app's build (see vite.config.ts)");
}

export const getAddress = unused;
export const fromHex = unused;
export const toHex = unused;
export const createSiweMessage = unused;
