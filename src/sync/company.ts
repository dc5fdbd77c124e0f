// Company bootstrap (spec sections 1, 5, 8): the shop company is looked up by slug in the central
// project (active companies only); its own URL and anon key make the company client. The answer is
// cached in IndexedDB so an installed app can start without network.
import { companyMissingCredentials, companyNotFound, companyQueryFailed } from '../domain/messages';
import type { ShopDb } from '../db/database';
import { getMeta, setMeta, type CompanyConfig } from '../db/meta';
import type { AppConfig } from './config';
import { centralClient } from './clients';
import type { SyncDeps } from './deps';

export class CompanyBootstrapError extends Error {
  /** True when the central project could not be reached (a cached configuration may still do). */
  readonly network: boolean;
  constructor(message: string, network: boolean) {
    super(message);
    this.network = network;
  }
}

/** Asks the central project; throws the spec's messages verbatim. */
export async function lookupCompany(config: AppConfig, deps: SyncDeps): Promise<CompanyConfig> {
  const client = centralClient(config.centralUrl, config.centralAnonKey, deps);
  const { data, error, status } = await client
    .from('companies')
    .select('supabase_url, supabase_anon_key')
    .eq('slug', config.companySlug)
    .eq('is_active', true)
    .maybeSingle()
    .retry(false);
  if (error) throw new CompanyBootstrapError(companyQueryFailed(error.message), status === 0);
  if (!data) throw new CompanyBootstrapError(companyNotFound(config.companySlug), false);
  const row = data as { supabase_url: string | null; supabase_anon_key: string | null };
  if (!row.supabase_url || !row.supabase_anon_key) {
    throw new CompanyBootstrapError(companyMissingCredentials(config.companySlug), false);
  }
  return { slug: config.companySlug, url: row.supabase_url, anonKey: row.supabase_anon_key };
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
