import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Every mail written to DATA_DIR/outbox so far. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .sort()
      .map(async (n) => outboxMailSchema.parse(JSON.parse(await readFile(path.join(dir, n), 'utf8')))),
  );
  return mails;
}

/** Waits for the newest mail to `to` whose subject matches (mails are sent in the background). */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: RegExp,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dataDir)).filter((m) => m.to === to && subject.test(m.subject)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkFrom(mail: OutboxMail, prefix: string): string {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname.startsWith(prefix));
  if (!match) throw new Error(`no ${prefix} link in mail "${mail.subject}"`);
  return match;
}
