import QuizIcon from '@mui/icons-material/Quiz';
import { QuizCreate } from './QuizCreate';
import { QuizEdit } from './QuizEdit';
import { QuizList } from './QuizList';
import { QuizPreview } from './QuizPreview';

export { QuizImport } from './QuizImport';

export default {
  list: QuizList,
  edit: QuizEdit,
  create: QuizCreate,
  show: QuizPreview,
  icon: QuizIcon,
  recordRepresentation: 'name',
};
