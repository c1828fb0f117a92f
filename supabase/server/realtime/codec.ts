/** Phoenix's wire format as supabase-js speaks it: JSON objects (vsn 1.0.0), JSON arrays (2.0.0), binary broadcast pushes. */

export type Msg = { join_ref: string | null; ref: string | null; topic: string; event: string; payload: unknown };

/** A user broadcast pushed as a binary frame (realtime-js's serializer: kind 3), and one sent to a client (kind 4). */
const BINARY_USER_BROADCAST_PUSH = 3;
const BINARY_USER_BROADCAST = 4;
/** the payload's encoding byte: 1 is JSON, anything else raw bytes */
const JSON_ENCODING = 1;

function decodeBinary(data: Buffer): Msg | null {
  // kind, then lengths of join_ref, ref, topic, event, metadata, and the payload's encoding
  if (data.length < 7 || data[0] !== BINARY_USER_BROADCAST_PUSH) return null;
  const [jl, rl, tl, el, ml, enc] = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!, data[6]!];
  let o = 7;
  const take = (n: number) => data.subarray(o, (o += n)).toString('utf8');
  const joinRef = take(jl), ref = take(rl), topic = take(tl), event = take(el);
  take(ml);
  // bytes stay bytes: they go out to subscribers as a binary frame
  const rest = Buffer.from(data.subarray(o));
  let payload: unknown = rest;
  if (enc === JSON_ENCODING) {
    try {
      payload = JSON.parse(rest.toString('utf8'));
    } catch {
      return null;
    }
  }
  return { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: { type: 'broadcast', event, payload } };
}

/** A frame from a client, or null when it is not one Phoenix would accept. */
export function decode(data: Buffer, isBinary: boolean): Msg | null {
  if (isBinary) return decodeBinary(data);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  if (Array.isArray(parsed) && parsed.length === 5) {
    const [join_ref, ref, topic, event, payload] = parsed as [string | null, string | null, string, string, unknown];
    return typeof topic === 'string' && typeof event === 'string' ? { join_ref, ref, topic, event, payload } : null;
  }
  if (parsed && typeof parsed === 'object') {
    const o = parsed as Record<string, unknown>;
    if (typeof o.topic === 'string' && typeof o.event === 'string') {
      return { join_ref: (o.join_ref as string) ?? null, ref: (o.ref as string) ?? null, topic: o.topic, event: o.event, payload: o.payload };
    }
  }
  return null;
}

/** A frame for a client speaking `vsn`; `payloadJson`: the payload already serialised (one broadcast, many recipients). */
export function encode(vsn: string, m: Msg, payloadJson = JSON.stringify(m.payload)): string {
  const s = JSON.stringify;
  return vsn === '2.0.0'
    ? `[${s(m.join_ref)},${s(m.ref)},${s(m.topic)},${s(m.event)},${payloadJson}]`
    : `{"join_ref":${s(m.join_ref)},"ref":${s(m.ref)},"topic":${s(m.topic)},"event":${s(m.event)},"payload":${payloadJson}}`;
}

/** A broadcast whose payload is bytes, as realtime-js decodes it (kind 4: topic, event, metadata sizes, encoding). */
export function encodeBinaryBroadcast(topic: string, event: string, payload: Buffer): Buffer | null {
  const t = Buffer.from(topic), e = Buffer.from(event);
  if (t.length > 255 || e.length > 255) return null;
  return Buffer.concat([Buffer.from([BINARY_USER_BROADCAST, t.length, e.length, 0, 0]), t, e, payload]);
}
