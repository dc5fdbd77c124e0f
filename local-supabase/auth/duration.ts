// Go's time.ParseDuration, for GoTrue's ban_duration ("24h", "1h30m", "90s", "1.5h", "none" handled
// by the caller). Returns milliseconds, or null for an invalid string.
const UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

export function parseGoDuration(input: string): number | null {
  let rest = input;
  let sign = 1;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest === '0') return 0;
  if (rest === '') return null;
  let total = 0;
  const part = /^(\d+\.?\d*|\.\d+)(ns|us|µs|μs|ms|s|m|h)/;
  while (rest) {
    const match = part.exec(rest);
    if (!match) return null;
    total += Number(match[1]) * UNITS[match[2]];
    rest = rest.slice(match[0].length);
  }
  return sign * total;
}

/** The error text of Go's ParseDuration, which GoTrue puts in its message. */
export function goDurationError(input: string): string {
  return `time: invalid duration ${JSON.stringify(input)}`;
}
