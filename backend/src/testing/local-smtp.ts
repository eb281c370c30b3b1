import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable } from './mail';

export interface ReceivedMail {
  to: string[];
  raw: string;
  at: number;
}

/** A local SMTP server that can be stopped and started again on the same port. */
export class LocalSmtp {
  readonly received: ReceivedMail[] = [];
  port = 0;
  private server?: SMTPServer;

  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: decodeQuotedPrintable(raw),
            at: Date.now(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    this.port = (server.server.address() as { port: number }).port;
    this.server = server;
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  to(address: string, containing?: string) {
    return this.received.filter(
      (mail) => mail.to.includes(address) && (containing === undefined || mail.raw.includes(containing)),
    );
  }
}

/** A header of a raw message, unfolded (continuation lines joined). */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim();
}
