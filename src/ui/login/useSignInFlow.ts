// The sign-in flow of spec section 2: progress per step, the Dutch error of section 8, and the
// success text held for 0.8 s before going to the dashboard.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SignInStep } from '../../sync';
import { useEngine } from '../lib/engine';
import { useSignInHold } from '../lib/sign-in-hold';
import { signInErrorText } from '../texts/sign-in';

/** Spec section 9: "Login redirect delay 0.8 s". */
export const REDIRECT_DELAY_MS = 800;
export const AFTER_SIGN_IN = '/app/dashboard';

export interface SignInFlow {
  step: SignInStep | null;
  error: string | null;
  busy: boolean;
  signIn(email: string, password: string): Promise<void>;
}

export function useSignInFlow(): SignInFlow {
  const engine = useEngine();
  const { setHolding } = useSignInHold();
  const navigate = useNavigate();
  const [step, setStep] = useState<SignInStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(redirect.current);
      // Leaving mid-way must not keep the router treating a signed-in device as signed out.
      setHolding(false);
    };
  }, [setHolding]);

  const signIn = useCallback(async (email: string, password: string) => {
    setError(null);
    setBusy(true);
    // The session row appears before 'success'; the hold keeps the router from redirecting early.
    setHolding(true);
    try {
      await engine.signIn(email, password, (next) => {
        if (mounted.current) setStep(next);
      });
    } catch (failure) {
      setHolding(false);
      if (!mounted.current) return;
      setError(signInErrorText(failure, navigator.onLine));
      setStep(null);
      setBusy(false);
      return;
    }
    if (!mounted.current) return;
    setStep('success');
    redirect.current = setTimeout(() => {
      setHolding(false);
      navigate(AFTER_SIGN_IN, { replace: true });
    }, REDIRECT_DELAY_MS);
  }, [engine, navigate, setHolding]);

  return { step, error, busy, signIn };
}
