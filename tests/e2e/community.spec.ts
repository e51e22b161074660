import { type Browser, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { createTestDatabase } from '../../scripts/lib/database.ts';
import { type ServerProcess, startServerProcess } from '../../scripts/lib/processes.ts';
import { type TestUser, uniqueUser } from './helpers.ts';
import { shootScreen } from './screens.ts';

/**
 * Clans, party chat and notifications in the browser, against two real instances of the product
 * sharing one PostgreSQL database and one Redis: one player on instance 1, the other on instance 2,
 * so everything one sees of the other has crossed instances through the Redis adapter.
 * Needs PostgreSQL and Redis on 127.0.0.1 and the built client (`npx vite build`).
 * Screens for a human to look at: `npx playwright test tests/e2e/community.spec.ts --grep @screens`
 * (test-results/screens/community-<language>-<viewport>-<screen>.png).
 */
test.describe.configure({ mode: 'serial' });

const REDIS_URL = 'redis://127.0.0.1:6379';
const APP_LANGUAGE_KEY = 'adhd-planner-language';
const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 800 };

let instances: ServerProcess[] = [];
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createTestDatabase();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    SESSION_SECRET: 'community-e2e-session-secret-0123456789ab',
    JWT_SECRET: 'community-e2e-jwt-secret-0123456789abcdefg',
    EMAIL_VERIFICATION: 'off',
    // A key prefix of this run's own: its rate-limit windows and channels start empty.
    REDIS_KEY_PREFIX: `qp-e2e-community-${Date.now().toString(36)}:`,
    // Unset (empty is ignored): each instance accepts its own origin.
    APP_URL: '',
  };
  instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

test.afterAll(async () => {
  await Promise.all(instances.map((server) => server.stop()));
  await database?.drop();
});

function instance(index: number): ServerProcess {
  const server = instances[index];
  if (!server) throw new Error(`instance ${index + 1} did not start`);
  return server;
}

/** Changes a row the way an operator would (roles are not granted through the player's API). */
async function sql(statement: string, values: unknown[]): Promise<void> {
  if (!database) throw new Error('no database');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

interface Player {
  page: Page;
  server: ServerProcess;
  user: TestUser;
}

/** A browser profile on one instance (each accepts writes only from its own origin), signed up by API. */
async function newPlayer(
  browser: Browser,
  server: ServerProcess,
  prefix: string,
  options: { viewport?: { width: number; height: number }; language?: 'en' | 'de' } = {},
): Promise<Player> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'en-US',
    viewport: options.viewport ?? DESKTOP,
  });
  const page = await context.newPage();
  const user = uniqueUser(prefix);
  const player = { page, server, user };
  // E-mail verification is off: registering signs the player in.
  await call(player, 'POST', '/api/register', { ...user, language: options.language ?? 'en' });
  return player;
}

