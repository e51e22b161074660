/** English offline texts (also the fallback for languages without their own). */
import type { CompanionTexts } from './types.ts';

const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);

function dueText(days: number): string {
  if (days < -1) return `was due ${-days} days ago`;
  if (days === -1) return 'was due yesterday';
  if (days === 0) return 'is due today';
  if (days === 1) return 'is due tomorrow';
  if (days < 14) return `is due in ${days} days`;
  return `is due in about ${Math.round(days / 7)} weeks`;
}

export const en: CompanionTexts = {
  quote: (text) => `'${text}'`,
  untitled: 'this quest',
  steps: {
    writing: [
      {
        title: 'Open a blank page',
        description: (c) => `Open a blank document for ${c.t} and write three rough bullet points.`,
      },
      {
        title: 'Collect your material',
        description: (c) => `Gather the notes, sources or data you need for ${c.t} in one place.`,
        withItems: (c) => `Put your notes in one place and check them off as you use them: ${c.items}.`,
      },
      {
        title: 'Sketch an outline',
        description: 'Turn the bullet points into three to five headings in a sensible order.',
      },
      {
        title: 'Write a rough draft',
        description: (c) => `Write the messy first version of ${c.t} and ignore spelling and style for now.`,
      },
      {
        title: 'Fill the gaps',
        description: 'Go back to every spot you skipped or left vague and fill it in.',
      },
      {
        title: 'Revise once',
        description: 'Read the draft from top to bottom and fix only what is unclear.',
      },
      {
        title: 'Polish and hand in',
        description: (c) => `Check the spelling, add a title, and save, send or hand in ${c.t}.`,
      },
    ],
    message: [
      {
        title: 'Open a new message',
        description: (c) => `Open a new message for ${c.t} and type just the greeting.`,
      },
      {
        title: 'Look up the details',
        description: 'Find the dates, numbers or attachments you want to mention.',
        withItems: (c) => `Note the points you want to mention: ${c.items}.`,
      },
      {
        title: 'Write the main point',
        description: 'Write one sentence that says what you want the reader to know or do.',
      },
      {
        title: 'Write the rest',
        description: 'Add the details in short sentences; three to five are usually plenty.',
      },
      {
        title: 'End with a clear ask',
        description: 'Finish with one question or next step so replying is easy.',
      },
      {
        title: 'Read it once',
        description: 'Read it through one time and fix only what is unclear.',
      },
      {
        title: 'Press send',
        description: 'Send it and tick off the quest, because done is better than perfect.',
      },
    ],
    call: [
      {
        title: 'Get the number ready',
        description: (c) => `Find the phone number for ${c.t} and put it where you can see it.`,
      },
      {
        title: 'Write your first sentence',
        description:
          'Write down exactly what you will say first, such as who you are and why you are calling.',
      },
      {
        title: 'List your questions',
        description: 'Jot down two or three points or questions you want to cover.',
        withItems: (c) => `Keep your points in front of you: ${c.items}.`,
      },
      {
        title: 'Find a calm spot',
        description: 'Go somewhere quiet and keep a pen ready for notes.',
      },
      {
        title: 'Make the call',
        description:
          'Dial, say who you are and why you are calling, and cover what you need, or leave a short voicemail.',
      },
      {
        title: 'Note the outcome',
        description: 'Write down what was agreed, any dates, and who does what next.',
      },
      {
        title: 'Close the loop',
        description: 'Put any follow-up in your calendar and tick off the quest.',
      },
    ],
    cleaning: [
      {
        title: 'Grab a bag and a basket',
        description: 'Get a bag for rubbish and a basket for things that belong somewhere else.',
      },
      {
        title: 'Clear one small spot',
        description: (c) =>
          `Set a short timer and clear just one small spot for ${c.t}, like a chair, a shelf or the laundry basket.`,
      },
      {
        title: 'Put things away',
        description: 'Put away everything that has a home and gather the rest in one basket.',
      },
      {
        title: 'Wipe the surfaces',
        description: 'Wipe the surfaces you just cleared, working from top to bottom.',
        withItems: (c) => `Go through the areas one at a time: ${c.items}.`,
      },
      {
        title: 'Do the floor',
        description: 'Vacuum or sweep the floor now that you can see it.',
      },
      {
        title: 'Sort laundry and dishes',
        description: 'Put dirty clothes in the basket and dishes in the sink or dishwasher.',
      },
      {
        title: 'Take out the rubbish',
        description: 'Take out the rubbish, find a place for what is left and tick off the quest.',
      },
    ],
    studying: [
      {
        title: 'Open your material',
        description: (c) => `Open the book, notes or course page for ${c.t} and read only the first heading.`,
      },
      {
        title: "Pick today's chunk",
        description: 'Choose one small chunk, such as one section or ten flashcards.',
        withItems: (c) => `Pick one chunk for today from your list: ${c.items}.`,
      },
      {
        title: 'Do one focused block',
        description: 'Set a timer for 25 minutes and read or practise that chunk, nothing else.',
      },
      {
        title: 'Put it in your own words',
        description: 'Write down three to five key points or questions about what you just covered.',
      },
      {
        title: 'Take a real break',
        description: 'Stand up, drink some water and move around for five minutes, away from screens.',
      },
      {
        title: 'Test yourself',
        description: 'Close the material and answer your questions from memory.',
      },
      {
        title: 'Mark where you stopped',
        description: (c) => `Note where to pick up next time, so getting back into ${c.t} is easy.`,
      },
    ],
    shopping: [
      {
        title: 'Start the list',
        description: (c) => `Open a shopping note for ${c.t} and write down the first three things you need.`,
        withItems: (c) => `Open a shopping note for ${c.t} and copy in what you need: ${c.items}.`,
      },
      {
        title: 'Check what you have',
        description: "Quickly look in the fridge, cupboards or drawers so you don't buy anything twice.",
      },
      {
        title: 'Group the list',
        description: 'Sort the list by shop or aisle so you only walk the route once.',
      },
      {
        title: 'Pack for the trip',
        description: 'Put bags, wallet, keys and the list by the door.',
      },
      {
        title: 'Go and get it',
        description: 'Head out and get only what is on the list, ticking things off as you go.',
      },
      {
        title: 'Put everything away',
        description: "Unpack right away so the bags don't sit around.",
      },
      {
        title: 'Tick it off',
        description: 'Cross off the last item and mark the quest as done.',
      },
    ],
    cooking: [
      {
        title: 'Choose the recipe',
        description: (c) =>
          `Decide what you'll make for ${c.t} and open the recipe or jot down the ingredients.`,
      },
      {
        title: 'Check the ingredients',
        description: 'Check that you have everything and note anything missing.',
        withItems: (c) => `Check that you have everything: ${c.items}.`,
      },
      {
        title: 'Set up your station',
        description: 'Clear the counter and get out the pans, tools and ingredients.',
      },
      {
        title: 'Prepare the ingredients',
        description: 'Wash, chop and measure everything before you turn on the heat.',
      },
      {
        title: 'Cook step by step',
        description: 'Follow the recipe one step at a time and set a timer for each stage.',
      },
      {
        title: 'Clean as you go',
        description: 'Rinse tools and wipe the counter while things simmer or bake.',
      },
      {
        title: 'Serve and enjoy',
        description: (c) => `Serve it, sit down and enjoy it: you made ${c.t} happen.`,
      },
    ],
    exercise: [
      {
        title: 'Put on your shoes',
        description: (c) => `Put on your workout clothes or shoes for ${c.t}; that is the whole first step.`,
      },
      {
        title: 'Get water and music',
        description: 'Fill a water bottle and start a playlist you like.',
      },
      {
        title: 'Warm up',
        description: 'Move gently for a few minutes, like marching on the spot or circling your arms.',
      },
      {
        title: 'Do the main part',
        description: (c) => `Do the main part of ${c.t} at an easy pace; shorter is fine.`,
      },
      {
        title: 'Add one more round',
        description: "If you still feel good, add one short extra round, and if not, you're done.",
      },
      {
        title: 'Cool down and stretch',
        description: 'Walk slowly and stretch for a few minutes.',
      },
      {
        title: 'Log it',
        description: 'Drink some water and mark the quest as done, because every session counts.',
      },
    ],
    coding: [
      {
        title: 'Open the project',
        description: (c) => `Open the project for ${c.t} and write one line describing what done looks like.`,
      },
      {
        title: 'Find the spot',
        description: 'Find the file or function involved and, for a bug, reproduce the problem.',
      },
      {
        title: 'Write a quick check',
        description: 'Write a small test or manual check that shows when it works.',
      },
      {
        title: 'Make the smallest change',
        description: (c) => `Make the smallest change that moves ${c.t} forward, one piece at a time.`,
        withItems: (c) => `Work through the pieces one at a time, starting with ${c.first}: ${c.items}.`,
      },
      {
        title: 'Run it',
        description: 'Run the tests or the app and compare the result with your line about done.',
      },
      {
        title: 'Tidy up',
        description: 'Remove debug output, rename anything confusing and add a short comment where needed.',
      },
      {
        title: 'Commit your work',
        description: 'Commit or save your work with a message that says what changed.',
      },
    ],
    paperwork: [
      {
        title: 'Find the first document',
        description: (c) =>
          `Find just the first letter, form or login you need for ${c.t} and put it on your desk.`,
      },
      {
        title: 'Collect the rest',
        description: 'Gather the remaining papers in one folder or pile.',
        withItems: (c) => `Gather what you need in one folder: ${c.items}.`,
      },
      {
        title: 'Note the deadline',
        description: 'Write the deadline and any reference number on a sticky note you can see.',
      },
      {
        title: 'Fill in the easy parts',
        description:
          'Fill in what you already know, like names, addresses and numbers, and skip the hard parts.',
      },
      {
        title: 'Tackle the open questions',
        description: 'Go back to the skipped parts one by one and write down anything you need to ask.',
      },
      {
        title: 'Double-check',
        description: 'Check amounts, dates and signatures once.',
      },
      {
        title: 'Submit and file',
        description: (c) => `Send, pay or post it, then file the papers for ${c.t} in a labelled folder.`,
      },
    ],
    planning: [
      {
        title: 'Write the goal',
        description: (c) => `Write one sentence describing what ${c.t} looks like when it's done.`,
      },
      {
        title: 'Brain-dump everything',
        description: 'List every to-do, idea and worry without sorting them.',
        withItems: (c) => `Start from your notes and add anything missing: ${c.items}.`,
      },
      {
        title: 'Pick the must-haves',
        description: 'Choose the three things that really matter and park the rest.',
      },
      {
        title: 'Set dates',
        description: 'Give each must-have a date or a rough week in your calendar.',
      },
      {
        title: 'Ask for help',
        description: 'Decide who could help with one part and send them a message.',
      },
      {
        title: 'Prepare the first to-do',
        description: 'Get out whatever the first to-do needs so it is ready to go.',
      },
      {
        title: 'Do the first to-do',
        description: (c) => `Do the very first to-do for ${c.t} now, even if it is small.`,
      },
    ],
    application: [
      {
        title: 'Open the job ad',
        description: (c) => `Open the job ad or your CV for ${c.t} and highlight three keywords.`,
      },
      {
        title: 'Match the requirements',
        description: "List what they ask for and match each point to something you've done.",
      },
      {
        title: 'Update your CV',
        description: 'Add your latest experience to your CV and use the keywords from the ad.',
      },
      {
        title: 'Draft the cover letter',
        description: 'Write a short letter: why this job, what you bring, and a friendly closing.',
      },
      {
        title: 'Get a second look',
        description: 'Send it to a friend or read it aloud to catch mistakes.',
      },
      {
        title: 'Prepare the files',
        description: 'Save everything as PDF with clear file names, such as Name_CV.pdf.',
      },
      {
        title: 'Send it off',
        description: (c) => `Submit ${c.t} and note today's date so you know when to follow up.`,
      },
    ],
    appointment: [
      {
        title: 'Find the contact',
        description: (c) => `Look up the phone number or booking page for ${c.t} and open it.`,
      },
      {
        title: 'Check your calendar',
        description: 'Pick two or three times that work for you before you call or book.',
      },
      {
        title: 'Have your details ready',
        description: 'Keep your insurance card, ID or reference number at hand.',
      },
      {
        title: 'Note why you need it',
        description:
          "Write one short line about what the appointment is for, so you don't have to think on the spot.",
      },
      {
        title: 'Book it',
        description: 'Call or use the online booking and take the first slot that fits.',
      },
      {
        title: 'Plan the way there',
        description: 'Note the address and how long it takes to get there.',
      },
      {
        title: 'Add it to your calendar',
        description: (c) =>
          `Put the date and time of ${c.t} in your calendar with a reminder the day before.`,
      },
    ],
    generic: [
      {
        title: 'Take the tiniest first step',
        description: (c) =>
          `Set a short timer and do the very first physical action for ${c.t}, like opening a file or getting out what you need.`,
      },
      {
        title: 'Define done',
        description: (c) => `Write one sentence describing what ${c.t} looks like when it's finished.`,
      },
      {
        title: 'List the parts',
        description: 'Split the rest into three to five small parts and write them down.',
        withItems: (c) => `Use your notes as the list of parts: ${c.items}.`,
      },
      {
        title: 'Do the first part',
        description: 'Work on just the first part for one focused block, then pause.',
        withItems: (c) => `Start with ${c.first} and work on it for one focused block.`,
      },
      {
        title: 'Take a short break',
        description: 'Stand up, stretch or get a drink for five minutes, away from your phone.',
      },
      {
        title: 'Continue with the next part',
        description: 'Move on to the next part the same way, one at a time.',
      },
      {
        title: 'Wrap up',
        description: 'Finish the last part, check it once and mark the quest as done.',
      },
    ],
  },
  tips: {
    writing: [
      'Aim for a bad first draft: you can only edit words that exist.',
      'Stop mid-sentence when you take a break, so starting again is easy.',
    ],
    message: [
      'Short and friendly beats perfect; three sentences are plenty.',
      'If it feels heavy, write it in a notes app first and paste it in afterwards.',
    ],
    call: [
      'A script makes calls easier, and reading it out is completely fine.',
      'Make the call right after the first step, before the nerves build up.',
    ],
    cleaning: [
      'Play one song or set a 10-minute timer and stop when it ends; that still counts.',
      'Start where you look most often, because visible progress is motivating.',
    ],
    studying: [
      'Try body doubling: study next to someone or join an online study room.',
      'Put your phone in another room during focus blocks.',
    ],
    shopping: [
      'Keep the list on your phone so it is always with you.',
      'Combine errands into one route and plan a small treat at the end.',
    ],
    cooking: [
      'Simple meals count: a sandwich is a completed quest too.',
      'Put on a podcast or music while you prepare to make it more fun.',
    ],
    exercise: [
      'Ten minutes counts; the hardest part is getting out of the door.',
      'Lay out your clothes the evening before to make starting easier.',
    ],
    coding: [
      'Write your next step in a comment before every break.',
      'Silence chat notifications while you are in a focus block.',
    ],
    paperwork: [
      'Body doubling helps with paperwork: do it on a call with a friend or next to someone.',
      'Plan a reward for right after you submit it; you will have earned it.',
    ],
    planning: [
      'Keep the plan on one page: a short plan you use beats a long one you do not.',
      'Use reminders so the plan lives outside your head.',
    ],
    application: [
      'One application at a time; you can reuse your best sentences next time.',
      'Treat yourself after sending it, whatever the outcome.',
    ],
    appointment: [
      'Booking online is completely fine if calling feels hard.',
      'Do it now while the number is open; it usually takes only a few minutes.',
    ],
    generic: [
      'Only the first step counts for now; you can decide about the rest later.',
      'Write the next step on a sticky note where you can see it.',
    ],
  },
  generalTips: [
    'Set a timer and do just the first step; you are allowed to stop afterwards.',
    'Try body doubling: work next to someone or with a friend on a video call.',
    'Remove one distraction first, like putting your phone face down in another room.',
    'Plan a small reward for when you finish, like a snack or your favourite song.',
    'If you get stuck, make the next step even smaller.',
    'Starting is the hardest part; once the first step is done, momentum helps.',
  ],
  suggestion: {
    pick: (title, starter) =>
      `Start with ${title}. First tiny step (${starter.minutes} min): ${starter.description}`,
    why: ({ priority, reason, dueInDays }) => {
      if (dueInDays !== null && dueInDays < 0) {
        const opening = priority === 'high' ? 'It is marked high priority and' : 'It';
        return `${opening} ${dueText(dueInDays)}, and that's okay: starting now is what counts.`;
      }
      if (dueInDays !== null) {
        if (priority === 'high') return `It is marked high priority and ${dueText(dueInDays)}.`;
        return `It ${dueText(dueInDays)}, so it is the most time-sensitive of your quests.`;
      }
      if (reason === 'high')
        return 'It is marked high priority, so starting it takes the most weight off your mind.';
      if (reason === 'only') return 'It is your only open quest, so there is nothing to choose between.';
      if (reason === 'top') return 'It has the highest priority on your list right now.';
      return 'It looks like a quick win, and an early win makes the next quest easier.';
    },
    completed: (count) =>
      `You have already completed ${count} ${plural(count, 'quest', 'quests')}, so you know you can do this.`,
    next: (title) => `After that, ${title} is next, but one thing at a time.`,
    emptySuggestion: "Create one small quest, like 'Put three things away' or 'Reply to one message'.",
    emptyReasoning:
      'Your quest log is empty, so the easiest win is to add something you can finish in five minutes.',
  },
  chat: {
    greeting: ({ task, open }) =>
      task
        ? `Hi, good to see you! You have ${open} open ${plural(open, 'quest', 'quests')}, and ${task.title} looks like a good place to begin. Want me to break it into tiny steps?`
        : "Hi, good to see you! I can break a task into small steps, suggest what to do first, or just chat. What's on your mind today?",
    stuckOpeners: [
      'That stuck feeling is really common, and it says nothing bad about you.',
      'Feeling overwhelmed happens to everyone, especially when a task feels big.',
    ],
    stuck: ({ task }) =>
      task
        ? `Let's shrink ${task.title} down to one tiny step: ${task.starter.description} Give it ${task.starter.minutes} minutes, and when the timer rings you are allowed to stop.`
        : 'Pick the smallest possible action, like opening the file or putting on your shoes, and set a 5-minute timer for just that. If you tell me the task, I will break it down with you.',
    prioritise: ({ task, open }) => {
      if (!task) {
        return 'Your quest log is empty right now, which is a fine place to be. Add one small quest, and I will help you take the first step.';
      }
      const because = {
        high: 'because it is marked high priority',
        top: 'because it has the highest priority on your list',
        quick: 'because it looks like a quick win',
        only: 'because it is your only open quest',
      }[task.reason];
      const after = open > 1 ? ' After that, take a short break and pick the next one.' : '';
      return `I would start with ${task.title}, ${because}. Your first tiny step: ${task.starter.description}${after}`;
    },
    breakdown: (target, steps) =>
      `Here is how to start ${target}: ${steps.map((step, i) => `${i + 1}) ${step.title} (${step.minutes} min)`).join(', ')}. Just do step 1 for now, that is enough to get moving. I can make a full plan with more steps whenever you like.`,
    breakdownAsk:
      "Happy to help! Tell me the task, for example 'break down: clean the kitchen', and I will split it into small steps.",
    tiredOpener: 'Low-energy days happen, and resting is not failing.',
    motivationOpener:
      'Putting things off usually means a task feels too big, not that something is wrong with you.',
    motivation: ({ task }) =>
      task
        ? `How about just the first tiny step of ${task.title}: ${task.starter.description} Afterwards, give yourself a small reward.`
        : 'Pick one thing you can do in five minutes and plan a small reward for afterwards. Even a tiny win counts.',
    focus: ({ task }) =>
      task
        ? `Let's protect your focus: put your phone face down in another room and close the tabs you don't need. Then set a 25-minute timer for ${task.title} and begin with this: ${task.starter.description} When the timer rings, take a 5-minute break.`
        : "Let's protect your focus: put your phone face down in another room and close the tabs you don't need. Then set a 25-minute timer and work on just one thing. Quiet music or a body double can help too.",
    thanks: ({ task }) =>
      task
        ? `You're welcome! Every small step counts, and you're doing great. Whenever you're ready, ${task.title} is waiting, no rush.`
        : "You're welcome! Every small step counts, and you're doing great.",
    quest: ({ task }) =>
      task
        ? `Let's look at ${task.title}. A good first step (${task.starter.minutes} min): ${task.starter.description} Say the word and I'll break the whole quest into steps.`
        : "Which quest do you mean? Tell me its name and I'll help you start it.",
    health:
      "Thank you for telling me. I can't give medical advice, but a doctor, pharmacist or another health professional is the right person for this, and it's worth reaching out. Until then, be gentle with yourself: resting or doing one tiny thing is completely okay.",
    healthNote:
      "If this is about your health, I can't give medical advice, but talking to a doctor or another professional is a good idea.",
    crisis:
      "I'm really glad you told me, and I'm sorry it's this hard right now. Please reach out to someone now: your local emergency number, a crisis line, or a person you trust. You don't have to handle this alone.",
    fallback: () =>
      "I'm sorry, I can't help with that one: I'm a built-in companion for your quests. I can break a quest into small steps, suggest what to do first, or cheer you on when starting feels hard.",
  },
  welcome:
    "Hi, I'm your Quest Companion! I can break any task into small steps, suggest what to do first, or just chat when starting feels hard.",
};
