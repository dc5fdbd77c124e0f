// PWA journey 1: the production build is installable. Once the service worker controls the page,
// Chromium's own check (CDP Page.getInstallabilityErrors) finds nothing to object to, and the manifest
// names the app in Dutch, starts at /app/dashboard in a standalone window and has 192, 512 and
// maskable icons that really are PNGs of those sizes; the install banner is offered.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, serviceWorkerControls } from './support/tablet';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  icons: ManifestIcon[];
}

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(request: APIRequestContext, url: string): Promise<{ type: string; width: number; height: number }> {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  const body = await res.body();
  expect(body.subarray(1, 4).toString('latin1'), `${url} is a PNG`).toBe('PNG');
  return { type: res.headers()['content-type'] ?? '', width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test('the installed app: no installability errors and a Dutch manifest with all icons', async ({ tablet }) => {
  const { page, context } = tablet;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welkom bij/ })).toBeVisible();
  await serviceWorkerControls(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url: manifestUrl, errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);

  const manifest = (await (await context.request.get(manifestUrl)).json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'KMFC Shop admin',
    short_name: 'KMFC Admin',
    lang: 'nl',
    description: 'Bestellingen, producten en openingstijden van KMFC Shop beheren.',
    start_url: '/app/dashboard',
    scope: '/',
    display: 'standalone',
  });
  const icon = (size: number, purpose: string) =>
    manifest.icons.find((i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any').split(' ').includes(purpose));
  for (const [size, purpose] of [[192, 'any'], [512, 'any'], [512, 'maskable']] as const) {
    const found = icon(size, purpose);
    expect(found, `a ${size}x${size} ${purpose} icon`).toBeDefined();
    const png = await pngSize(context.request, new URL(found!.src, manifestUrl).href);
    expect(png, found!.src).toEqual({ type: 'image/png', width: size, height: size });
  }

  // Chromium offers the installation, so the app's install banner shows (spec section 4).
  await expect(page.getByRole('region', { name: 'Installeren' })).toContainText('Installeer KMFC Shop admin op dit apparaat');

  // The start URL opens from the worker's shell without the network (signed out, it leads to the welcome).
  await context.setOffline(true);
  await page.goto(manifest.start_url);
  await expect(page.getByRole('heading', { level: 1, name: /Welkom bij/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
