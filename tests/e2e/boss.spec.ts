import { type Browser, expect, type Page, test } from '@playwright/test';
import { createTestDatabase } from '../../scripts/lib/database.ts';
import { type ServerProcess, startServerProcess } from '../../scripts/lib/processes.ts';
import { type TestUser, uniqueUser } from './helpers.ts';
import { SCREENS_DIR, shootScreen } from './screens.ts';

/**
 * Boss Battles in the browser, against two real instances of the product (`node server/main.ts`)
 * sharing one PostgreSQL database and one Redis: player A plays on instance 1, player B on instance 2,
 * so everything B sees of A's fight has crossed instances through the Redis adapter.
 * Needs PostgreSQL and Redis on 127.0.0.1 and the built client (`npx vite build`).
 * Screens for a human to look at: `npx playwright test tests/e2e/boss.spec.ts --grep @screens`
 * (test-results/screens/boss-<language>-<viewport>-<state>.png).
 */
test.describe.configure({ mode: 'serial' });

const REDIS_URL = 'redis://127.0.0.1:6379';
const BOSS_LANGUAGE_KEY = 'qp-boss-language';
const APP_LANGUAGE_KEY = 'adhd-planner-language';
const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 800 };

let instances: ServerProcess[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const database = await createTestDatabase();
  dropDatabase = () => database.drop();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    SESSION_SECRET: 'boss-e2e-session-secret-0123456789abcdef',
    JWT_SECRET: 'boss-e2e-jwt-secret-0123456789abcdefghij',
    EMAIL_VERIFICATION: 'off',
    BOSS_REST_SECONDS: '3',
    // A key prefix of this run's own: its rate-limit windows and channels start empty.
    REDIS_KEY_PREFIX: `qp-e2e-${Date.now().toString(36)}:`,
    // Unset (empty is ignored): each instance accepts its own origin, on 127.0.0.1 and localhost.
    APP_URL: '',
  };
  instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

test.afterAll(async () => {
  await Promise.all(instances.map((server) => server.stop()));
  await dropDatabase?.();
});

function instance(index: number): ServerProcess {
  const server = instances[index];
  if (!server) throw new Error(`instance ${index + 1} did not start`);
  return server;
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
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Player> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', viewport });
  const page = await context.newPage();
  const user = uniqueUser(prefix);
  const player = { page, server, user };
  // E-mail verification is off: registering signs the player in.
  await post(player, '/api/register', user);
  return player;
}

