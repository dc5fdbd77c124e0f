import { describe, expect, it } from 'vitest';
import { startTestStack, signedInClient } from '../../helpers/stack';

describe('stopping local-supabase', () => {
  it('returns promptly while a Realtime client is still connected (the app stays open in a browser)', async () => {
    const stack = await startTestStack();
    const client = await signedInClient(stack, 'eigenaar@kmfc.test');
    await new Promise<void>((resolve) =>
      client
        .channel('open-app')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'orders' }, () => {})
        .subscribe((status) => status === 'SUBSCRIBED' && resolve()),
    );
    const stopped = await Promise.race([
      stack.stop().then(() => 'stopped'),
      new Promise((resolve) => setTimeout(() => resolve('still running after 5 s'), 5000)),
    ]);
    expect(stopped).toBe('stopped');
    client.realtime.disconnect();
  });
});