async function call(
  player: Pick<Player, 'page' | 'server'>,
  method: 'POST' | 'PATCH',
  path: string,
  data: unknown = {},
): Promise<unknown> {
  const response = await player.page.request.fetch(path, {
    method,
    data,
    headers: { 'Content-Type': 'application/json', Origin: player.server.url },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as unknown;
}

async function completeQuest(player: Player, title: string): Promise<void> {
  const quest = (await call(player, 'POST', '/api/quests', { title, difficulty: 'easy' })) as { id: string };
  await call(player, 'PATCH', `/api/quests/${quest.id}/complete`);
}

/** A first finished task unlocks 'Off the List': one more notification. */
async function completeTask(player: Player, title: string): Promise<void> {
  const task = (await call(player, 'POST', '/api/tasks', { title })) as { id: string };
  await call(player, 'PATCH', `/api/tasks/${task.id}/toggle`, { completed: true });
}

async function formParty(leader: Player, members: Player[], name: string): Promise<void> {
  const party = (await call(leader, 'POST', '/api/parties', { name })) as { id: string };
  for (const member of members) await call(member, 'POST', `/api/parties/${party.id}/join`);
}

const live = (page: Page) => expect(page.getByRole('img', { name: 'Live updates: connected' })).toBeVisible();
const toast = (page: Page, title: string) => page.locator('[data-variant]').filter({ hasText: title });

test('a clan founded in one browser and joined from another: its feed shows the others live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const founder = await newPlayer(browser, instance(0), 'founder');
  const joiner = await newPlayer(browser, instance(1), 'joiner');
  const suffix = founder.user.username.slice(-4);
  const clanName = `Early Birds ${suffix}`;

  // The Clan Hall is reached from the user menu (it is not in the top navigation).
  await founder.page.goto('/');
  await founder.page.getByRole('button', { name: new RegExp(founder.user.username) }).click();
  await founder.page.getByRole('menuitem', { name: 'Clan Hall' }).click();
  await expect(founder.page.getByRole('heading', { name: 'Clan Hall', level: 1 })).toBeVisible();

  // Blank name and tag: the notice, and no clan.
  await founder.page.getByRole('button', { name: 'Create Clan' }).first().click();
  const dialog = founder.page.getByRole('dialog', { name: 'Create Clan' });
  await dialog.getByLabel('Clan name').fill('   ');
  await dialog.getByRole('button', { name: 'Create Clan' }).click();
  await expect(toast(founder.page, 'Missing Information')).toContainText('Clan name and tag are required.');
  await expect(dialog).toBeVisible();

  // The tag is written in capitals and holds at most five characters.
  await dialog.getByLabel('Clan name').fill(`  ${clanName}  `);
  await dialog.getByLabel('Tag (3-5 characters)').pressSequentially('owlish');
  await expect(dialog.getByLabel('Tag (3-5 characters)')).toHaveValue('OWLIS');
  await dialog.getByLabel('Description (optional)').fill('We start our quests before breakfast.');
  await dialog.getByRole('button', { name: 'Create Clan' }).click();
  await expect(toast(founder.page, 'Clan Created!')).toBeVisible();

  // The founder lands on the clan's page: leader, and the founding in the feed.
  await expect(founder.page).toHaveURL(/\/clans\/[0-9a-f-]{36}$/);
  await expect(founder.page.getByRole('heading', { name: clanName, level: 1 })).toBeVisible();
  await expect(founder.page.getByRole('main').getByText('Your Clan', { exact: true })).toBeVisible();
  const members = founder.page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem').filter({ hasText: founder.user.username })).toContainText(
    'Leader',
  );
  const feed = founder.page.getByRole('log', { name: 'Clan activity' });
  await expect(feed).toContainText(`${founder.user.username} founded the clan`);
  await live(founder.page);

  // The other player finds it by its tag (searched on the server) and joins from the other instance.
  await joiner.page.goto('/clans');
  await joiner.page.getByLabel('Search clans').fill('no such clan anywhere');
  await expect(joiner.page.getByRole('heading', { name: 'No clans found' })).toBeVisible();
  await joiner.page.getByLabel('Search clans').fill('owlis');
  const card = joiner.page.getByRole('article', { name: clanName });
  await expect(card).toBeVisible();
  await expect(joiner.page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('1/50');
  await card.getByRole('button', { name: `Join ${clanName}` }).click();
  await expect(toast(joiner.page, 'Joined Clan!')).toBeVisible();
  await expect(card.getByText('Your Clan', { exact: true })).toBeVisible();
  await expect(card).toContainText('2/50');
  // A member sees no join buttons, and no Create Clan either.
  await expect(joiner.page.getByRole('button', { name: /^Join/ })).toHaveCount(0);
  await expect(joiner.page.getByRole('button', { name: 'Create Clan' })).toHaveCount(0);

  // The founder's page, untouched since: the join arrives live, and the member list follows.
  await expect(feed).toContainText(`${joiner.user.username} joined the clan`);
  await expect(members.getByRole('listitem').filter({ hasText: joiner.user.username })).toContainText(
    'Member',
  );

  // A quest the joiner finishes (on instance 2) lands on top of the founder's feed (instance 1):
  // 'a quest' and its difficulty, never its title, until the joiner shares their quest titles.
  await completeQuest(joiner, 'Water the balcony plants');
  await expect(feed).toContainText(`${joiner.user.username} completed a quest (Easy)`);
  await expect(feed).not.toContainText('Water the balcony plants');
  await call(joiner, 'PATCH', '/api/user', { shareQuestTitles: true });
  await completeQuest(joiner, 'Repot the basil');
  await expect(feed).toContainText(`${joiner.user.username} completed a quest: Repot the basil`);

  // Someone without a clan cannot take the same name: the server's reason is shown.
  const latecomer = await newPlayer(browser, instance(0), 'late');
  await latecomer.page.goto('/clans');
  await latecomer.page.getByRole('button', { name: 'Create Clan' }).first().click();
  const second = latecomer.page.getByRole('dialog', { name: 'Create Clan' });
  await second.getByLabel('Clan name').fill(clanName.toUpperCase());
  await second.getByLabel('Tag (3-5 characters)').fill('OTHER');
  await second.getByRole('button', { name: 'Create Clan' }).click();
  await expect(toast(latecomer.page, 'Failed to create clan')).toContainText(
    'A clan with this name already exists. Please choose another name.',
  );

  // Leaving asks first; the founder sees it live.
  await joiner.page.goto('/clans');
  await joiner.page.getByRole('link', { name: 'Open clan page' }).click();
  await joiner.page.getByRole('button', { name: 'Leave clan' }).click();
  await joiner.page.getByRole('alertdialog').getByRole('button', { name: 'Leave clan' }).click();
  await expect(toast(joiner.page, 'You left the clan')).toBeVisible();
  await expect(joiner.page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
  await expect(feed).toContainText(`${joiner.user.username} left the clan`);
  await expect(members.getByRole('listitem')).toHaveCount(1);
});

test('party chat between two browsers on two instances, with limits, removal and the feature switch', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const mira = await newPlayer(browser, instance(0), 'mira');
  const tomo = await newPlayer(browser, instance(1), 'tomo');
  await formParty(mira, [tomo], `Chatters ${mira.user.username.slice(-4)}`);
  for (const player of [mira, tomo]) {
    await player.page.goto('/boss-fight');
    await expect(player.page.getByRole('heading', { name: 'Party chat' })).toBeVisible();
    await expect(player.page.getByText('No messages yet. Say hello to your party!')).toBeVisible();
    await live(player.page);
  }
  const miraLog = mira.page.getByRole('log', { name: 'Party chat' });
  const tomoLog = tomo.page.getByRole('log', { name: 'Party chat' });
  const miraInput = mira.page.getByLabel('Message to your party');
  const tomoInput = tomo.page.getByLabel('Message to your party');

  // A live counter of the 500 characters; Enter sends, Shift+Enter starts a new line.
  await miraInput.pressSequentially('Who is up');
  await expect(mira.page.getByTestId('chat-counter')).toHaveText('9/500');
  await miraInput.press('Shift+Enter');
  await miraInput.pressSequentially('for the dragon?');
  await miraInput.press('Enter');
  await expect(miraInput).toHaveValue('');
  await expect(mira.page.getByTestId('chat-counter')).toHaveText('0/500');
  const first = tomoLog.getByRole('listitem').filter({ hasText: 'for the dragon?' });
  await expect(first).toContainText(mira.user.username);
  await expect(first.locator('p').last()).toHaveJSProperty('textContent', 'Who is up\nfor the dragon?');
  await expect(miraLog.getByRole('listitem').filter({ hasText: 'for the dragon?' })).toContainText('(you)');

  // The reply goes the other way, with the Send button.
  await tomoInput.fill('Me! After lunch.');
  await tomo.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(miraLog.getByRole('listitem').last()).toContainText(`${tomo.user.username}`);
  await expect(miraLog.getByRole('listitem').last()).toContainText('Me! After lunch.');

  // More than 500 characters cannot be typed in.
  await miraInput.fill('x'.repeat(520));
  await expect(mira.page.getByTestId('chat-counter')).toHaveText('500/500');
  await miraInput.fill('');

  // The history stays: a reload shows the same conversation.
  await tomo.page.reload();
  await expect(tomoLog.getByRole('listitem')).toHaveCount(2);

  // Too fast: the server's limit (5 in 10 s) is explained calmly and the text is kept. Five notes go
  // at once over the API, which the same limit counts, then one through the field: sent one by one
  // through the field, each waiting for its answer, a busy CI machine spread nine notes over more
  // than the 10 s and none was refused. Should the window end between burst and field, again.
  const tooFast = 'You are sending messages very fast. Take a breath and try again in a few seconds.';
  const status = mira.page.getByRole('status').filter({ hasText: 'Take a breath' });
  for (let round = 1; round <= 3 && !(await status.isVisible()); round++) {
    const burst = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        mira.page.request.post('/api/parties/chat', {
          data: { text: `Burst ${round}.${n}` },
          headers: { 'Content-Type': 'application/json', Origin: mira.server.url },
        }),
      ),
    );
    for (const sent of burst)
      expect([201, 429], `a burst note: ${await sent.text()}`).toContain(sent.status());
    await miraInput.fill(`Quick note ${round}`);
    await miraInput.press('Enter');
    // Sent (the field empties) or refused (the reason shows).
    await expect
      .poll(async () => (await miraInput.inputValue()) === '' || (await status.isVisible()))
      .toBe(true);
  }
  await expect(status).toHaveText(tooFast);
  await expect(miraInput).toHaveValue(/^Quick note \d$/);

  // A moderator removes a message: it shows as removed on both screens, without a reload.
  await sql(`update users set role = 'moderator' where username = $1`, [tomo.user.username]);
  await tomo.page.reload();
  const target = tomoLog.getByRole('listitem').filter({ hasText: 'for the dragon?' });
  await target.getByRole('button', { name: 'Remove message' }).click();
  await tomo.page.getByRole('alertdialog').getByRole('button', { name: 'Remove message' }).click();
  await expect(miraLog.getByRole('listitem').first()).toHaveText(
    new RegExp(`${mira.user.username}.*This message was removed by a moderator\\.`),
  );
  await expect(miraLog).not.toContainText('for the dragon?');
  await expect(tomoLog).not.toContainText('for the dragon?');
  // Players who are not moderators have no such button.
  await expect(miraLog.getByRole('button', { name: 'Remove message' })).toHaveCount(0);

  // An admin switches party chat off (through instance 1, which then knows at once): the server's
  // refusal is shown as it is meant, and the chat works again once it is switched back on.
  await sql(`update users set role = 'admin' where username = $1`, [mira.user.username]);
  await call(mira, 'PATCH', '/api/admin/feature-flags/party-chat', { isEnabled: false });
  await expect(async () => {
    await mira.page.reload();
    await miraInput.fill('Anyone there?');
    await miraInput.press('Enter');
    await expect(mira.page.getByRole('status').filter({ hasText: 'switched off' })).toHaveText(
      'Party chat is switched off for now. Everything else works as usual.',
      { timeout: 3000 },
    );
  }).toPass({ timeout: 30_000 });
  await call(mira, 'PATCH', '/api/admin/feature-flags/party-chat', { isEnabled: true });
  // The text waited in the field; the earlier burst may still hold the limit for a few seconds.
  await expect(async () => {
    if (await miraInput.inputValue()) await miraInput.press('Enter');
    await expect(tomoLog.getByRole('listitem').last()).toContainText('Anyone there?', { timeout: 2000 });
  }).toPass({ timeout: 30_000, intervals: [2000] });
});

