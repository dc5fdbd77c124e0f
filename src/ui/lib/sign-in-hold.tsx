// Login shows its success text for 0.8 s before the redirect (spec section 2). While a sign-in is in
// progress the router keeps treating the device as signed out, so the session appearing in IndexedDB
// does not redirect before the login screen is done.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface SignInHold {
  holding: boolean;
  setHolding(holding: boolean): void;
}

const HoldContext = createContext<SignInHold>({ holding: false, setHolding: () => {} });

export function SignInHoldProvider({ children }: { children: ReactNode }) {
  const [holding, setHolding] = useState(false);
  const value = useMemo(() => ({ holding, setHolding }), [holding]);
  return <HoldContext.Provider value={value}>{children}</HoldContext.Provider>;
}

export function useSignInHold(): SignInHold {
  return useContext(HoldContext);
}
