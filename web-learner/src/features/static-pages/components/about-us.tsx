import { StaticPage, type PageSection } from './static-page';

const SECTIONS: PageSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'Exam Prep is an online preparation platform for aspirants of the civil services and other competitive exams in India: UPSC, State PSCs, SSC, IBPS and NDA. It is built for learners who have passed 12th, including students of schools that hold a school code.',
    ],
  },
  {
    heading: 'What we offer',
    points: [
      'Daily current affairs: 100-200 questions a day.',
      'Detailed news analysis: 150-200 questions a day on 3-5 topics, with a PDF.',
      'NCERT chapter-wise question sets: 100-200 per chapter.',
      'Weekly and monthly mock tests, with results and percentile.',
      'Detailed course content, in English and Hindi.',
      'Practice reattempts of the questions you got wrong or left out.',
    ],
  },
  {
    heading: 'How we teach',
    paragraphs: [
      'Our learning process has four steps: foundation building, advanced learning, continuous assessment and success. Every question comes with an explanation, many with a video, and you can have questions read aloud.',
      'Free exploratory quizzes are open to everyone. Premium quizzes come with a plan of the Abhyudaya division or a one-off purchase of older quizzes.',
    ],
  },
  {
    heading: 'Talk to us',
    paragraphs: ['Write to {email}: we answer every mail within two working days.'],
  },
];

export function AboutUs() {
  return (
    <StaticPage
      title="About us"
      intro="We help aspirants prepare every day, in their own language, with questions at the level of the real exam."
      sections={SECTIONS}
    />
  );
}
