import QuizIcon from '@mui/icons-material/Quiz';
import { lazy } from 'react';

// Screens load when first opened: the sign-in screen carries none of their code (issue 37).
const QuizList = lazy(() => import('./QuizList').then((m) => ({ default: m.QuizList })));
const QuizEdit = lazy(() => import('./QuizEdit').then((m) => ({ default: m.QuizEdit })));
const QuizCreate = lazy(() => import('./QuizCreate').then((m) => ({ default: m.QuizCreate })));
const QuizPreview = lazy(() => import('./QuizPreview').then((m) => ({ default: m.QuizPreview })));
export const QuizImport = lazy(() => import('./QuizImport').then((m) => ({ default: m.QuizImport })));

export default {
  list: QuizList,
  edit: QuizEdit,
  create: QuizCreate,
  show: QuizPreview,
  icon: QuizIcon,
  recordRepresentation: 'name',
};
