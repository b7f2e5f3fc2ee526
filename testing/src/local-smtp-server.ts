import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: MAIL FROM and RCPT TO, as the server saw them. */
  envelope: { from: string | null; to: string[] };
  /** Who logged in to send it. */
  user: string | undefined;
  /** The message as a mail client reads it. */
  mail: ParsedMail;
}

export interface LocalSmtpServer {
  /** `smtp://<user>:<password>@127.0.0.1:<port>`, ready for `SMTP_URL`. */
  url: string;
  received: ReceivedMail[];
  /** How many connections clients have opened so far (a pooled sender opens a few for many messages). */
  connectionsOpened(): number;
  /** How many connections are open now. */
  connectionsOpen(): number;
  /** From now on every recipient gets this reply, e.g. 550 (no such mailbox) or 451 (try again later). */
  refuseRecipientsWith(code: number, message: string): void;
  /** From now on every recipient is taken again, as a mail server back from its trouble. */
  acceptRecipients(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on a free loopback port that demands a login, takes every message and parses it
 * with mailparser, for tests to read what a mail client would show.
 */
export async function startLocalSmtpServer(credentials = { user: 'alerts', password: 'smtp-secret' }): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  let recipientRefusal: { code: number; message: string } | null = null;
  let opened = 0;
  let open = 0;
  const server = new SMTPServer({
    // Loopback without TLS: no STARTTLS to offer, so logging in over plain text must be allowed.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onConnect(_session, callback) {
      opened += 1;
      open += 1;
      callback();
    },
    onClose() {
      open -= 1;
    },
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(_address, _session, callback) {
      if (!recipientRefusal) return callback();
      const error = Object.assign(new Error(recipientRefusal.message), { responseCode: recipientRefusal.code });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            user: typeof session.user === 'string' ? session.user : undefined,
            mail,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Port 0: the kernel picks a free port at bind time.
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const userInfo = `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}`;
  return {
    url: `smtp://${userInfo}@127.0.0.1:${port}`,
    received,
    connectionsOpened: () => opened,
    connectionsOpen: () => open,
    refuseRecipientsWith: (code, message) => {
      recipientRefusal = { code, message };
    },
    acceptRecipients: () => {
      recipientRefusal = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
