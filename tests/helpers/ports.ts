// A loopback port a test keeps for a while without holding it open (the signals test starts, kills and
// restarts servers on the same ports). `freePort` hands out ports from the kernel's ephemeral range
// (32768-60999 here), which every outgoing connection and every other `listen(0)` also draws from: in a
// gap between two starts another test could take the port. Ports below that range are only ever taken
// on purpose, so one chosen there and free now stays free.
import { createServer } from 'node:net';

const LOW = 20000;
const HIGH = 32767;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port below the ephemeral range, other than those in `taken`. */
export async function keptPort(taken: number[] = []): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (!taken.includes(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free port between ${LOW} and ${HIGH} after 100 tries`);
}
