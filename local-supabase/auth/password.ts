// bcrypt passwords (as GoTrue: cost 10, `$2a$` hashes, also reading pgcrypto's `$2a$` seeds) and
// GoTrue's default password rules (at least 6 characters, at most 72).
import { compare, hash } from 'bcryptjs';
import { errors } from './errors';

export const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 72;
const COST = 10;

export async function hashPassword(password: string): Promise<string> {
  // bcryptjs writes `$2b$`; GoTrue (Go's bcrypt) and pgcrypto write the identical `$2a$`.
  return (await hash(password, COST)).replace(/^\$2b\$/, '$2a$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored || !/^\$2[aby]\$\d\d\$/.test(stored)) return false;
  try {
    return await compare(password, stored);
  } catch {
    return false;
  }
}

/** Throws weak_password (422) or validation_failed like GoTrue's checkPasswordStrength. */
export function checkPasswordStrength(password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw errors.validation(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) throw errors.weakPassword(MIN_PASSWORD_LENGTH);
}

/** The weak_password object added to a sign-in response when the stored password breaks the rules. */
export function weakPasswordInfo(password: string): { message: string; reasons: string[] } | null {
  if ([...password].length >= MIN_PASSWORD_LENGTH) return null;
  return { message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, reasons: ['length'] };
}
