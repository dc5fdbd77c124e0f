// Phoenix socket frames as realtime-js speaks them: vsn 2.0.0 JSON arrays
// [join_ref, ref, topic, event, payload] (plus binary user-broadcast frames, kind 3 in and kind 4
// out) and vsn 1.0.0 JSON objects {topic, event, payload, ref, join_ref}.

export type Vsn = '1.0.0' | '2.0.0';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: JsonObject;
  /** Raw payload bytes of a binary user broadcast whose encoding is "binary" (not JSON). */
  binary?: Buffer;
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** Parses one text frame; null when it is not a valid Phoenix message. */
export function decodeText(text: string, vsn: Vsn): Frame | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  let joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown;
  if (Array.isArray(parsed) && parsed.length === 5) {
    [joinRef, ref, topic, event, payload] = parsed;
  } else if (isObject(parsed) && (vsn === '1.0.0' || typeof parsed.topic === 'string')) {
    ({ join_ref: joinRef, ref, topic, event, payload } = parsed);
  } else {
    return null;
  }
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  return {
    joinRef: refOf(joinRef),
    ref: refOf(ref),
    topic,
    event,
    payload: isObject(payload) ? payload : {},
  };
}

/**
 * Decodes a client "user broadcast push" (kind 3):
 * u8 kind, u8 len(join_ref), u8 len(ref), u8 len(topic), u8 len(event), u8 len(meta), u8 encoding,
 * then join_ref, ref, topic, event, metadata JSON and the payload bytes.
 */
export function decodeBinary(data: Buffer): Frame | null {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const sizes = [data[1], data[2], data[3], data[4], data[5]];
  const encoding = data[6];
  let offset = 7;
  const parts: string[] = [];
  for (const size of sizes) {
    if (offset + size > data.length) return null;
    parts.push(data.subarray(offset, offset + size).toString('utf8'));
    offset += size;
  }
  const [joinRef, ref, topic, userEvent, metadata] = parts;
  const body = data.subarray(offset);
  const payload: JsonObject = { type: 'broadcast', event: userEvent };
  try {
    if (metadata) payload.meta = JSON.parse(metadata) as Json;
    if (encoding === ENCODING_JSON)
      payload.payload = body.length ? (JSON.parse(body.toString('utf8')) as Json) : {};
  } catch {
    return null;
  }
  const frame: Frame = { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload };
  if (encoding === ENCODING_BINARY) frame.binary = Buffer.from(body);
  return frame;
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === '1.0.0') {
    return JSON.stringify({
      topic: frame.topic,
      event: frame.event,
      payload: frame.payload,
      ref: frame.ref,
      join_ref: frame.joinRef,
    });
  }
  return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
}

/** Server "user broadcast" (kind 4): u8 kind, u8 len(topic), u8 len(event), u8 len(meta), u8 encoding, … */
export function encodeBinaryBroadcast(topic: string, event: string, meta: string, body: Buffer): Buffer {
  const head = [topic, event, meta].map((s) => Buffer.from(s, 'utf8'));
  if (head.some((b) => b.length > 255)) throw new Error('broadcast header field longer than 255 bytes');
  return Buffer.concat([
    Buffer.from([KIND_USER_BROADCAST, head[0].length, head[1].length, head[2].length, ENCODING_BINARY]),
    ...head,
    body,
  ]);
}
