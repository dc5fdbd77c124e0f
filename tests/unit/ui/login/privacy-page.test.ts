// The privacy policy page the login modal embeds: Dutch, self-contained, and about what the app does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const html = readFileSync(resolve(process.cwd(), 'public/privacy.html'), 'utf8');

describe('public/privacy.html', () => {
  it('is a Dutch page with a title and no scripts or outside resources', () => {
    expect(html).toMatch(/<html lang="nl">/);
    expect(html).toMatch(/<title>Privacybeleid/);
    expect(html).not.toMatch(/<script|<link |src="http/i);
  });

  it('names the data, where it is kept, removal on sign-out and no tracking', () => {
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toMatch(/e-mailadres/);
    expect(text).toMatch(/bestelling/);
    expect(text).toMatch(/Supabase/);
    expect(text).toMatch(/Europese Unie/);
    expect(text).toMatch(/uitloggen/i);
    expect(text).toMatch(/geen tracking/i);
  });
});
