import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questSchema } from '../../protocol/api/quests.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** DESIGN 14: the secret calendar feed, read by a real iCalendar parser (ical.js). */

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' } });
  ({ client } = await signedInPlayer(server));
  expect((await client.request('PATCH', '/api/user', { timezone: 'Europe/Berlin' })).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const pathOf = (url: string) => new URL(url).pathname;

async function feedAddress(): Promise<string> {
  const res = await client.post('/api/calendar/feed');
  expect(res.status).toBe(200);
  const { url } = res.body as { url: string };
  expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return pathOf(url);
}

/** The feed's events as a calendar app reads them. */
async function events(path: string): Promise<ICAL.Event[]> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('the calendar feed', () => {
  it('lists dated open quests and tasks with their moments, all-day days, alarms and routines', async () => {
    const day = new Date(Date.now() + 3 * 86_400_000);
    const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(day);
    const dueAt = new Date(Date.now() + 2 * 86_400_000);
    dueAt.setUTCSeconds(0, 0);
    const remindAt = new Date(dueAt.getTime() - 30 * 60_000);
    const timed = questSchema.parse(
      (
        await client.post('/api/quests', {
          title: 'Dentist, bring the card',
          dueDate: dueAt.toISOString(),
          remindAt: remindAt.toISOString(),
        })
      ).body,
    );
    // A due day without a time: 23:59 that day in Berlin (what the quick add writes).
    const endOfDay = new Date(`${ymd}T23:59:00+01:00`);
    await client.post('/api/quests', { title: 'Pay the rent', dueDate: endOfDay.toISOString() });
    await client.post('/api/quests', {
      title: 'Stretch',
      dueDate: dueAt.toISOString(),
      recurrence: 'weekdays',
    });
    await client.post('/api/tasks', { title: 'Reply to Ana', dueDate: dueAt.toISOString() });
    const done = questSchema.parse(
      (await client.post('/api/quests', { title: 'Already done', dueDate: dueAt.toISOString() })).body,
    );
    expect((await client.request('PATCH', `/api/quests/${done.id}/complete`)).status).toBe(200);
    await client.post('/api/quests', { title: 'No date at all' });

    const listed = await events(await feedAddress());
    const byTitle = new Map(listed.map((e) => [e.summary, e]));
    expect([...byTitle.keys()].sort()).toEqual([
      'Dentist, bring the card',
      'Pay the rent',
      'Reply to Ana',
      'Stretch',
    ]);

    const dentist = byTitle.get('Dentist, bring the card')!;
    expect(dentist.uid).toBe(`quest-${timed.id}@quest-planner`);
    expect(dentist.startDate.toJSDate().toISOString()).toBe(dueAt.toISOString());
    const alarm = dentist.component.getFirstSubcomponent('valarm')!;
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe(
      ICAL.Time.fromJSDate(remindAt, true).toString(),
    );

    const rent = byTitle.get('Pay the rent')!;
    expect(rent.startDate.isDate).toBe(true);
    expect(rent.startDate.toString()).toBe(ymd);

    const stretch = byTitle.get('Stretch')!;
    expect(stretch.isRecurring()).toBe(true);
    expect(String(stretch.component.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
    expect(byTitle.get('Reply to Ana')!.uid).toMatch(/^task-.+@quest-planner$/);
  });

  it('answers 304 to a poll that already has it, and a new ETag once something changed', async () => {
    const path = await feedAddress();
    const first = await fetch(`${server.url}${path}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await fetch(`${server.url}${path}`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    await client.post('/api/quests', {
      title: 'Something new',
      dueDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const changed = await fetch(`${server.url}${path}`, { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('replaces the address (the old one answers 404), turns it off, and needs a session to manage', async () => {
    const old = await feedAddress();
    const replaced = await feedAddress();
    expect(replaced).not.toBe(old);
    expect((await fetch(`${server.url}${old}`)).status).toBe(404);
    expect((await fetch(`${server.url}${replaced}`)).status).toBe(200);
    expect((await client.request('DELETE', '/api/calendar/feed')).status).toBe(204);
    expect((await fetch(`${server.url}${replaced}`)).status).toBe(404);
    expect((await client.request('DELETE', '/api/calendar/feed')).status).toBe(204);
    for (const path of [
      '/api/calendar/nonsense.ics',
      `/api/calendar/${'a'.repeat(43)}.ics`,
      '/api/calendar/feed.txt',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
    const visitor = server.client();
    expect((await visitor.post('/api/calendar/feed')).status).toBe(401);
    expect((await visitor.request('DELETE', '/api/calendar/feed')).status).toBe(401);
  });
});
