// Stand-ins for the parts of supabase-js the app never uses (Storage, Edge Functions), swapped in at
// build time (vite.config.ts) so their code is not shipped: about 10 KB of gzip of the JS budget.
// supabase-js makes a StorageClient in its constructor, so that one must construct; using it throws.
function unused(what: string): never {
  throw new Error(`${what} is not part of this app's build (see vite.config.ts)`);
}

export class StorageClient {
  from(): never {
    return unused('Supabase Storage');
  }
}

export class FunctionsClient {
  invoke(): never {
    return unused('Supabase Edge Functions');
  }
}

export class StorageApiError extends Error {}
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export const FunctionRegion = { Any: 'any' } as const;
