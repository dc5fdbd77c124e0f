// The layer walls of DESIGN section 2 (domain, db, sync, ui and the screen walls inside it, main.tsx,
// the service worker, local-supabase) are enforced by lint, for `import … from` and `import()` alike:
// these imports are linted as if they were written in the named file, and each must pass or fail as
// the table says.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
/** The rules the walls are made of: static imports, and import() through a syntax selector. */
const WALL_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

async function wallMessages(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return result.messages.filter((m) => m.ruleId !== null && WALL_RULES.includes(m.ruleId)).map((m) => m.message);
}

type Case = [file: string, source: string, allowed: boolean];

const staticImports: Case[] = [
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
  ['src/ui/orders/X.tsx', "import { useSyncStatus } from '../../sync';", true],
  ['src/ui/orders/X.tsx', "import { createClient } from '@supabase/supabase-js';", false],
  ['src/domain/X.ts', "import { appDb } from '../db/database';", false],
  ['src/domain/X.ts', "import { useState } from 'react';", false],
  ['src/domain/X.ts', "import { money } from './format';", true],
  ['src/db/X.ts', "import { SyncEngine } from '../sync/engine';", false],
  ['src/db/X.ts', "import { texts } from '../ui/texts';", false],
  ['src/db/X.ts', "import { createClient } from '@supabase/supabase-js';", false],
  ['src/db/X.ts', "import { formatTime } from '../domain/format';", true],
  ['src/sync/X.ts', "import { texts } from '../ui/texts';", false],
  ['src/sync/X.ts', "import { appDb } from '../db/database';", true],
  ['src/sync/X.ts', "import { createClient } from '@supabase/supabase-js';", true],
  ['src/sw/X.ts', "import { appDb } from '../db/database';", false],
  ['src/main.tsx', "import { SyncEngine } from './sync/engine';", false],
  ['local-supabase/X.ts', "import { appDb } from '../src/db/database';", false],
];

// Today's Shell.tsx composed three other screens' folders this way, and lint let it.
const dynamicImports: Case[] = [
  ['src/ui/shell/X.tsx', "const load = () => import('../alert/OrderAlert');", false],
  ['src/ui/shell/X.tsx', "const load = () => import('../link-alarm/LinkAlarm');", false],
  ['src/ui/shell/X.tsx', "const load = () => import('../print/Printing');", false],
  ['src/ui/dashboard/X.tsx', "void import('../orders/Orders');", false],
  ['src/ui/orders/X.tsx', "void import('../app/routes');", false],
  ['src/ui/settings/account/X.tsx', "void import('../notifications/SoundCard');", false],
  ['src/ui/settings/account/X.tsx', "void import('../../app/App');", false],
  ['src/ui/lib/X.ts', "void import('../orders/OrderCard');", false],
  ['src/ui/components/X.tsx', "void import('../shell/Shell');", false],
  ['src/ui/orders/X.tsx', "void import('../../sync/engine');", false],
  ['src/ui/orders/X.tsx', "void import('@supabase/supabase-js');", false],
  ['src/domain/X.ts', "void import('../db/database');", false],
  ['src/domain/X.ts', "void import('dexie');", false],
  ['src/db/X.ts', "void import('../sync/engine');", false],
  ['src/db/X.ts', "void import('../ui/texts');", false],
  ['src/db/X.ts', "void import('@supabase/supabase-js');", false],
  ['src/sync/X.ts', "void import('../ui/app/App');", false],
  ['src/sw/X.ts', "void import('../db/database');", false],
  ['src/sw.ts', "void import('./sync/start');", false],
  ['src/main.tsx', "void import('./sync/engine');", false],
  ['local-supabase/X.ts', "void import('../tests/helpers/stack');", false],
  ['src/ui/shell/X.tsx', "void import('./SyncNotices');", true],
  ['src/ui/app/X.tsx', "void import('../alert/OrderAlert');", true],
  ['src/ui/settings/printer/X.tsx', "void import('../../lib/print/send');", true],
  ['src/ui/lib/print/X.ts', "void import('./print-order');", true],
  ['src/ui/pwa/X.ts', "void import('./update-banner');", true],
  ['src/sync/X.ts', "void import('../db/database');", true],
  ['src/main.tsx', "void import('./sync/start');", true],
  ['src/main.tsx', "void import('./db/database');", true],
];

describe('lint walls between the layers and inside src/ui', () => {
  it.each(staticImports)('%s: %s is allowed: %s', async (file, source, allowed) => {
    const messages = await wallMessages(file, source);
    if (allowed) expect(messages).toEqual([]);
    else expect(messages.length).toBeGreaterThan(0);
  });

  it.each(dynamicImports)('%s: %s (import()) is allowed: %s', async (file, source, allowed) => {
    const messages = await wallMessages(file, source);
    if (allowed) expect(messages).toEqual([]);
    else expect(messages.length).toBeGreaterThan(0);
  });

  it('says why, in the same words for import() as for import … from', async () => {
    const [viaStatic] = await wallMessages('src/ui/shell/X.tsx', "import { OrderAlert } from '../alert/OrderAlert';");
    const [viaDynamic] = await wallMessages('src/ui/shell/X.tsx', "void import('../alert/OrderAlert');");
    expect(viaDynamic).toMatch(/never another screen/);
    expect(viaStatic.endsWith(viaDynamic)).toBe(true);
  });
});
