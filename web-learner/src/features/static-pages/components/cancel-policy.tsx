import { StaticPage, type PageSection } from './static-page';

/** The refund rules of spec section 9; the same screen serves /CanclePolicy and /termsAndCondition. */
const SECTIONS: PageSection[] = [
  {
    heading: 'Cancellation and refund',
    points: [
      'You get a full refund if you cancel within 24 hours of paying and have accessed fewer than 5 premium quizzes.',
      'After that there is no refund, but your access continues until the end of the current billing cycle.',
      'To cancel, write to {email} from your registered email, or cancel an active plan yourself under My Subscriptions.',
      'Refunds go back to the card or account you paid with, usually within 5-7 working days.',
    ],
  },
  {
    heading: 'Your account',
    points: [
      'One account is for one person. Your account can be logged in on one browser at a time; logging in elsewhere logs out the other browser.',
      'Keep your password to yourself. You are responsible for what is done with your account.',
      'Give true details when you register: we mail your verification and reset codes to your email.',
    ],
  },
  {
    heading: 'Plans and purchases',
    points: [
      'Plans renew automatically at the end of each cycle until you cancel them.',
      'A plan gives access to the premium quizzes of the subjects it covers while it is active. Older quizzes of Detailed News Analysis and Current Affairs can be bought by the week through Purchase Old Quiz.',
      'Prices are in Indian rupees and include applicable taxes. Payments are processed by our payment provider; we never see or store your card details.',
    ],
  },
  {
    heading: 'Use of content',
    points: [
      'Quizzes, explanations, PDFs and videos are for your own preparation. Do not copy, resell or share them publicly.',
      'PDF downloads are limited per day to keep the platform fair for everyone.',
      'We may suspend an account that shares content or abuses the platform.',
    ],
  },
  {
    heading: 'Changes',
    paragraphs: [
      'We may update these terms. The version on this page applies; if a change affects a paid plan, we tell you by mail first. Questions: {email}.',
    ],
  },
];

export function CancelPolicy() {
  return (
    <StaticPage
      title="Cancellation policy and terms"
      intro="These terms apply to every account, plan and purchase on Exam Prep."
      sections={SECTIONS}
    />
  );
}