test('a new notification raises the bell live; opening it marks it read and the count drops', async ({
  browser,
}) => {
  const hero = await newPlayer(browser, instance(0), 'bell');
  await hero.page.goto('/');
  await live(hero.page);
  const bell = hero.page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // A first finished quest unlocks an achievement: its notification arrives without a reload.
  await completeQuest(hero, 'Make the bed');
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(unread).toBeGreaterThanOrEqual(1);
  await expect(hero.page.getByTestId('notification-count')).toHaveText(String(unread));

  // The panel lists it, unread; opening it marks it read and leads to the Hall of Honors.
  await bell.click();
  const panel = hero.page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('button', { name: /Achievement unlocked: First Steps/ });
  await expect(item).toBeVisible();
  await expect(item).toHaveAccessibleName(/^Unread: /);
  const [read] = await Promise.all([
    hero.page.waitForResponse((r) => /\/api\/notifications\/[^/]+\/read$/.test(r.url())),
    item.click(),
  ]);
  expect(read.status()).toBe(200);
  await expect(hero.page).toHaveURL(/\/achievements$/);
  const expected = unread - 1 === 0 ? 'Notifications' : `Notifications, ${unread - 1} unread`;
  await expect(bell).toHaveAccessibleName(expected);

  // A first task brings another; 'Mark all as read' clears the count; a reload confirms it was stored.
  await completeTask(hero, 'Reply to one e-mail');
  await expect(bell).toHaveAccessibleName(/unread/);
  await bell.click();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(panel.getByRole('button', { name: /^Unread: / })).toHaveCount(0);
  await hero.page.reload();
  await expect(bell).toHaveAccessibleName('Notifications');
});

