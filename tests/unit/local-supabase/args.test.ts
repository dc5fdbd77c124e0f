// The command-line flags of `npm run supabase`, `npm run db:reset` and `npm start` (local-supabase/args.ts):
// values, ranges and the exact error messages the tools print.
import { describe, expect, it } from 'vitest';
import { parseFlags, parseStartFlags, USAGE, type CliFlags } from '../../../local-supabase/args';

const defaults: CliFlags = {
  port: 54321, memory: false, dataDir: '.local-supabase/data', dbPort: -1, dbUrl: null, demoOrders: true, demoInterval: 120, help: false,
};

const parse = (...argv: string[]) => parseFlags(argv, defaults);

describe('parseFlags', () => {
  it('returns the defaults without arguments, and does not change them', () => {
    expect(parse()).toEqual(defaults);
    parse('--port', '1');
    expect(defaults.port).toBe(54321);
  });

  it('reads every flag, with the value after the flag or after =', () => {
    expect(parse('--port', '8080', '--db-port=0', '--memory', '--data-dir', 'tmp/db', '--no-demo-orders', '--demo-interval=30'))
      .toEqual({ ...defaults, port: 8080, dbPort: 0, memory: true, dataDir: 'tmp/db', demoOrders: false, demoInterval: 30 });
    expect(parse('--data-dir=a=b').dataDir).toBe('a=b');
    expect(parse('--help').help).toBe(true);
    expect(parse('-h').help).toBe(true);
  });

  it('takes --db-url for a PostgreSQL server, and refuses it with the PGlite-only flags', () => {
    const url = 'postgresql://postgres@127.0.0.1:5432/shop';
    expect(parse('--db-url', url, '--port', '0')).toEqual({ ...defaults, dbUrl: url, port: 0 });
    expect(parseStartFlags(['--db-url', url], defaults).dbUrl).toBe(url);
    expect(() => parse('--db-url', 'localhost:5432')).toThrow(
      '--db-url needs a PostgreSQL URL such as postgresql://postgres@127.0.0.1:5432/postgres, got localhost:5432',
    );
    expect(() => parse('--db-url', url, '--memory', '--db-port', '1')).toThrow(
      '--db-url cannot be combined with --memory, --db-port: those choose PGlite\'s data, the server keeps its own',
    );
    expect(() => parse('--data-dir', 'x', '--db-url', url)).toThrow('--db-url cannot be combined with --data-dir');
  });

  it('takes the last value when a flag is given twice', () => {
    expect(parse('--port', '1', '--port', '2').port).toBe(2);
  });

  it('accepts the ends of each range', () => {
    expect(parse('--port', '0', '--db-port', '65535')).toMatchObject({ port: 0, dbPort: 65535 });
    expect(parse('--demo-interval', '5').demoInterval).toBe(5);
    expect(parse('--demo-interval', '86400').demoInterval).toBe(86400);
  });

  it.each([
    [['--port', '65536'], '--port needs a whole number from 0 to 65535, got 65536'],
    [['--port', '-1'], '--port needs a whole number from 0 to 65535, got -1'],
    [['--port', '1.5'], '--port needs a whole number from 0 to 65535, got 1.5'],
    [['--port', 'abc'], '--port needs a whole number from 0 to 65535, got abc'],
    [['--port'], '--port needs a whole number from 0 to 65535, got nothing'],
    [['--port', '--memory'], '--port needs a whole number from 0 to 65535, got --memory'],
    [['--db-port=70000'], '--db-port needs a whole number from 0 to 65535, got 70000'],
    [['--demo-interval', '4'], '--demo-interval needs a whole number from 5 to 86400, got 4'],
    [['--demo-interval', '86401'], '--demo-interval needs a whole number from 5 to 86400, got 86401'],
    [['--data-dir'], '--data-dir needs a folder'],
    [['--data-dir='], '--data-dir needs a folder'],
  ])('%j fails with "%s"', (argv, message) => {
    expect(() => parse(...argv)).toThrow(new Error(message));
  });

  it.each([['--bogus'], ['--bogus=1'], ['extra'], ['-x'], ['--dev'], ['--app-port=1'], ['--out-dir=x'], ['--'], ['--demo-orders']])(
    'rejects %s as an unknown option, with the usage',
    (arg) => {
      expect(() => parse('--memory', arg)).toThrow(new Error(`Unknown option ${arg}\n${USAGE}`));
    },
  );

  it('reports the first problem in the order given', () => {
    expect(() => parse('--bogus', '--port', 'x')).toThrow('Unknown option --bogus');
    expect(() => parse('--port', 'x', '--bogus')).toThrow('--port needs a whole number');
  });
});

describe('parseStartFlags', () => {
  const startDefaults = { ...defaults, dev: false, appPort: 5173, outDir: 'dist' };

  it('also takes --dev, --app-port and --out-dir, which npm run supabase does not', () => {
    expect(parseStartFlags(['--dev', '--no-demo-orders'], defaults)).toEqual({ ...startDefaults, demoOrders: false, dev: true });
    expect(parseStartFlags([], defaults)).toEqual(startDefaults);
    expect(parseStartFlags(['--app-port', '8080', '--out-dir=tmp/app'], defaults))
      .toEqual({ ...startDefaults, appPort: 8080, outDir: 'tmp/app' });
    expect(() => parseStartFlags(['--dev', '--bogus'], defaults)).toThrow(new Error(`Unknown option --bogus\n${USAGE}`));
  });

  it.each([
    [['--app-port', '0'], '--app-port needs a whole number from 1 to 65535, got 0'],
    [['--app-port'], '--app-port needs a whole number from 1 to 65535, got nothing'],
    [['--out-dir='], '--out-dir needs a folder'],
  ])('%j fails with "%s"', (argv, message) => {
    expect(() => parseStartFlags(argv, defaults)).toThrow(new Error(message));
  });
});
