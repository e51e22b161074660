import { expect, type Locator, type Page, test } from '@playwright/test';
import { QUOTA_MESSAGE } from '../../protocol/api/ai.ts';
import { createQuestByApi, toastWith } from './game-helpers.ts';
import { createUser, pickLanguage, signInByApi, userMenuButton } from './helpers.ts';
import { shootScreen, VIEWPORTS } from './screens.ts';

/**
 * The AI Quest Companion against the real server, which runs the built-in offline companion (no AI
 * key in the browser tests): streamed chat, breakdowns that become quests, the dashboard card.
 */

interface Growth {
  status: string;
  length: number;
  /** Whether the message field was locked (disabled) when the reply reached that state. */
  locked: boolean;
}
declare global {
  interface Window {
    replyGrowth?: Growth[];
  }
}

/** Records every state the newest reply bubble passes through (status and text length), as it renders. */
async function recordReplyGrowth(page: Page): Promise<void> {
  await page.evaluate(() => {
    const growth: Growth[] = [];
    window.replyGrowth = growth;
    new MutationObserver(() => {
      const replies = document.querySelectorAll('[data-testid="ai-reply"]');
      const last = replies[replies.length - 1];
      if (!last) return;
      const field = document.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea');
      const entry = {
        status: last.getAttribute('data-status') ?? '',
        length: last.textContent?.length ?? 0,
        locked: field?.disabled ?? false,
      };
      const previous = growth[growth.length - 1];
      if (!previous || previous.status !== entry.status || previous.length !== entry.length)
        growth.push(entry);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

async function openCompanion(page: Page, buttonName = 'Open the Quest Companion', title = 'Quest Companion') {
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

function lastReply(dialog: Locator) {
  return dialog.getByTestId('ai-reply').last();
}

test('companion: the floating button opens the chat, the reply streams in, Enter sends and Shift+Enter adds a line', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await createQuestByApi(page, { title: 'Water the plants', difficulty: 'easy' });
  await createQuestByApi(page, { title: 'Pay the electricity bill', difficulty: 'hard' });
  await page.goto('/quests');
  await expect(page.getByRole('heading', { name: 'Pay the electricity bill' })).toBeVisible();

  const dialog = await openCompanion(page);
  await expect(dialog).toContainText("Hi, I'm your Quest Companion!");
  const field = dialog.getByRole('textbox', { name: 'Message to your companion' });
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(field).toBeFocused();

  // Blank messages are ignored.
  await field.fill('   ');
  await field.press('Enter');
  await expect(send).toBeDisabled();
  await expect(dialog.getByTestId('ai-question')).toHaveCount(0);

  // Shift+Enter starts a new line and sends nothing.
  await field.fill('What should I do first?');
  await field.press('Shift+Enter');
  await field.pressSequentially('I feel a bit stuck.');
  await expect(field).toHaveValue('What should I do first?\nI feel a bit stuck.');
  await expect(dialog.getByTestId('ai-question')).toHaveCount(0);

  // Enter sends: the question appears, the field locks, and the reply grows word by word.
  await recordReplyGrowth(page);
  await field.press('Enter');
  await expect(dialog.getByTestId('ai-question')).toHaveText(
    /What should I do first\?\s*I feel a bit stuck\./,
  );
  // Locked while the reply streams: recorded as it happened (a loaded machine may look only after
  // the reply is done), and checked below.
  await expect(field).toHaveValue('');
  const reply = lastReply(dialog);
  await expect(reply).toHaveAttribute('data-status', 'done');
  // The offline companion ranks the hard quest first, from the quests sent as context.
  await expect(reply).toContainText('Pay the electricity bill');
  await expect(dialog.getByTestId('ai-offline')).toBeVisible();

  const growth = (await page.evaluate(() => window.replyGrowth)) ?? [];
  const streamed = growth.filter((entry) => entry.status === 'streaming').map((entry) => entry.length);
  expect(streamed.length, JSON.stringify(growth)).toBeGreaterThanOrEqual(2);
  expect(
    growth.filter((entry) => entry.status === 'streaming').every((entry) => entry.locked),
    JSON.stringify(growth),
  ).toBe(true);
  for (let i = 1; i < streamed.length; i++) expect(streamed[i]).toBeGreaterThan(streamed[i - 1] ?? 0);
  expect(growth.at(-1)?.status).toBe('done');

  // Screen readers hear the finished reply once; the field is back for the next message.
  const finalText = ((await reply.textContent()) ?? '').trim();
  await expect(dialog.locator('[aria-live="polite"]')).toHaveText(finalText.replace(/^Companion:\s*/, ''));
  await expect(field).toBeEnabled();
  await expect(field).toBeFocused();

  // The send button works too; the conversation keeps both exchanges.
  await field.fill('Thanks, that helps!');
  await send.click();
  await expect(dialog.getByTestId('ai-question')).toHaveCount(2);
  await expect(lastReply(dialog)).toHaveAttribute('data-status', 'done');

  // Closing keeps the conversation.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await openCompanion(page);
  await expect(dialog.getByTestId('ai-question')).toHaveCount(2);
});

test('companion: changing the interface language clears the chat', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/');
  // The dashboard's AI Companion button opens the same dialog.
  await page.getByRole('button', { name: /AI Companion/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Quest Companion' });
  await dialog.getByRole('textbox', { name: 'Message to your companion' }).fill('Hello there');
  await dialog.getByRole('textbox', { name: 'Message to your companion' }).press('Enter');
  await expect(lastReply(dialog)).toHaveAttribute('data-status', 'done');
  await page.keyboard.press('Escape');

  await userMenuButton(page, user).click();
  await pickLanguage(page, 'Deutsch');
  const german = await openCompanion(page, 'Quest-Begleiter öffnen', 'Quest-Begleiter');
  await expect(german).toContainText('Hallo, ich bin dein Quest-Begleiter!');
  await expect(german.getByTestId('ai-question')).toHaveCount(0);
  await expect(german.getByTestId('ai-reply')).toHaveCount(1);
  await expect(german.getByText('Hello there')).toHaveCount(0);
});

test('companion: a quest is broken into steps, which become quests on the Quest Board', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await createQuestByApi(page, { title: 'Clean the kitchen', description: 'Dishes, counters and the floor' });
  await page.goto('/quests');
  await page.getByRole('button', { name: 'Break down “Clean the kitchen” into small steps' }).click();

  const dialog = page.getByRole('dialog', { name: 'Quest Companion' });
  await expect(dialog.getByRole('tab', { name: 'Break down' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Task to break down' })).toHaveValue('Clean the kitchen');
  // Handed over from the quest card, it is broken down at once, at the balanced size (5 steps offline).
  const result = dialog.getByTestId('ai-breakdown');
  await expect(result.getByRole('heading', { name: 'Steps for “Clean the kitchen”' })).toBeVisible();
  await expect(result.locator('ol > li')).toHaveCount(5);
  await expect(result.getByText('Tips')).toBeVisible();
  await expect(result.getByTestId('ai-offline')).toBeVisible();

  // The finest size gives more, smaller steps.
  await dialog.getByRole('radio', { name: '5: Tiny steps' }).click();
  await dialog.getByRole('button', { name: 'Break it down again' }).click();
  const steps = result.locator('ol > li');
  await expect(steps).toHaveCount(7);
  const titles = await steps.locator('p.font-semibold').allTextContents();
  expect(titles).toHaveLength(7);

  await result.getByRole('button', { name: 'Turn these steps into quests' }).click();
  await expect(toastWith(page, '7 quests created')).toBeVisible();
  await expect(result.getByText('Added to your Quest Board')).toBeVisible();
  await expect(result.getByRole('button', { name: 'Turn these steps into quests' })).toHaveCount(0);

  // (Escape would first dismiss the toast, the top layer.)
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  const board = page.getByRole('main');
  for (const title of titles) {
    await expect(board.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(board.getByRole('heading', { name: 'Clean the kitchen', exact: true })).toBeVisible();
});

test('companion card: suggestion, breakdown of the high-priority quest, and the spec’s failure texts', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await createQuestByApi(page, { title: 'Water the plants', difficulty: 'easy' });
  await createQuestByApi(page, { title: 'Write the quarterly report', difficulty: 'hard' });
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Quest Companion' });
  await expect(card).toContainText('You have a high-priority quest: “Write the quarterly report”.');

  await card.getByRole('button', { name: 'What should I do first?' }).click();
  const suggestion = card.getByTestId('ai-suggestion');
  await expect(suggestion).toContainText('Write the quarterly report');
  await expect(suggestion.getByText('Why')).toBeVisible();
  await card.getByRole('button', { name: 'Got it, thanks' }).click();
  await expect(suggestion).toHaveCount(0);

  await card.getByRole('button', { name: 'Break it down' }).click();
  await expect(card.getByRole('heading', { name: 'Steps for “Write the quarterly report”' })).toBeVisible();
  await card.getByRole('button', { name: 'Close breakdown' }).click();
  await expect(card.getByTestId('ai-breakdown')).toHaveCount(0);

  // Failures: the breakdown's text (and its button hidden), the quota message for the suggestion.
  await page.route('**/api/ai/breakdown', (route) =>
    route.fulfill({
      status: 502,
      json: { message: 'The AI companion had a problem answering.', code: 'ai_upstream' },
    }),
  );
  await page.route('**/api/ai/suggestion', (route) =>
    route.fulfill({ status: 503, json: { message: QUOTA_MESSAGE, code: 'ai_quota' } }),
  );
  await card.getByRole('button', { name: 'Break it down' }).click();
  await expect(card).toContainText(
    'You have a high-priority task waiting, but AI breakdown is currently unavailable.',
  );
  await expect(card.getByRole('button', { name: 'Break it down' })).toHaveCount(0);
  await card.getByRole('button', { name: 'What should I do first?' }).click();
  await expect(card.getByRole('alert')).toContainText(QUOTA_MESSAGE);

  // A 401 from a companion call sends the browser to the sign-in screen.
  await page.route('**/api/ai/suggestion', (route) =>
    route.fulfill({ status: 401, json: { message: 'Not signed in', code: 'unauthenticated' } }),
  );
  await card.getByRole('button', { name: 'What should I do first?' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('companion: a signed-out visitor gets no button, and the dialog asks them to sign in', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('adhd-planner-language', 'de'));
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quest-Begleiter öffnen' })).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('openAIAssistant')));
  const dialog = page.getByRole('dialog', { name: 'Quest-Begleiter' });
  await expect(dialog).toContainText('Bitte melde dich an, um mit deinem Quest-Begleiter zu chatten');
  await expect(dialog.getByRole('textbox', { name: 'Nachricht an deinen Begleiter' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Senden' })).toBeDisabled();
  await dialog.getByRole('link', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

/** Shoots `part` (a card), or the viewport (a dialog, which stays in view). */
const shoot = (page: Page, name: string, part?: Locator) =>
  shootScreen(page, name, part ? { part } : { fullPage: false });

const SCREEN_TEXTS = {
  en: {
    open: 'Open the Quest Companion',
    title: 'Quest Companion',
    message: 'What should I do first?',
    kitchen: 'Clean the kitchen',
    taxes: 'Prepare the tax return',
    breakDownQuest: 'Break down “Clean the kitchen” into small steps',
    suggest: 'What should I do first?',
    gotIt: 'Got it, thanks',
    breakDown: 'Break it down',
  },
  de: {
    open: 'Quest-Begleiter öffnen',
    title: 'Quest-Begleiter',
    message: 'Womit soll ich anfangen?',
    kitchen: 'Küche aufräumen',
    taxes: 'Steuererklärung vorbereiten',
    breakDownQuest: '„Küche aufräumen“ in kleine Schritte zerlegen',
    suggest: 'Was mache ich zuerst?',
    gotIt: 'Alles klar, danke',
    breakDown: 'Zerlegen',
  },
} as const;

test.describe('@screens companion', () => {
  for (const language of ['en', 'de'] as const) {
    for (const viewport of ['desktop', 'narrow'] as const) {
      test(`companion ${language} ${viewport}`, async ({ page }) => {
        const text = SCREEN_TEXTS[language];
        const prefix = `${language}-${viewport}-companion`;
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.addInitScript(
          (lang) => window.localStorage.setItem('adhd-planner-language', lang),
          language,
        );
        const user = await createUser(page);
        await signInByApi(page, user);
        await createQuestByApi(page, { title: text.kitchen, difficulty: 'hard' });
        await createQuestByApi(page, { title: text.taxes, difficulty: 'medium' });

        // The dashboard card with a suggestion, then with a breakdown.
        await page.goto('/');
        const card = page.locator('section[aria-labelledby="companion-card-title"]');
        await card.getByRole('button', { name: text.suggest }).click();
        await expect(card.getByTestId('ai-suggestion')).toBeVisible();
        await shoot(page, `${prefix}-card-suggestion`, card);
        await card.getByRole('button', { name: text.gotIt }).click();
        await card.getByRole('button', { name: text.breakDown, exact: true }).click();
        await expect(card.getByTestId('ai-breakdown')).toBeVisible();
        await shoot(page, `${prefix}-card-breakdown`, card);

        // The dialog with a conversation.
        await page.goto('/quests');
        const dialog = await openCompanion(page, text.open, text.title);
        await dialog.getByRole('textbox').fill(text.message);
        await dialog.getByRole('textbox').press('Enter');
        await expect(lastReply(dialog)).toHaveAttribute('data-status', 'done');
        await shoot(page, `${prefix}-chat`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await shoot(page, `${prefix}-quest-board`, page.getByRole('main').getByRole('article').first());

        // The breakdown view, handed over from a quest card.
        await page.getByRole('button', { name: text.breakDownQuest }).click();
        await expect(dialog.getByTestId('ai-breakdown')).toBeVisible();
        await shoot(page, `${prefix}-breakdown`);
      });
    }
  }
});