const shoot = (page: Page, name: string, options: { fullPage?: boolean } = {}) =>
  shootScreen(page, name, { settleMs: 500, ...options });

test('@screens Clan Hall, a clan page, Create Clan, notifications and the party chat, in English and German', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const server = instance(0);
  // A few clans to browse, one of them lively.
  const founders = [
    ['Night Owls', 'OWL', 'Late hours, small steps. We finish one quest before bed, every night.'],
    ['Die Frühaufsteher', 'FRÜH', 'Wir erledigen die schwierigste Aufgabe vor dem Frühstück.'],
    ['Tidy Dragons', 'TIDY', null],
    ['Focus Circle', 'FOCUS', 'Twenty-five minutes at a time, together.'],
  ] as const;
  let lively: { id: string } | undefined;
  const mates: Player[] = [];
  for (const [name, tag, description] of founders) {
    const owner = await newPlayer(browser, server, 'owner');
    const clan = (await call(owner, 'POST', '/api/clans', { name, tag, description })) as { id: string };
    lively ??= clan;
    mates.push(owner);
  }
  if (!lively) throw new Error('no clan');
  const [owl] = mates;
  if (!owl) throw new Error('no owner');
  await completeQuest(owl, 'Answer the three oldest e-mails');

  for (const language of ['en', 'de'] as const) {
    const hero = await newPlayer(browser, server, `hero${language}`, { language });
    const seeker = await newPlayer(browser, server, `seek${language}`, { language });
    await call(hero, 'POST', `/api/clans/${lively.id}/join`);
    await completeQuest(hero, language === 'de' ? 'Schreibtisch aufräumen' : 'Tidy the desk');
    await completeQuest(owl, language === 'de' ? 'Pflanzen gießen' : 'Water the plants');
    await completeTask(hero, language === 'de' ? 'Rechnung bezahlen' : 'Pay the bill');
    // One notification read, one not: the panel shows both looks.
    const { notifications } = (await (await hero.page.request.get('/api/notifications')).json()) as {
      notifications: Array<{ id: string }>;
    };
    const oldest = notifications.at(-1);
    if (oldest) await call(hero, 'POST', `/api/notifications/${oldest.id}/read`);
    await formParty(hero, [seeker], language === 'de' ? 'Die mutigen Anfänger' : 'The Brave Starters');
    const party = [hero, seeker];
    const lines =
      language === 'de'
        ? ['Wer ist heute Abend dabei?', 'Ich! Nach dem Essen.', 'Super, dann bis später!']
        : ['Who is up for the dragon tonight?', 'Me! After dinner.', 'Great, see you later!'];
    for (const [index, text] of lines.entries()) {
      const author = party[index % 2];
      if (author) await call(author, 'POST', '/api/parties/chat', { text });
    }

    for (const [viewportName, viewport] of [
      ['desktop', DESKTOP],
      ['narrow', NARROW],
    ] as const) {
      const prefix = `community-${language}-${viewportName}`;
      for (const player of [hero, seeker]) {
        await player.page.setViewportSize(viewport);
        await player.page.goto('/');
        await player.page.evaluate(
          ([key, value]) => window.localStorage.setItem(key ?? '', value ?? ''),
          [APP_LANGUAGE_KEY, language],
        );
      }

      // Someone without a clan: the hall with join buttons, and the Create Clan dialog.
      await seeker.page.goto('/clans');
      await expect(seeker.page.getByRole('article', { name: 'Tidy Dragons' })).toBeVisible();
      await shoot(seeker.page, `${prefix}-clan-hall`);
      await seeker.page.getByRole('main').getByRole('button').first().click();
      await expect(seeker.page.getByRole('dialog')).toBeVisible();
      await seeker.page.getByRole('dialog').getByRole('textbox').nth(1).fill('nox');
      await shoot(seeker.page, `${prefix}-create-clan`);
      await seeker.page.keyboard.press('Escape');

      // A member: 'Your Clan' on top, the clan page with its feed.
      await hero.page.goto('/clans');
      await expect(hero.page.getByRole('article', { name: 'Tidy Dragons' })).toBeVisible();
      await shoot(hero.page, `${prefix}-clan-hall-member`);
      await hero.page.goto(`/clans/${lively.id}`);
      await expect(hero.page.getByRole('log').getByRole('listitem').first()).toBeVisible();
      await shoot(hero.page, `${prefix}-clan-page`);

      // The bell's panel with read and unread notifications.
      await hero.page.goto('/');
      const bell = hero.page.getByRole('button', { name: /^(Notifications|Benachrichtigungen)/ });
      await bell.click();
      await expect(hero.page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
      // The panel floats over the top of the page: the window is what matters.
      await shoot(hero.page, `${prefix}-notifications`, { fullPage: false });
      await hero.page.keyboard.press('Escape');

      // The boss screen with the party chat.
      await hero.page.goto('/boss-fight');
      await expect(hero.page.getByRole('log').nth(1).getByRole('listitem')).toHaveCount(lines.length);
      await shoot(hero.page, `${prefix}-boss-chat`);
    }
  }
});
