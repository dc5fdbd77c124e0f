// The walls inside src/ui (DESIGN section 2) are enforced by lint: these imports are linted as if
// they were written in the named file, and each must pass or fail as the table says.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleMessages(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const cases: [file: string, source: string, allowed: boolean][] = [
  ['src/ui/dashboard/X.tsx', "import { Orders } from '../orders/Orders';", false],
  ['src/ui/orders/X.tsx', "import { routes } from '../app/routes';", false],
  ['src/ui/orders/X.tsx', "import { Shell } from '../shell/Shell';", false],
  ['src/ui/settings/account/X.tsx', "import { SoundCard } from '../notifications/SoundCard';", false],
  ['src/ui/settings/account/X.tsx', "import { Dashboard } from '../../dashboard/Dashboard';", false],
  ['src/ui/settings/account/X.tsx', "import { App } from '../../app/App';", false],
  ['src/ui/lib/X.ts', "import { OrderCard } from '../orders/OrderCard';", false],
  ['src/ui/components/X.tsx', "import { routes } from '../app/routes';", false],
  ['src/ui/orders/X.tsx', "import { useEngine } from '../lib/engine';", true],
  ['src/ui/orders/X.tsx', "import { Toggle } from '../components/Toggle';", true],
  ['src/ui/orders/X.tsx', "import { texts } from '../texts';", true],
  ['src/ui/orders/X.tsx', "import { texts } from '../texts/orders';", true],
  ['src/ui/orders/X.tsx', "import { appDb } from '../../db/database';", true],
  ['src/ui/orders/X.tsx', "import { OrderItems } from './OrderItems';", true],
  ['src/ui/settings/account/X.tsx', "import { useEngine } from '../../lib/engine';", true],
  ['src/ui/settings/account/X.tsx', "import { validate } from './validation';", true],
  ['src/ui/lib/print/X.ts', "import { playSound } from '../sound/play';", true],
  ['src/ui/app/X.tsx', "import { Orders } from '../orders/Orders';", true],
  ['src/ui/orders/X.tsx', "import { SyncEngine } from '../../sync/engine';", false],
];

describe('lint walls inside src/ui', () => {
  it.each(cases)('%s: %s is allowed: %s', async (file, source, allowed) => {
    const messages = await ruleMessages(file, source);
    if (allowed) expect(messages).toEqual([]);
    else expect(messages.length).toBeGreaterThan(0);
  });
});
