// Above every route: 'Laden...' until the stored session is read, then the signed-in/out decision,
// enforced also by a check once per second (spec section 2) in case history navigation slips past.
import { createContext, useContext, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../db/session';
import { useSignInHold } from '../lib/sign-in-hold';
import { texts } from '../texts';
import { markFirstScreen } from '../lib/first-screen';

const SignedInContext = createContext(false);

export function useSignedIn(): boolean {
  return useContext(SignedInContext);
}

const SIGNED_OUT_PATHS = ['/', '/login'];

export function Root() {
  const session = useSession();
  const { holding } = useSignInHold();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = Boolean(session) && !holding;
  const ready = session !== undefined;

  useEffect(() => {
    // Signed out, the login screen needs the engine soon.
    if (ready && !signedIn) markFirstScreen();
  }, [ready, signedIn]);

  useEffect(() => {
    if (!ready || signedIn) return;
    const check = () => {
      if (!SIGNED_OUT_PATHS.includes(window.location.pathname)) navigate('/', { replace: true });
    };
    check();
    const timer = setInterval(check, 1000);
    return () => clearInterval(timer);
  }, [ready, signedIn, navigate, location.pathname]);

  if (!ready) return <p className="loading-screen" role="status">{texts.common.loading}</p>;
  return (
    <SignedInContext.Provider value={signedIn}>
      <Outlet />
    </SignedInContext.Provider>
  );
}
