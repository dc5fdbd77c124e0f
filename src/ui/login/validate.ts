// The login checks of spec section 5, in the spec's order; the engine trims the email again.
import { texts } from '../texts';

export type LoginField = 'email' | 'password' | 'consent';
export type LoginErrors = Partial<Record<LoginField, string>>;

export interface LoginInput {
  email: string;
  password: string;
  consent: boolean;
}

export function validateLogin({ email, password, consent }: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = texts.login.emailRequired;
  if (!password) errors.password = texts.login.passwordRequired;
  if (!consent) errors.consent = texts.login.consentRequired;
  return errors;
}

export function firstInvalid(errors: LoginErrors): LoginField | null {
  return (['email', 'password', 'consent'] as const).find((field) => errors[field]) ?? null;
}
