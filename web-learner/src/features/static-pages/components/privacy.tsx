import { StaticPage, type PageSection } from './static-page';

const SECTIONS: PageSection[] = [
  {
    heading: 'What we collect',
    points: [
      'The details you register with: name, class, email, contact number, state and city.',
      'Your activity on the platform: quizzes opened, answers, scores and time spent per question, used for your results, percentile and dashboard.',
      'Your plans and purchases. Card details are handled by our payment provider and never reach us.',
      'An identifier this browser keeps, so that your account is logged in on one browser at a time.',
    ],
  },
  {
    heading: 'How we use it',
    points: [
      'To run your account: verification and password-reset codes, access to what you paid for, and your results.',
      'To compute percentiles and improve our questions, using figures without your name.',
      'To answer you when you write to us.',
    ],
  },
  {
    heading: 'What we do not do',
    paragraphs: [
      'We do not sell your data and do not show third-party advertising. We share data only with the services that run the platform for us (hosting, mail and payments), and only what they need.',
    ],
  },
  {
    heading: 'Stored in your browser',
    paragraphs: [
      'The app keeps your login, your theme and your language in this browser so you stay signed in and see the app as you left it. Logging out removes your login from the browser.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      'You can ask us for a copy of your data, ask us to correct it, or to delete your account, by writing to {email}. We keep payment records as long as the law requires.',
    ],
  },
];

export function PrivacyPolicy() {
  return <StaticPage title="Privacy policy" effective="19 Mar 2025" sections={SECTIONS} />;
}
