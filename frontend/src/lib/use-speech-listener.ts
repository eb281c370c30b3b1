import { useEffect, useRef, useState } from 'react';
import { createRecognizer, VoiceError, type Recognizer } from './speech';

export interface SpeechListenerOptions {
  /** Listen while true; turning it off stops at once. */
  enabled: boolean;
  /** Final transcripts, one per phrase. */
  onTranscript: (transcript: string) => void;
  /** 'Not Supported' or 'Permission Required': listening stops; the caller should turn `enabled` off. */
  onVoiceError?: (error: VoiceError) => void;
  /** Spec section 9: sessions restart about 1 s after they end. */
  restartDelayMs?: number;
  /** The floating assistant stops on an error and retries after 5 s (spec section 4). */
  errorRetryMs?: number;
}

/**
 * Keeps one continuous recognition session alive while `enabled`: final results only, restarted
 * `restartDelayMs` after each end (browsers end sessions after silence or a minute or so).
 * Returns whether the microphone is live right now.
 */
export function useSpeechListener(options: SpeechListenerOptions): boolean {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [active, setActive] = useState(false);
  const { enabled } = options;

  useEffect(() => {
    if (!enabled) return;
    let disposed = false;
    let restartTimer: number | undefined;
    let retryAfterError = false;
    let recognizer: Recognizer;
    try {
      recognizer = createRecognizer({
        continuous: true,
        onResult: (transcript) => {
          if (!disposed) latest.current.onTranscript(transcript);
        },
        onStart: () => setActive(true),
        onEnd: () => {
          setActive(false);
          if (disposed) return;
          const delay = retryAfterError
            ? (latest.current.errorRetryMs ?? 5000)
            : (latest.current.restartDelayMs ?? 1000);
          retryAfterError = false;
          window.clearTimeout(restartTimer);
          restartTimer = window.setTimeout(() => {
            if (!disposed) recognizer.start();
          }, delay);
        },
        onError: (error) => {
          if (error instanceof VoiceError) {
            disposed = true;
            recognizer.abort();
            latest.current.onVoiceError?.(error);
            return;
          }
          // Silence and our own aborts are routine; anything else is logged and retried later.
          if (error === 'no-speech' || error === 'aborted') return;
          console.warn('Speech recognition error:', error);
          if (latest.current.errorRetryMs !== undefined) {
            retryAfterError = true;
            recognizer.abort();
          }
        },
      });
    } catch (error) {
      if (error instanceof VoiceError) latest.current.onVoiceError?.(error);
      return;
    }
    recognizer.start();
    return () => {
      disposed = true;
      window.clearTimeout(restartTimer);
      recognizer.abort();
      setActive(false);
    };
  }, [enabled]);

  return active && enabled;
}
