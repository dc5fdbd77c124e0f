// What every Auth route needs: the service context, the resolved options and the sign-in limiter.
import type { AuthOptions, ServiceContext } from '../contracts';
import { SlidingWindowLimiter } from './rate-limit';

export interface AuthEnv {
  ctx: ServiceContext;
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number;
  /** Password sign-ins per IP and email per 5 minutes. */
  signInLimiter: SlidingWindowLimiter;
}

/** GoTrue's default RefreshTokenReuseInterval (seconds). */
export const REFRESH_REUSE_INTERVAL_S = 10;
const SIGN_IN_WINDOW_MS = 5 * 60 * 1000;

export function createEnv(ctx: ServiceContext, options: AuthOptions): AuthEnv {
  return {
    ctx,
    accessTokenTtl: options.accessTokenTtl ?? 3600,
    signInLimiter: new SlidingWindowLimiter(options.signInRateLimit ?? 30, SIGN_IN_WINDOW_MS, () =>
      ctx.now(),
    ),
  };
}
