/** How a finished timer gets the cook's attention: a WebAudio beep and, when allowed, a notification. */

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (audio) return audio;
  const Constructor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Constructor) return null;
  try {
    audio = new Constructor();
  } catch {
    audio = null;
  }
  return audio;
}

/**
 * Call from a tap (starting a timer): browsers only let audio play once the page has had a user
 * gesture, so the context is created and resumed here, ready for the beep later.
 */
export function unlockAlarmSound(): void {
  const context = audioContext();
  if (context && context.state === 'suspended') void context.resume().catch(() => undefined);
}

/** Three short kitchen-timer beeps. Silent when the browser has no WebAudio or blocks it. */
export function playBeep(): void {
  const context = audioContext();
  if (!context) return;
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  const start = context.currentTime + 0.02;
  for (let index = 0; index < 3; index += 1) {
    const at = start + index * 0.28;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.2);
  }
}

/** Asks once (from a tap) whether finished timers may show a system notification. */
export function requestTimerNotifications(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

/** A system notification when permitted; harmless where notifications need a service worker. */
export function notifyTimerDone(title: string, body: string, tag: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // Android Chrome only allows notifications through a service worker.
  }
}
