import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Sends in the background so an answer never waits on (or reveals, through its timing) the mail
 * transport; failures are logged, and shutdown waits for what is still in flight.
 */
export class MailDispatcher {
  readonly #mailer: Mailer;
  readonly #logger: Logger;
  readonly #inFlight = new Set<Promise<void>>();

  constructor(mailer: Mailer, logger: Logger) {
    this.#mailer = mailer;
    this.#logger = logger;
  }

  dispatch(mail: Mail): void {
    const sending = this.#mailer
      .send(mail)
      .catch((err: unknown) =>
        this.#logger.error({ err, to: mail.to, subject: mail.subject }, 'mail delivery failed'),
      )
      .finally(() => this.#inFlight.delete(sending));
    this.#inFlight.add(sending);
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.#inFlight]);
  }

  async close(): Promise<void> {
    await this.drain();
    this.#mailer.close();
  }
}

/** Each mail becomes one JSON file `{to, subject, text, html}` in the outbox folder (embedded mode). */
export function createOutboxMailer(outboxDir: string, logger: Logger): Mailer {
  return {
    async send(mail) {
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const file = path.join(outboxDir, name);
      await writeFile(file, `${JSON.stringify(mail, null, 2)}\n`);
      logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
    close() {},
  };
}

export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
      logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
    close() {
      transport.close();
    },
  };
}
