// The account form rules of spec section 5 (new email given and different; password at least 6
// characters and confirmed); each returns the spec's Dutch message, or null when valid.
import { account } from '../../texts/account';

export const MIN_PASSWORD_LENGTH = 6;

export function newEmailError(email: string, current: string): string | null {
  const wanted = email.trim().toLowerCase();
  if (wanted === '' || wanted === current.trim().toLowerCase()) return account.changeEmail.invalid;
  return null;
}

export function newPasswordError(password: string, confirmation: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return account.changePassword.tooShort;
  if (password !== confirmation) return account.changePassword.mismatch;
  return null;
}
