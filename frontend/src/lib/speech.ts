/**
 * Thin wrappers over the Web Speech API: recognition (SpeechRecognition / webkitSpeechRecognition)
 * and synthesis (speechSynthesis). Feature detection happens on every call, never at import time,
 * so this module loads anywhere (tests, SSR) and a test can install fakes before using it.
 */

/** A failure the user should see as a toast: title and description are the spec's wording. */
export class VoiceError extends Error {
  constructor(
    public readonly kind: 'not-supported' | 'permission',
    public readonly title: string,
    public readonly description: string,
  ) {
    super(description);
  }
}

export const voiceNotSupported = () =>
  new VoiceError('not-supported', 'Not Supported', 'Voice recognition not supported in this browser');
export const voicePermissionRequired = () =>
  new VoiceError('permission', 'Permission Required', 'Please allow microphone access to use voice commands');

/** Spec section 9: the floating (home) assistant's voice. */
export const HOME_ASSISTANT_VOICE: SpeakOptions = { rate: 1.3, pitch: 0.9, lang: 'en-US' };
/** Spec section 9: cook mode reads steps and replies slower and a little quieter. */
export const COOK_MODE_VOICE: SpeakOptions = { rate: 0.9, pitch: 1, volume: 0.8, lang: 'en-US' };

// ---------------------------------------------------------------------------------------------
// Recognition

/** The parts of SpeechRecognition we use (TypeScript's DOM library does not declare it). */
interface RecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: { error: string; message?: string }) => void) | null;
  onend: (() => void) | null;
  onstart: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

interface RecognitionResultEventLike {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; length: number; [index: number]: { transcript: string } }>;
}

type RecognitionConstructor = new () => RecognitionLike;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export function isRecognitionSupported(): boolean {
  return recognitionConstructor() !== null;
}

export interface RecognizerOptions {
  /** Keep listening across pauses (cook mode's hands-free mode) or stop after one phrase. */
  continuous: boolean;
  lang?: string;
  /** Final transcripts only (interim results are never requested). */
  onResult: (transcript: string) => void;
  onStart?: () => void;
  /** Called after every session ends, whatever the reason: callers decide whether to restart. */
  onEnd?: () => void;
  /** Permission problems arrive as a VoiceError; anything else as the browser's error code. */
  onError?: (error: VoiceError | string) => void;
}

export interface Recognizer {
  /** Starts a session; a session already running is left alone. */
  start(): void;
  /** Stops listening, delivering what was already heard. */
  stop(): void;
  /** Stops at once, dropping anything pending. */
  abort(): void;
  readonly active: boolean;
}

const PERMISSION_ERRORS = new Set(['not-allowed', 'service-not-allowed']);

/** Creates a recognizer, or throws the 'Not Supported' VoiceError when the browser has none. */
export function createRecognizer(options: RecognizerOptions): Recognizer {
  const Constructor = recognitionConstructor();
  if (!Constructor) throw voiceNotSupported();
  const recognition = new Constructor();
  recognition.continuous = options.continuous;
  recognition.interimResults = false;
  recognition.lang = options.lang ?? 'en-US';
  recognition.maxAlternatives = 1;
  let active = false;

  recognition.onstart = () => {
    active = true;
    options.onStart?.();
  };
  recognition.onresult = (event) => {
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const result = event.results[index];
      if (!result?.isFinal || result.length === 0) continue;
      const transcript = result[0].transcript.trim();
      if (transcript) options.onResult(transcript);
    }
  };
  recognition.onerror = (event) => {
    options.onError?.(PERMISSION_ERRORS.has(event.error) ? voicePermissionRequired() : event.error);
  };
  recognition.onend = () => {
    active = false;
    options.onEnd?.();
  };

  return {
    start() {
      if (active) return;
      try {
        recognition.start();
        active = true;
      } catch {
        // InvalidStateError: a session is already starting; nothing to do.
      }
    },
    stop() {
      try {
        recognition.stop();
      } catch {
        // not running
      }
    },
    abort() {
      try {
        recognition.abort();
      } catch {
        // not running
      }
    },
    get active() {
      return active;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Synthesis

export interface SpeakOptions {
  rate?: number;
  pitch?: number;
  volume?: number;
  lang?: string;
  onEnd?: () => void;
}

export function isSynthesisSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

/** Markdown-lite answers read better without their asterisks and list dashes. */
export function speakableText(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/^\s*[-*•]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Speaks `text`, cancelling anything being said. Returns false (and calls onEnd at once) when the
 * browser cannot speak, so callers that wait for the end of speech never hang.
 */
export function speak(text: string, options: SpeakOptions = {}): boolean {
  const clean = speakableText(text);
  if (!isSynthesisSupported() || !clean) {
    options.onEnd?.();
    return false;
  }
  const utterance = new SpeechSynthesisUtterance(clean);
  utterance.lang = options.lang ?? 'en-US';
  if (options.rate !== undefined) utterance.rate = options.rate;
  if (options.pitch !== undefined) utterance.pitch = options.pitch;
  if (options.volume !== undefined) utterance.volume = options.volume;
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    options.onEnd?.();
  };
  utterance.onend = finish;
  utterance.onerror = finish;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}

export function cancelSpeech(): void {
  if (isSynthesisSupported()) window.speechSynthesis.cancel();
}

export function isSpeaking(): boolean {
  return isSynthesisSupported() && window.speechSynthesis.speaking;
}
