import GavelIcon from '@mui/icons-material/Gavel';
import { KeyChallengeList } from './KeyChallengeList';
import { KeyChallengeShow } from './KeyChallengeShow';

export default {
  list: KeyChallengeList,
  show: KeyChallengeShow,
  icon: GavelIcon,
};
