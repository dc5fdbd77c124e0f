// The push tables and the re-alert claim in the database: values checked, the follow-up row made for
// every order inserted as `created`, and claim_push_realerts due every 60 s, at most 10 times,
// never twice for the same moment, and out of reach of anon and staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_USER_IDS, KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import {
  anonClaims,
  inRolledBackTransaction,
  openSeededDatabase,
  sqlStateAs,
  sqlStateAsOwner,
  staffClaims,
  type Database,
  type Queryable,
} from './support';

let db: Database;
beforeAll(async () => {
  db = await openSeededDatabase();
});
afterAll(async () => {
  await db?.close();
});

const P256DH = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';

function insertSubscription(endpoint: string, p256dh = P256DH, auth = AUTH): Promise<string | undefined> {
  return sqlStateAsOwner(
    db,
    `insert into public.push_subscriptions (endpoint, p256dh, auth, user_id, company_id, device_id)
     values ($1, $2, $3, $4, $5, 'd1')`,
    [endpoint, p256dh, auth, AUTH_USER_IDS.eigenaar, KMFC_COMPANY_ID],
  );
}

describe('push_subscriptions values', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'http://127.0.0.1:4000/push/1',
    'http://localhost:4000/push/1',
    'http://[::1]:4000/push/1',
  ])('accepts the endpoint %s', async (endpoint) => {
    expect(await insertSubscription(endpoint)).toBeUndefined();
  });

  it.each([
    'http://push.example.com/1',
    'http://127.0.0.1.evil.test/1',
    'ftp://127.0.0.1/1',
    'https://',
    'not a url',
    '',
  ])('refuses the endpoint %j', async (endpoint) => {
    expect(await insertSubscription(endpoint)).toBe('23514');
  });

  it('refuses keys that are empty or not base64url', async () => {
    expect(await insertSubscription('https://push.example/1', '', AUTH)).toBe('23514');
    expect(await insertSubscription('https://push.example/1', P256DH, '')).toBe('23514');
    expect(await insertSubscription('https://push.example/1', 'abc+/def', AUTH)).toBe('23514');
    expect(await insertSubscription('https://push.example/1', P256DH, 'a b')).toBe('23514');
  });
});

async function newOrder(tx: Queryable, status = 'created'): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into public.orders (company_id, status, customer_name, total_cents) values ($1, $2, 'Test', 1000) returning id`,
    [KMFC_COMPANY_ID, status],
  );
  return row.id;
}

const claim = (tx: Queryable, at: string) =>
  tx.query<{ order_id: string; attempt: number }>(
    `select order_id, attempt from public.claim_push_realerts($1::timestamptz)`,
    [at],
  );
const after = (seconds: number) => `select now() + make_interval(secs => ${seconds})`;
async function timeAfter(tx: Queryable, seconds: number): Promise<string> {
  const [row] = await tx.query<{ at: string }>(`select (${after(seconds)})::text as at`);
  return row.at;
}

describe('order_push_state and claim_push_realerts', () => {
  it('follows up orders inserted as created only', async () => {
    const { created, rows } = await inRolledBackTransaction(db, async (tx) => {
      const ids = [await newOrder(tx), await newOrder(tx, 'accepted')];
      const state = await tx.query('select order_id, pushes from public.order_push_state where order_id = any ($1::uuid[])', [ids]);
      return { created: ids[0], rows: state };
    });
    expect(rows).toEqual([{ order_id: created, pushes: 1 }]);
  });

  it('is due 60 s after the last push, claims each moment once, and stops after 10 re-alerts', async () => {
    const attempts = await inRolledBackTransaction(db, async (tx) => {
      await tx.query('delete from public.order_push_state');
      const id = await newOrder(tx);
      const seen: (number | null)[] = [];
      const at = async (seconds: number) => {
        const rows = await claim(tx, await timeAfter(tx, seconds));
        seen.push(rows.find((r) => r.order_id === id)?.attempt ?? null);
      };
      await at(59);
      await at(60);
      await at(60); // the same moment again: already claimed
      await at(119);
      for (let minute = 2; minute <= 12; minute += 1) await at(60 * minute);
      return seen;
    });
    expect(attempts).toEqual([null, 2, null, null, 3, 4, 5, 6, 7, 8, 9, 10, 11, null, null]);
  });

  it('forgets an order once it is accepted or canceled', async () => {
    const result = await inRolledBackTransaction(db, async (tx) => {
      await tx.query('delete from public.order_push_state');
      const accepted = await newOrder(tx);
      const canceled = await newOrder(tx);
      await tx.query(`update public.orders set status = 'accepted' where id = $1`, [accepted]);
      await tx.query(`update public.orders set status = 'canceled' where id = $1`, [canceled]);
      const claimed = await claim(tx, await timeAfter(tx, 600));
      const left = await tx.query('select order_id from public.order_push_state');
      return { claimed, left };
    });
    expect(result).toEqual({ claimed: [], left: [] });
  });
});

describe('privileges', () => {
  it.each([
    ['anon', anonClaims],
    ['staff', staffClaims('eigenaar')],
  ])('%s may not claim re-alerts nor read order_push_state', async (_name, claims) => {
    expect(await sqlStateAs(db, claims, 'select * from public.claim_push_realerts()')).toBe('42501');
    expect(await sqlStateAs(db, claims, 'select * from public.order_push_state')).toBe('42501');
  });

  it('anon may not touch push_subscriptions', async () => {
    expect(await sqlStateAs(db, anonClaims, 'select * from public.push_subscriptions')).toBe('42501');
    expect(
      await sqlStateAs(
        db,
        anonClaims,
        `insert into public.push_subscriptions (endpoint, p256dh, auth, company_id, device_id)
         values ('https://push.example/anon', $1, $2, $3, 'd')`,
        [P256DH, AUTH, KMFC_COMPANY_ID],
      ),
    ).toBe('42501');
  });
});
