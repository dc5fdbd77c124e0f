// Which browser on which platform a user agent string describes, for the device list ("Chrome op
// Android"). Only the common browsers of shop tablets and phones are told apart; the rest is null.

export interface DeviceKind {
  browser: string | null;
  platform: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:\b|Headless)(?:Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const PLATFORMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * The browser and platform of a user agent. `maxTouchPoints` tells an iPad (which presents itself as
 * a Mac since iPadOS 13) from a Mac.
 */
export function deviceKind(userAgent: string, maxTouchPoints = 0): DeviceKind {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  let platform = PLATFORMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  if (platform === 'macOS' && maxTouchPoints > 1) platform = 'iPad';
  return { browser, platform };
}
