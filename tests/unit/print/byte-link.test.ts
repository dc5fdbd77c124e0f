// Printing over a byte pipe: the ESC/POS real-time status asked before and after the ticket, its
// answers mapped to paper out, cover open and printer error, silence to no-response, and errors of the
// browser's device APIs to connection-lost or refused. The link is a fake that answers like a printer.
import { describe, expect, it } from 'vitest';
import {
  isStatusByte, LinkTimeout, printOverLink, statusFailure, STATUS_OFFLINE_CAUSE, STATUS_PAPER, type ByteLink,
} from '../../../src/ui/lib/print/connections/byte-link';
import { linkErrorOutcome } from '../../../src/ui/lib/print/connections/link-errors';

const TIMEOUTS = { statusMs: 30, writeMs: 200 };
const TICKET = Uint8Array.of(0x1b, 0x40, 0x41, 0x0a);

type Answer = (request: number) => number | null;

/** A printer on a pipe: records writes and answers DLE EOT n with `answer(n)` (null: stays silent). */
function fakeLink(answer: Answer, readable = true, waiting: number[] = []): ByteLink & { writes: number[][] } {
  const queue = [...waiting];
  const writes: number[][] = [];
  return {
    writes,
    write(bytes) {
      writes.push([...bytes]);
      if (bytes.length === 3 && bytes[0] === 0x10 && bytes[1] === 0x04) {
        const byte = answer(bytes[2]);
        if (byte !== null) queue.push(byte);
      }
      return Promise.resolve();
    },
    read: readable ? (ms) => new Promise((resolve) => {
      if (queue.length) resolve(queue.shift() ?? null);
      else setTimeout(() => resolve(queue.shift() ?? null), ms);
    }) : null,
    close: () => Promise.resolve(),
  };
}

const healthy: Answer = () => 0x12;

describe('printing over a link', () => {
  it('asks the status, sends the ticket, asks again', async () => {
    const link = fakeLink(healthy);
    expect(await printOverLink(link, TICKET, true, TIMEOUTS)).toEqual({ ok: true });
    const status = [[...STATUS_OFFLINE_CAUSE], [...STATUS_PAPER]];
    expect(link.writes).toEqual([...status, [...TICKET], ...status]);
  });

  it('does not send the ticket when the paper is out or the cover open', async () => {
    const paperOut = fakeLink((n) => (n === 4 ? 0x72 : 0x12));
    expect(await printOverLink(paperOut, TICKET, true, TIMEOUTS)).toMatchObject({ ok: false, failure: 'paper-out' });
    expect(paperOut.writes).not.toContainEqual([...TICKET]);
    const cover = fakeLink((n) => (n === 2 ? 0x16 : 0x12));
    expect(await printOverLink(cover, TICKET, true, TIMEOUTS)).toMatchObject({ ok: false, failure: 'cover-open' });
    expect(cover.writes).toEqual([[...STATUS_OFFLINE_CAUSE]]);
  });

  it('says paper out when the paper ran out during the ticket', async () => {
    let printed = false;
    const link = fakeLink((n) => (printed && n === 2 ? 0x32 : 0x12));
    const write = link.write.bind(link);
    link.write = (bytes) => {
      if (bytes.length > 3) printed = true;
      return write(bytes);
    };
    expect(await printOverLink(link, TICKET, true, TIMEOUTS)).toMatchObject({ ok: false, failure: 'paper-out' });
  });

  it('says no-response when the printer never answers, after the status timeout', async () => {
    const link = fakeLink(() => null);
    expect(await printOverLink(link, TICKET, true, TIMEOUTS))
      .toEqual({ ok: false, failure: 'no-response', detail: 'no answer to DLE EOT 2 within 30 ms' });
  });

  it('skips bytes that are no status answer (noise, an earlier automatic status)', async () => {
    const link = fakeLink(healthy, true, [0x00, 0xff]);
    expect(await printOverLink(link, TICKET, true, TIMEOUTS)).toEqual({ ok: true });
    expect(isStatusByte(0x12)).toBe(true);
    expect(isStatusByte(0x00)).toBe(false);
    expect(isStatusByte(0xff)).toBe(false);
  });

  it('only sends for StarPRNT or a link without answers', async () => {
    for (const [link, ask] of [[fakeLink(() => null), false], [fakeLink(() => null, false), true]] as const) {
      expect(await printOverLink(link, TICKET, ask, TIMEOUTS)).toEqual({ ok: true });
      expect(link.writes).toEqual([[...TICKET]]);
    }
  });

  it('says no-response when the ticket is not taken in time', async () => {
    const link = fakeLink(healthy);
    link.write = (bytes) => (bytes.length > 3 ? new Promise(() => undefined) : Promise.resolve());
    await expect(printOverLink(link, TICKET, false, TIMEOUTS)).rejects.toBeInstanceOf(LinkTimeout);
    expect(linkErrorOutcome(new LinkTimeout('ticket: no answer within 200 ms'))).toMatchObject({ failure: 'no-response' });
  });
});

describe('status answers and device errors', () => {
  it.each([
    [2, 0x12, null], [2, 0x16, 'cover-open'], [2, 0x32, 'paper-out'], [2, 0x52, 'refused'],
    [4, 0x12, null], [4, 0x1e, null], [4, 0x72, 'paper-out'],
  ] as const)('DLE EOT %i answered 0x%s is %s', (request, byte, failure) => {
    const outcome = statusFailure(request, byte);
    if (failure === null) expect(outcome).toBeNull();
    else expect(outcome).toMatchObject({ ok: false, failure });
  });

  it.each([
    ['NotFoundError', 'connection-lost'], ['NetworkError', 'connection-lost'], ['BreakError', 'connection-lost'],
    ['SecurityError', 'refused'], ['InvalidStateError', 'refused'],
  ])('%s is %s', (name, failure) => {
    const error = new DOMException('The device was disconnected.', name);
    expect(linkErrorOutcome(error)).toEqual({ ok: false, failure, detail: `${name}: The device was disconnected.` });
  });
});
