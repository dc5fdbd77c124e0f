// Command-line flags of the local-supabase tools, with a clear error for anything unknown.
export interface CliFlags {
  port: number;
  memory: boolean;
  dataDir: string;
  dbPort: number;
  demoOrders: boolean;
  demoInterval: number;
  help: boolean;
}

export const USAGE = `Usage: npm run supabase -- [--port 54321] [--memory] [--data-dir .local-supabase/data] [--db-port 54322]
       npm start -- [--no-demo-orders] [--demo-interval 120] (plus the flags above)`;

export function parseFlags(argv: string[], defaults: CliFlags): CliFlags {
  const flags = { ...defaults };
  const number = (name: string, value: string | undefined, min: number, max: number) => {
    const n = Number(value);
    if (value === undefined || !Number.isInteger(n) || n < min || n > max) {
      throw new Error(`${name} needs a whole number from ${min} to ${max}, got ${value ?? 'nothing'}`);
    }
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.split('=', 2);
    const value = () => inline ?? argv[++i];
    switch (name) {
      case '--port': flags.port = number('--port', value(), 0, 65535); break;
      case '--db-port': flags.dbPort = number('--db-port', value(), 0, 65535); break;
      case '--memory': flags.memory = true; break;
      case '--data-dir': {
        const dir = value();
        if (!dir) throw new Error('--data-dir needs a folder');
        flags.dataDir = dir;
        break;
      }
      case '--no-demo-orders': flags.demoOrders = false; break;
      case '--demo-interval': flags.demoInterval = number('--demo-interval', value(), 5, 86400); break;
      case '--help': case '-h': flags.help = true; break;
      default: throw new Error(`Unknown option ${arg}\n${USAGE}`);
    }
  }
  return flags;
}
