// Journey 6: axe (WCAG 2.0/2.1 A and AA and best practices) finds nothing on any screen, signed out
// and signed in as the owner, including the order detail modal and the time sheet.
import { test, expect, signIn } from './support/fixtures';
import { axeViolations, formatViolations } from './support/axe';
import { SCREENS } from './support/screens';

test('signed-out screens have no axe violations', async ({ page }) => {
  for (const screen of SCREENS.filter((s) => !s.signedIn)) {
    await test.step(screen.name, async () => {
      await screen.show(page);
      const violations = await axeViolations(page);
      expect.soft(violations.map((v) => v.id), formatViolations(screen.name, violations)).toEqual([]);
    });
  }
});

test('signed-in screens have no axe violations', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'eigenaar');
  for (const screen of SCREENS.filter((s) => s.signedIn)) {
    await test.step(screen.name, async () => {
      await screen.show(page);
      const violations = await axeViolations(page);
      expect.soft(violations.map((v) => v.id), formatViolations(screen.name, violations)).toEqual([]);
    });
  }
});
