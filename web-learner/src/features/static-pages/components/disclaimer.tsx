import { StaticPage, type PageSection } from './static-page';

const SECTIONS: PageSection[] = [
  {
    heading: 'Not an official body',
    paragraphs: [
      'Exam Prep is an independent preparation platform. It is not connected with the UPSC, any State Public Service Commission, the SSC, IBPS, the NDA or any other recruiting body, and it does not speak for them.',
    ],
  },
  {
    heading: 'Accuracy of content',
    paragraphs: [
      'We check our questions, answers and explanations with care, but mistakes can happen and facts change. Always confirm exam dates, syllabi and rules with the official notification. If you find an error, tell us at {email} and we will correct it.',
    ],
  },
  {
    heading: 'No guarantee of results',
    paragraphs: [
      'Scores, percentiles and analysis on the platform are for practice. They do not predict or guarantee a result in any exam.',
    ],
  },
  {
    heading: 'Links to other websites',
    paragraphs: [
      'Some explanations link to videos and pages of other websites. We do not control them and are not responsible for their content.',
    ],
  },
];

export function Disclaimer() {
  return <StaticPage title="Disclaimer" sections={SECTIONS} />;
}
