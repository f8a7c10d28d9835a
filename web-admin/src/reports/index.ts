import ReportIcon from '@mui/icons-material/ReportProblem';
import { ReportList } from './ReportList';
import { ReportShow } from './ReportShow';

export default {
  list: ReportList,
  show: ReportShow,
  icon: ReportIcon,
};
