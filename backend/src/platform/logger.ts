import { pino, type Logger } from 'pino';

/** Paths pino blanks out wherever they appear in a log line: secrets, sessions and card data. */
export const redactedPaths = [
  'password',
  '*.password',
  '*.newPassword',
  'token',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.clientSecret',
  '*.cardNumber',
  '*.cvc',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
];

export function createLogger(
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level,
      base: { service: 'sous' },
      redact: { paths: redactedPaths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

export type { Logger };
