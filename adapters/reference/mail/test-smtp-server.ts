import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** What the test server does with a recipient: accept it, or refuse it with an SMTP reply code. */
export type RecipientRule = (address: SMTPServerAddress) => number | null;

/**
 * A real SMTP server for tests (smtp-server): no TLS, no login, every message parsed with mailparser and kept.
 * It can be stopped and started again on the same port, and told to refuse recipients.
 */
export class TestSmtpServer {
  readonly received: ParsedMail[] = [];
  refuse: RecipientRule = () => null;
  private server: SMTPServer | null = null;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      // Stopping drops the client's pooled connections instead of waiting for it to hang up.
      closeTimeout: 50,
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const code = this.refuse(address);
        if (code === null) return callback();
        callback(Object.assign(new Error(`Refused by the test server (${code})`), { responseCode: code }));
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (parsed) => {
            this.received.push(parsed);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
