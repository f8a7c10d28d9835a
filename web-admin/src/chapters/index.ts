import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';

// Screens load when first opened: the sign-in screen carries none of their code (issue 37).
const ChapterList = lazy(() => import('./ChapterList').then((m) => ({ default: m.ChapterList })));
const ChapterEdit = lazy(() => import('./ChapterPages').then((m) => ({ default: m.ChapterEdit })));
const ChapterCreate = lazy(() => import('./ChapterPages').then((m) => ({ default: m.ChapterCreate })));

export default {
  list: ChapterList,
  edit: ChapterEdit,
  create: ChapterCreate,
  icon: MenuBookIcon,
  recordRepresentation: 'chapter',
};
