/**
 * A signed-in device as a cook recognises it: "Chrome on Linux", "Safari on iPhone". The user agent
 * is what the browser sent when it signed in; anything unrecognised reads "Unknown browser".
 */
const browsers: Array<[RegExp, string]> = [
  [/\bEdgA?\/|\bEdg(iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\b(iPhone|iPad)\b/, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser');
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60],
  ['day', 24],
];

/** "just now", "5 minutes ago", "yesterday"; older than a week, the date. */
export function whenActive(iso: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return 'unknown';
  let value = Math.round((now - time) / 1000);
  if (value < 60) return 'just now';
  value = Math.floor(value / 60);
  for (let index = 0; index < steps.length; index += 1) {
    const [unit] = steps[index];
    const next = steps[index + 1]?.[1];
    if (next === undefined || value < next) {
      if (unit === 'day' && value >= 7) break;
      return relative.format(-value, unit);
    }
    value = Math.floor(value / next);
  }
  return longDate(iso);
}

/** "9 August 2025", as the legal pages write dates. */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
