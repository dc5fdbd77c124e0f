// Company bootstrap (spec sections 1, 5, 8): the shop company is looked up by slug in the central
// project (active companies only); its own URL and anon key make the company client. The answer is
// cached in IndexedDB so an installed app can start without network.
import type { ShopDb } from '../db/database';
import { getMeta, setMeta, type CompanyConfig, type CompanyProblem } from '../db/meta';
import type { AppConfig } from './config';
import { centralClient } from './clients';
import type { SyncDeps } from './deps';

/** Spec section 8 "Company initialisation": logged and rethrown, in English, verbatim. */
const MESSAGES: Record<CompanyProblem, (slug: string, detail: string) => string> = {
  'company-query-failed': (_slug, detail) => `Company query failed: ${detail}`,
  'company-not-found': (slug) => `Company '${slug}' not found or inactive`,
  'company-missing-credentials': (slug) => `Missing Supabase credentials for company '${slug}'`,
};

export class CompanyBootstrapError extends Error {
  readonly code: CompanyProblem;
  /** True when the central project could not be reached (a cached configuration may still do). */
  readonly network: boolean;
  constructor(code: CompanyProblem, slug: string, detail = '', network = false) {
    super(MESSAGES[code](slug, detail));
    this.code = code;
    this.network = network;
  }
}

/** Asks the central project; throws the spec's errors. */
export async function lookupCompany(config: AppConfig, deps: SyncDeps): Promise<CompanyConfig> {
  const slug = config.companySlug;
  const client = centralClient(config.centralUrl, config.centralAnonKey, deps);
  const { data, error, status } = await client
    .from('companies')
    .select('supabase_url, supabase_anon_key')
    .eq('slug', slug)
    .eq('is_active', true)
    .maybeSingle()
    .retry(false);
  if (error) throw new CompanyBootstrapError('company-query-failed', slug, error.message, status === 0);
  if (!data) throw new CompanyBootstrapError('company-not-found', slug);
  if (!data.supabase_url || !data.supabase_anon_key) throw new CompanyBootstrapError('company-missing-credentials', slug);
  return { slug, url: data.supabase_url, anonKey: data.supabase_anon_key };
}

/**
 * The company configuration: the central answer when it can be had (and cached), else the cached one
 * when the central project is unreachable. A company that is gone or inactive clears the cache.
 */
export async function bootstrapCompany(db: ShopDb, config: AppConfig, deps: SyncDeps): Promise<CompanyConfig> {
  const cached = await getMeta(db, 'company');
  try {
    const fresh = await lookupCompany(config, deps);
    await setMeta(db, 'company', fresh);
    return fresh;
  } catch (error) {
    if (error instanceof CompanyBootstrapError && error.network && cached?.slug === config.companySlug) return cached;
    deps.log?.('company bootstrap failed', error);
    throw error;
  }
}
