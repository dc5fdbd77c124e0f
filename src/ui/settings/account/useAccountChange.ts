// What the email and password forms share: validate, send to auth, then a toast or the failure alert.
import { useState, type FormEvent } from 'react';
import { useDialogs } from '../../components/dialogs';

export function useAccountChange(messages: { success: string; failure: string }, what: string) {
  const dialogs = useDialogs();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (event: FormEvent, invalid: string | null, send: () => Promise<void>, done: () => void) => {
    event.preventDefault();
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await send();
      done();
      dialogs.toast(messages.success);
    } catch (failure) {
      console.error(`${what} change failed`, failure);
      await dialogs.alert(messages.failure);
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}
