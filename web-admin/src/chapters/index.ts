import MenuBookIcon from '@mui/icons-material/MenuBook';
import { createElement } from 'react';
import { Create, Edit } from 'react-admin';
import { ChapterForm } from './ChapterForm';
import { ChapterList } from './ChapterList';

const ChapterEdit = () => createElement(Edit, { mutationMode: 'pessimistic' }, createElement(ChapterForm));
const ChapterCreate = () => createElement(Create, { redirect: 'list' }, createElement(ChapterForm));

export default {
  list: ChapterList,
  edit: ChapterEdit,
  create: ChapterCreate,
  icon: MenuBookIcon,
  recordRepresentation: 'chapter',
};
