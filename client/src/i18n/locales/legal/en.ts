/** The four legal pages (spec section 1): static text, contact details still to follow. */
export const legalEn = {
  impressum: {
    title: 'Impressum',
    updated: 'Last updated: August 20, 2025',
    intro: 'Information about the provider of Quest Planner.',
    sections: [
      {
        title: 'Provider',
        body: 'Quest Planner is developed and operated by an independent software studio based in Switzerland.\n\nCompany name, postal address and commercial register entry: to follow.',
      },
      {
        title: 'Contact',
        body: 'Email address and telephone number: to follow.',
      },
      {
        title: 'Responsible for the content',
        body: 'The studio that operates Quest Planner. Name of the responsible person: to follow.',
      },
      {
        title: 'External links',
        body: 'We check links to other websites with care, but we are not responsible for their content. The operators of those sites are.',
      },
      {
        title: 'Copyright',
        body: 'Texts, graphics and code of Quest Planner are protected by copyright. Please ask us before reusing them.',
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated: November 23, 2026',
    intro:
      'We keep only the data the game needs to work, and we never sell it. This page explains what we store and why.',
    sections: [
      {
        title: 'Who is responsible',
        body: 'The Swiss studio that operates Quest Planner (see the Impressum). Contact details: to follow.',
      },
      {
        title: 'Your account',
        body: 'When you register we store your email address, your username and your password. The password is stored only as a salted hash, so nobody, including us, can read it.\n\nWe use your email address to verify your account, to send password reset links and for important notices about your account. We send no newsletters.',
      },
      {
        title: 'Your progress',
        body: 'To run the game we store what you create and earn: quests, tasks, experience, level, gold, items, companions, achievements, party and clan memberships, and profile settings such as nickname, language, time zone and avatar.',
      },
      {
        title: 'Session cookie and local storage',
        body: "After you log in we set one session cookie. It is strictly necessary to keep you signed in and ends when you log out or the session expires.\n\nFor each session we store when it began, when it was last used and the browser's description (user agent), so that you can see under Profile > Security where you are signed in and sign out a lost device. Your language choice is saved in your browser’s local storage. We use no other cookies.",
      },
      {
        title: 'No tracking',
        body: 'Quest Planner has no advertising, no analytics and no tracking pixels. We do not share your data with advertisers or data brokers.',
      },
      {
        title: 'AI Quest Companion',
        body: 'When you use the AI companion, the text you send and the quest details it needs are processed to create a reply. Depending on how the service is set up, an external AI provider may process this text on our behalf. Please do not share health details or other sensitive information in these messages.',
      },
      {
        title: 'Security logs',
        body: 'To keep the service safe, our servers briefly record technical data such as IP address, time and requested address, for example to stop repeated failed logins.',
      },
      {
        title: 'How long we keep data',
        body: 'We keep your data while your account exists. A session ends after 14 days without use and at the latest 30 days after you signed in. E-mail links expire: 24 hours for confirming an address, 1 hour for a password reset. Security logs of failed logins are kept for at most an hour.\n\nWhen you delete your account, we erase it at once with your personal data: profile, quests, tasks, focus sessions, items, companions, achievements, notifications, your chat messages, activity and sessions. Your party and clan keep their shared history (a boss’s damage, the clan feed) with “a former member” instead of your name. A record that an account was deleted, without your name or e-mail address, stays in our audit log.',
      },
      {
        title: 'Your rights',
        body: 'Under the Swiss Federal Act on Data Protection, and the GDPR where it applies, you may ask which data we hold about you, have it corrected or deleted, and receive a copy.\n\nYou can do most of this yourself under Profile > Security: “Download my data” gives you one file with everything we store about you, and “Delete my account” erases it for good. You can also change your e-mail address and password there and sign out other devices. Contact details for other requests: to follow.',
      },
    ],
  },
  terms: {
    title: 'Terms of Service',
    updated: 'Last updated: August 20, 2025',
    intro: 'These terms apply when you use Quest Planner. By creating an account you accept them.',
    sections: [
      {
        title: 'The service',
        body: 'Quest Planner is a gamified task planner. We keep improving it, so features may change, and we may pause the service for maintenance.',
      },
      {
        title: 'Your account',
        body: 'You need a valid email address to register. Keep your password secret: you are responsible for what happens in your account.',
      },
      {
        title: 'Fair play',
        body: 'Do not disrupt the service, exploit bugs, automate actions, harass other players or choose offensive names. Moderators may warn, suspend or ban accounts that break these rules.',
      },
      {
        title: 'Your content',
        body: 'The quests, tasks and messages you write stay yours. You allow us to store and process them to run the service.',
      },
      {
        title: 'Virtual rewards',
        body: 'Experience, gold, items and other rewards are part of the game. They have no monetary value and cannot be exchanged for money.',
      },
      {
        title: 'Liability',
        body: 'We provide Quest Planner as it is and cannot guarantee that it is always available or free of errors. Where the law allows, we are liable only for intent and gross negligence.',
      },
      {
        title: 'Changes',
        body: 'We may update these terms. We will tell you about important changes in the app before they take effect.',
      },
      {
        title: 'Applicable law',
        body: 'Swiss law applies. The place of jurisdiction is the seat of the operating studio (to follow), unless mandatory law provides otherwise.',
      },
    ],
  },
  disclaimer: {
    title: 'Disclaimer',
    updated: 'Dated August 20, 2025',
    intro:
      'Quest Planner is a tool for planning and motivation. Please read these notes before you rely on it.',
    sections: [
      {
        title: 'Medical disclaimer',
        body: 'Quest Planner does not give medical advice. It is not a substitute for professional diagnosis or treatment of ADHD or any other condition.\n\nIf you have questions about your health, please talk to a doctor or another qualified professional. In an emergency, call your local emergency number.',
      },
      {
        title: 'AI disclaimer',
        body: 'Suggestions from the AI Quest Companion are generated automatically. They are general guidance only and may be wrong, incomplete or unsuitable for your situation.\n\nCheck important information yourself and make your own decisions. The AI companion is not a doctor, therapist or coach.',
      },
      {
        title: 'No promise of results',
        body: 'Experience, streaks and rewards are there to motivate you. We cannot promise that using the app will change your productivity or wellbeing.',
      },
      {
        title: 'Content and links',
        body: 'We prepare the content of Quest Planner with care but cannot guarantee that it is complete or up to date. We are not responsible for the content of external websites.',
      },
    ],
  },
};
