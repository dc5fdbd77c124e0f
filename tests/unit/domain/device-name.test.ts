import { describe, expect, it } from 'vitest';
import { deviceKind } from '../../../src/domain/device-name';

const UA = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  samsungAndroid: 'Mozilla/5.0 (Linux; Android 13; SM-T220) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safariIpadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  operaWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  headlessLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('deviceKind', () => {
  it.each([
    ['Chrome on an Android tablet', UA.chromeAndroid, 0, 'Chrome', 'Android'],
    ['Samsung Internet (which also says Chrome)', UA.samsungAndroid, 5, 'Samsung Internet', 'Android'],
    ['Safari on an iPhone (which says "like Mac OS X")', UA.safariIphone, 5, 'Safari', 'iPhone'],
    ['Chrome on an iPhone (CriOS)', UA.chromeIphone, 5, 'Chrome', 'iPhone'],
    ['an iPad presenting itself as a Mac, told apart by touch', UA.safariIpadDesktop, 5, 'Safari', 'iPad'],
    ['Safari on a real Mac', UA.safariIpadDesktop, 0, 'Safari', 'macOS'],
    ['Edge on Windows (which also says Chrome and Safari)', UA.edgeWindows, 0, 'Edge', 'Windows'],
    ['Opera on Windows', UA.operaWindows, 0, 'Opera', 'Windows'],
    ['Firefox on Linux', UA.firefoxLinux, 0, 'Firefox', 'Linux'],
    ['Chrome on a Chromebook (which also says Linux)', UA.chromeOs, 0, 'Chrome', 'ChromeOS'],
    ['headless Chrome', UA.headlessLinux, 0, 'Chrome', 'Linux'],
  ])('%s', (_name, ua, touch, browser, platform) => {
    expect(deviceKind(ua, touch)).toEqual({ browser, platform });
  });

  it('answers null for what it does not know', () => {
    expect(deviceKind('curl/8.5.0')).toEqual({ browser: null, platform: null });
  });
});
