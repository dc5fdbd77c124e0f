// Broadcast and presence between the channels of one topic (across sockets). Broadcasts go out as
// JSON frames (binary-encoded payloads as kind-4 binary frames to vsn 2.0.0 sockets); presence
// follows Phoenix.Presence: presence_state on join, presence_diff on track/untrack/leave.
import type { Channel } from './channel';
import { encodeBinaryBroadcast, type Json, type JsonObject } from './protocol';

interface Meta {
  key: string;
  meta: JsonObject;
}

export class Topics {
  private members = new Map<string, Set<Channel>>();
  private presence = new Map<string, Map<Channel, Meta>>();
  private refCounter = 0;

  add(channel: Channel): void {
    const set = this.members.get(channel.topic) ?? new Set();
    set.add(channel);
    this.members.set(channel.topic, set);
    if (channel.presenceEnabled) channel.push('presence_state', this.state(channel.topic));
  }

  remove(channel: Channel): void {
    const set = this.members.get(channel.topic);
    if (set?.delete(channel) && set.size === 0) this.members.delete(channel.topic);
    this.untrack(channel);
  }

  broadcast(from: Channel, payload: JsonObject, binary?: Buffer): void {
    const event = typeof payload.event === 'string' ? payload.event : '';
    for (const channel of this.members.get(from.topic) ?? []) {
      if (channel === from && !from.broadcastSelf) continue;
      if (binary) {
        if (channel.conn.vsn !== '2.0.0') continue;
        const meta = payload.meta === undefined ? '' : JSON.stringify(payload.meta);
        channel.conn.sendBinary(encodeBinaryBroadcast(channel.topic, event, meta, binary));
      } else {
        const out: JsonObject = { type: 'broadcast', event, payload: payload.payload ?? {} };
        if (payload.meta !== undefined) out.meta = payload.meta;
        channel.push('broadcast', out);
      }
    }
  }

  private state(topic: string): JsonObject {
    const state: Record<string, { metas: Json[] }> = {};
    for (const { key, meta } of this.presence.get(topic)?.values() ?? []) {
      (state[key] ??= { metas: [] }).metas.push(meta);
    }
    return state;
  }

  private diff(topic: string, joins: Meta[], leaves: Meta[]): void {
    const group = (list: Meta[]) => {
      const out: Record<string, { metas: Json[] }> = {};
      for (const { key, meta } of list) (out[key] ??= { metas: [] }).metas.push(meta);
      return out;
    };
    const payload: JsonObject = { joins: group(joins), leaves: group(leaves) };
    for (const channel of this.members.get(topic) ?? []) {
      if (channel.presenceEnabled) channel.push('presence_diff', payload);
    }
  }

  track(channel: Channel, meta: JsonObject): void {
    const topic = this.presence.get(channel.topic) ?? new Map<Channel, Meta>();
    this.presence.set(channel.topic, topic);
    const previous = topic.get(channel);
    const ref = Buffer.from(`${Date.now()}:${++this.refCounter}`).toString('base64url');
    const next: Meta = { key: channel.presenceKey, meta: { ...meta, phx_ref: ref } };
    if (previous) next.meta.phx_ref_prev = previous.meta.phx_ref;
    topic.set(channel, next);
    this.diff(channel.topic, [next], previous ? [previous] : []);
  }

  untrack(channel: Channel): void {
    const topic = this.presence.get(channel.topic);
    const previous = topic?.get(channel);
    if (!topic || !previous) return;
    topic.delete(channel);
    if (topic.size === 0) this.presence.delete(channel.topic);
    this.diff(channel.topic, [], [previous]);
  }
}
