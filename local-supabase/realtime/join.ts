// phx_join, access_token and phx_leave of a channel.
// Join: check the token (its own or the socket's apikey), drain what was queued before the join
// (a new subscriber must not get older changes), register, reply ok with the client's bindings in
// order plus ids, then "Subscribed to PostgreSQL" (or a system error) once the bindings are checked
// against the database the way walrus checks a new subscription.
import { randomUUID } from 'node:crypto';
import { checkToken, effectiveToken, joinErrorReason } from './auth';
import { describeBinding, parseBindings, type Binding } from './bindings';
import { Channel, type Conn, type Hub } from './channel';
import { isObject, type Frame, type JsonObject } from './protocol';
import { quoteIdent } from './visibility';

export function reply(conn: Conn, frame: Frame, status: 'ok' | 'error', response: JsonObject): void {
  conn.send({
    joinRef: frame.joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: 'phx_reply',
    payload: { status, response },
  });
}

function tokenFor(hub: Hub, conn: Conn, given: unknown) {
  return checkToken(effectiveToken(given, conn.apiKey), hub.ctx.keys.jwtSecret, hub.ctx.now());
}

export async function join(hub: Hub, conn: Conn, frame: Frame): Promise<void> {
  const config = isObject(frame.payload.config) ? frame.payload.config : {};
  const check = tokenFor(hub, conn, frame.payload.access_token);
  if (!check.ok) {
    reply(conn, frame, 'error', { reason: joinErrorReason(check) });
    return;
  }
  conn.channels.get(frame.topic)?.dispose(); // a second join of a topic replaces the first
  const bindings = parseBindings(config.postgres_changes);
  const channel = new Channel(
    conn,
    hub,
    frame.topic,
    frame.joinRef ?? frame.ref,
    bindings,
    config,
    randomUUID(),
  );
  channel.setClaims(check.claims, check.exp);
  conn.channels.set(frame.topic, channel);
  if (bindings.length) {
    await hub.drain();
    if (channel.closed) return;
    hub.subscribe(channel);
  }
  reply(conn, frame, 'ok', { postgres_changes: bindings.map((b) => b.echo) });
  hub.topics.add(channel);
  if (bindings.length) {
    void validate(hub, channel).then((error) => {
      if (channel.closed) return;
      if (error) {
        hub.unsubscribe(channel);
        channel.system('postgres_changes', 'error', error);
      } else channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    });
  }
}

function unable(binding: Binding): string {
  return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describeBinding(binding)}`;
}

/** null when every binding could be subscribed; else the system error message. */
async function validate(hub: Hub, channel: Channel): Promise<string | null> {
  const { metadata, ctx } = hub;
  try {
    const role = await metadata.role(channel.role);
    for (const binding of channel.bindings) {
      if (binding.error || !role.exists) return unable(binding);
      if (binding.table === null || binding.schema === '*') continue;
      const meta = await metadata.table(binding.schema, binding.table);
      if (!meta) return unable(binding);
      if (!binding.conditions.length) continue;
      const view = await metadata.roleView(meta, channel.role);
      for (const condition of binding.conditions) {
        const column = meta.columns.find((c) => c.name === condition.column);
        if (!column || !view.selectable.has(column.name)) {
          return `${unable(binding)}: invalid column for filter ${condition.column}`;
        }
        if (['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'isdistinct'].includes(condition.op)) {
          for (const value of condition.values) {
            try {
              await ctx.db.query(`select $1::text::${column.sql} as v`, [value]);
            } catch {
              return `${unable(binding)}: invalid value ${JSON.stringify(value)} for column ${quoteIdent(column.name)}`;
            }
          }
        }
      }
    }
    return null;
  } catch (error) {
    metadata.invalidate();
    return `Unable to subscribe to changes: ${(error as Error).message}`;
  }
}

export function updateToken(hub: Hub, conn: Conn, frame: Frame): void {
  const channel = conn.channels.get(frame.topic);
  if (!channel) return;
  const check = tokenFor(hub, conn, frame.payload.access_token);
  if (!check.ok) channel.shutdown(check.reason);
  else channel.setClaims(check.claims, check.exp);
}

export function leave(conn: Conn, frame: Frame): void {
  const channel = conn.channels.get(frame.topic);
  reply(conn, frame, 'ok', {});
  channel?.dispose();
}