async function post(player: Pick<Player, 'page' | 'server'>, path: string, data: unknown = {}) {
  const response = await player.page.request.post(path, {
    data,
    headers: { 'Content-Type': 'application/json', Origin: player.server.url },
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as unknown;
}

type Difficulty = 'easy' | 'medium' | 'hard' | 'legendary';

async function addQuests(player: Player, quests: Array<[string, Difficulty]>): Promise<string[]> {
  const ids: string[] = [];
  for (const [title, difficulty] of quests) {
    const quest = (await post(player, '/api/quests', { title, difficulty })) as { id: string };
    ids.push(quest.id);
  }
  return ids;
}

const figures = (current: number, max: number) =>
  `${current.toLocaleString('en-US')}/${max.toLocaleString('en-US')}`;

interface DamageAnswer {
  damage: number;
  defeated: boolean;
  levelsGained: number;
  boss: { currentHealth: number; maxHealth: number };
}

/**
 * Clicks the first Deal Damage button and returns the server's answer; `toast`, the title the hit's
 * toast shows, is looked for at once (it closes after 5 s, and a level-up dialog comes first).
 */
async function strike(page: Page, toast?: string): Promise<DamageAnswer> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/boss/damage') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Deal Damage' }).first().click(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as DamageAnswer;
  if (toast) await expect(page.getByText(toast, { exact: true })).toBeVisible();
  // A hit that raised the hitter's level opens the calm level-up dialog; it is closed to go on.
  if (answer.levelsGained > 0) {
    const dialog = page.getByRole('dialog', { name: 'Level up!' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
  }
  return answer;
}

const health = (page: Page) => page.getByTestId('boss-health');

test('two players on two instances fight one boss live, from the first hit to Victory', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await newPlayer(browser, instance(0), 'alpha');
  const b = await newPlayer(browser, instance(1), 'bravo');
  const questTitles = (who: string) =>
    Array.from({ length: 6 }, (_, i): [string, Difficulty] => [
      `${who} legendary deed ${i + 1}`,
      'legendary',
    ]);
  await addQuests(a, questTitles('Alpha'));
  await addQuests(b, questTitles('Bravo'));

  // A forms a party from the empty My Party tab.
  await a.page.goto('/boss-fight');
  await expect(a.page.getByRole('heading', { name: 'Boss Battles', level: 1 })).toBeVisible();
  await expect(a.page.getByText('Your Power', { exact: true })).toBeVisible();
  await expect(a.page.getByRole('img', { name: 'Live updates: connected' })).toBeVisible();
  await expect(a.page.getByRole('heading', { name: 'No party yet' })).toBeVisible();
  await expect(a.page.getByText('Create or join a party to fight bosses')).toBeVisible();
  await a.page.getByRole('button', { name: 'Create Party' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Create Party' });
  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Party name').fill('   ');
  await expect(create).toBeDisabled();
  const partyName = `Night Owls ${a.user.username.slice(-4)}`;
  await dialog.getByLabel('Party name').fill(partyName);
  await create.click();
  await expect(a.page.getByText('Party created successfully!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(a.page.getByRole('heading', { name: partyName })).toBeVisible();
  await expect(a.page.getByRole('heading', { name: 'The Procrastination Dragon' })).toBeVisible();
  await expect(a.page.getByRole('tabpanel').getByText('Level 1', { exact: true })).toBeVisible();
  await expect(health(a.page)).toHaveText('150/150');

  // B finds it on the Join Party tab of the other instance and joins.
  await b.page.goto('/boss-fight');
  await expect(b.page.getByRole('heading', { name: 'No party yet' })).toBeVisible();
  await b.page.getByRole('tab', { name: 'Join Party' }).click();
  const card = b.page.getByRole('region', { name: partyName });
  await expect(card.getByText('Active Boss')).toBeVisible();
  await expect(card.getByText('1/5')).toBeVisible();
  await card.getByRole('button', { name: 'Join' }).click();
  await expect(b.page.getByText('Joined party successfully!', { exact: true })).toBeVisible();
  await expect(b.page.getByRole('tab', { name: 'My Party' })).toHaveAttribute('aria-selected', 'true');
  await expect(b.page.getByRole('heading', { name: partyName })).toBeVisible();
  await expect(b.page.getByText('2/5')).toBeVisible();
  // A joining member adds health to the live boss.
  await expect(health(b.page)).toHaveText('300/300');

  // A sees B arrive without a reload (party:update from instance 2), online, and the boss grow.
  const aMembers = a.page.getByRole('list', { name: 'Members' });
  await expect(aMembers.getByText(b.user.username)).toBeVisible();
  await expect(a.page.getByText('2/5')).toBeVisible();
  const aSelf = aMembers.getByRole('listitem').filter({ hasText: a.user.username });
  await expect(aSelf.getByRole('img', { name: 'Online' })).toBeVisible();
  await expect(aSelf.getByRole('img', { name: 'Leader' })).toBeVisible();
  await expect(health(a.page)).toHaveText('300/300');

  // A's first hit moves B's bar and lands in B's battle log, live across instances. While it is in
  // flight every Deal Damage button waits (the answer is held back a moment to see it).
  await a.page.route('**/api/boss/damage', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const firstHit = strike(a.page, 'Damage Dealt');
  await expect(a.page.getByRole('button', { name: 'Deal Damage' }).last()).toBeDisabled();
  const first = await firstHit;
  await a.page.unroute('**/api/boss/damage');
  expect(first.damage).toBeGreaterThan(0);
  await expect(health(b.page)).toHaveText(figures(first.boss.currentHealth, first.boss.maxHealth));
  await expect(health(b.page)).not.toHaveText('300/300');
  await expect(b.page.getByRole('log', { name: 'Battle log' })).toContainText(
    `${a.user.username} hit for ${first.damage}`,
  );

  // They take turns until the boss falls; each hit reaches the other player's screen.
  let defeated = first.defeated;
  let lastHitter = a;
  for (let turn = 1; turn < 12 && !defeated; turn++) {
    const [hitter, watcher] = turn % 2 === 1 ? [b, a] : [a, b];
    const answer = await strike(hitter.page);
    await expect(watcher.page.getByRole('log', { name: 'Battle log' })).toContainText(
      `${hitter.user.username} hit for ${answer.damage}`,
    );
    if (!answer.defeated)
      await expect(health(watcher.page)).toHaveText(
        figures(answer.boss.currentHealth, answer.boss.maxHealth),
      );
    defeated = answer.defeated;
    lastHitter = hitter;
  }
  expect(defeated).toBe(true);
  // The rest before the next boss is only 3 s here: both screens are checked at once.
  await Promise.all(
    [a, b].map(async ({ page }) => {
      await expect(page.getByRole('heading', { name: 'Victory!' })).toBeVisible({ timeout: 2500 });
      await expect(
        page.getByText('The boss has been defeated! Rewards distributed to all party members.'),
      ).toBeVisible({ timeout: 500 });
    }),
  );
  await expect(lastHitter.page.getByText('Boss defeated!', { exact: true })).toBeVisible();

  // The rewards reached the other player's header through user:update.
  const watcher = lastHitter === a ? b : a;
  const me = (await (await watcher.page.request.get('/api/auth/user')).json()) as { gold: number };
  await expect(watcher.page.getByTitle('Gold', { exact: true })).toContainText(
    me.gold.toLocaleString('en-US'),
  );

  // After the short rest the next boss arrives on both screens by itself.
  for (const player of [a, b]) {
    await expect(player.page.getByRole('tabpanel').getByText('Level 2', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(player.page.getByRole('heading', { name: 'Victory!' })).toBeHidden();
  }

  // Instance 2 shuts down (SIGTERM: it tells its clients to go elsewhere). With no balancer in front
  // B has nowhere to go: after a moment the header says so, calmly.
  await expect(b.page.getByRole('img', { name: 'Live updates: connected' })).toBeVisible();
  await instance(1).stop();
  await expect(b.page.getByRole('img', { name: 'Live updates: reconnecting…' })).toBeVisible();
  await expect(a.page.getByRole('img', { name: 'Live updates: connected' })).toBeVisible();
});

test('the screen follows its own nine-language picker and remembers it; keyboard only', async ({
  browser,
}) => {
  const player = await newPlayer(browser, instance(0), 'polyglot');
  const { page } = player;
  await page.goto('/boss-fight');
  await expect(page.getByRole('heading', { name: 'Boss Battles', level: 1 })).toBeVisible();

  const picker = page.getByRole('button', { name: 'Language: English. Change language' });
  await picker.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio')).toHaveText([
    'English',
    'Español',
    'Deutsch',
    'Français',
    'Italiano',
    'Português',
    '日本語',
    '한국어',
    '中文',
  ]);
  await page.getByRole('menuitemradio', { name: '日本語' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'ボスバトル', level: 1 })).toBeVisible();
  await expect(page.getByText('あなたのパワー')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'まだパーティーがありません' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ボスバトル', level: 1 })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), BOSS_LANGUAGE_KEY)).toBe('ja');
  // The rest of the app keeps its own language.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // Tabs by arrow keys, the Create Party dialog by keyboard.
  await page.getByRole('tab', { name: 'マイパーティー' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'パーティーに参加' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('button', { name: 'パーティーを作成' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'パーティーを作成' });
  await expect(dialog.getByLabel('パーティー名')).toBeFocused();
  await page.keyboard.type('ことばの旅団');
  // While the party is being created, Create reads '...' and is disabled.
  await page.route('**/api/parties', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: '...' })).toBeDisabled();
  await expect(page.getByText('パーティーを作成しました！', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ことばの旅団' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'あとまわしドラゴン' })).toBeVisible();

  // Leaving asks first, then leaves.
  await page.getByRole('button', { name: 'パーティーを離れる' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'パーティーを離れる' }).click();
  await expect(page.getByText('パーティーを離れました', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'まだパーティーがありません' })).toBeVisible();
  await page.context().close();
});

/** The health bar glides: a longer pause before each shot. */
const shoot = (page: Page, name: string) => shootScreen(page, name, { settleMs: 800 });

async function setLanguages(page: Page, boss: string, app: string) {
  await page.evaluate(
    ([bossKey, bossLanguage, appKey, appLanguage]) => {
      window.localStorage.setItem(bossKey ?? '', bossLanguage ?? '');
      window.localStorage.setItem(appKey ?? '', appLanguage ?? '');
    },
    [BOSS_LANGUAGE_KEY, boss, APP_LANGUAGE_KEY, app],
  );
}

test('@screens the boss screen in English, Japanese and German, wide and narrow', async ({ browser }) => {
  test.setTimeout(180_000);
  const server = instance(0);
  // A party in the middle of a fight: a few quests left and a battle log.
  const hero = await newPlayer(browser, server, 'mira');
  const friend = await newPlayer(browser, server, 'tomo');
  await addQuests(hero, [
    ['Answer the three oldest e-mails', 'easy'],
    ['Tidy the desk for ten minutes', 'medium'],
    ['Write the first page of the report', 'hard'],
    ['Sort the tax papers into folders', 'legendary'],
    ['Call the dentist', 'easy'],
  ]);
  const friendQuests = await addQuests(friend, [
    ['Water the plants', 'easy'],
    ['Plan tomorrow', 'medium'],
  ]);
  const party = (await post(hero, '/api/parties', { name: 'The Brave Starters' })) as { id: string };
  await post(friend, `/api/parties/${party.id}/join`);
  for (const questId of friendQuests) await post(friend, '/api/boss/damage', { questId });

  // Someone without a party sees the empty state and other parties; a lone player wins a fight.
  const newcomer = await newPlayer(browser, server, 'nova');
  const victor = await newPlayer(browser, server, 'vera');
  const victorQuests = await addQuests(
    victor,
    Array.from({ length: 6 }, (_, i): [string, Difficulty] => [`Deep clean ${i + 1}`, 'legendary']),
  );
  await post(victor, '/api/parties', { name: 'Lone Wolf Club' });

  const states: Array<{ language: string; app: string }> = [
    { language: 'en', app: 'en' },
    { language: 'ja', app: 'en' },
    { language: 'de', app: 'de' },
  ];
  for (const { language, app } of states) {
    for (const [viewportName, viewport] of [
      ['desktop', DESKTOP],
      ['narrow', NARROW],
    ] as const) {
      const prefix = `boss-${language}-${viewportName}`;
      for (const player of [hero, newcomer]) {
        await player.page.setViewportSize(viewport);
        await player.page.goto('/');
        await setLanguages(player.page, language, app);
      }

      await hero.page.goto('/boss-fight');
      await expect(health(hero.page)).toBeVisible();
      // The battle log is the first of the two logs (the party chat follows it).
      await expect(hero.page.getByRole('log').first().getByRole('listitem')).toHaveCount(2);
      await shoot(hero.page, `${prefix}-fight`);

      await newcomer.page.goto('/boss-fight');
      const empty = newcomer.page.getByRole('tabpanel').getByRole('region');
      await expect(empty.getByRole('heading')).toBeVisible();
      await shoot(newcomer.page, `${prefix}-no-party`);
      await newcomer.page.getByRole('tab').nth(1).click();
      await expect(newcomer.page.getByRole('region').first()).toBeVisible();
      await shoot(newcomer.page, `${prefix}-join`);
      if (language !== 'de') {
        await newcomer.page.getByRole('tab').first().click();
        await empty.getByRole('button').first().click();
        await expect(newcomer.page.getByRole('dialog')).toBeVisible();
        await shoot(newcomer.page, `${prefix}-create-dialog`);
        await newcomer.page.keyboard.press('Escape');
      }
    }
  }

  // Victory, with the countdown to the next boss (the first rest of a fresh party is 3 s here, so
  // the shots are taken right after the defeating hit).
  let defeated = false;
  await victor.page.goto('/');
  await setLanguages(victor.page, 'en', 'en');
  await victor.page.goto('/boss-fight');
  await expect(health(victor.page)).toBeVisible();
  for (const questId of victorQuests.slice(0, -1)) {
    if (defeated) break;
    const answer = (await post(victor, '/api/boss/damage', { questId })) as DamageAnswer;
    defeated = answer.defeated;
  }
  expect(defeated).toBe(true);
  await expect(victor.page.getByRole('heading', { name: 'Victory!' })).toBeVisible();
  await victor.page.screenshot({ path: `${SCREENS_DIR}/boss-en-desktop-victory.png`, fullPage: true });
});
