import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import NewspaperIcon from '@mui/icons-material/NewspaperOutlined';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

export interface Topic {
  title: string;
  text: string;
  /** The quiz list's subject filter, passed as router state `{ subject }` (only the first four). */
  subject?: string;
  Icon: SvgIconComponent;
}

/** The six Explore Topics cards of spec 2.3, in order; the subjects are the catalogue's own names. */
export const TOPICS: Topic[] = [
  {
    title: 'Detailed News Analysis',
    text: '150-200 questions a day on 3-5 topics of the day, with a PDF to revise from.',
    subject: 'Detailed News Analysis',
    Icon: NewspaperIcon,
  },
  {
    title: 'Daily Current Affairs',
    text: '100-200 questions a day on national and international events.',
    subject: 'Current Affairs',
    Icon: ArticleIcon,
  },
  {
    title: 'NCERT Coverage',
    text: 'Chapter-wise question sets, 100-200 per chapter, to build the base.',
    subject: 'NCERT - AEP',
    Icon: MenuBookIcon,
  },
  {
    title: 'Mock Tests',
    text: 'Weekly and monthly full-length tests with results and percentile.',
    subject: 'Mock Tests',
    Icon: QuizIcon,
  },
  {
    title: 'Detailed Course Content',
    text: 'Structured course material that takes you through the syllabus step by step.',
    Icon: SchoolIcon,
  },
  {
    title: 'Competitive Exams Coverage',
    text: 'UPSC, State PSCs, SSC, IBPS and NDA: one place for every exam you aim at.',
    Icon: WorkspacePremiumIcon,
  },
];

/** The carousels: the first three subjects (spec 2.3). */
export const CAROUSEL_SUBJECTS = TOPICS.slice(0, 3).map((t) => ({ title: t.title, subject: t.subject! }));
