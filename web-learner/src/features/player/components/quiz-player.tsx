import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfidenceBar } from '@/components/learning/confidence-bar';
import { QuestionTools } from '@/components/learning/question-tools';
import { KYE_BYE, quizKindOf, type QuizDetail } from '@/types/quiz';
import { useGuardedPage } from '../hooks/use-guarded-page';
import type { ConfidenceTags } from '../hooks/use-confidence-tags';
import type { PlayerState } from '../hooks/use-player-state';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { QuestionNavigator } from './question-navigator';
import { QuestionPanel } from './question-panel';
import { QuizLangSelect } from './quiz-lang-select';
import { ShortcutsDialog } from './shortcuts-dialog';
import { TimerDisplay } from './timer-display';

interface QuizPlayerProps {
  quiz: QuizDetail;
  player: PlayerState;
  durationsRef: RefObject<number[]>;
  /** Positions in quiz.questions, in play order (practice plays a subset). */
  order: number[];
  running: boolean;
  onTick?: (durations: number[]) => void;
  /** Exit and Submit (or the practice screen's own). */
  actions: ReactNode;
  banner?: ReactNode;
  /** False where the spec skips getSignedUrl (reattempt in Kye Bye and Business Wisdom). */
  privateMedia?: boolean;
  /** Confidence tags (the quiz itself; practice has none). */
  confidence?: ConfidenceTags;
}

/** The question view, navigator, language select and timer of spec 2.9, shared by the quiz and practice screens. */
export function QuizPlayer({
  quiz,
  player,
  durationsRef,
  order,
  running,
  onTick,
  actions,
  banner,
  privateMedia,
  confidence,
}: QuizPlayerProps) {
  const { t } = useTranslation('player');
  const [help, setHelp] = useState(false);
  useGuardedPage();
  usePlayerShortcuts({
    optionCount: quiz.questions[order[player.index]]?.options.length ?? 0,
    pick: player.pick,
    next: player.next,
    previous: player.previous,
    clear: player.clear,
    showAnswer: () => !player.showAnswerDisabled && player.showAnswer(),
    help: () => setHelp(true),
    tag: (tag) => {
      if (!confidence || player.sheet.statuses[player.index] !== -1) return false;
      confidence.setTag(player.index, confidence.tags[player.index] === tag ? null : tag);
      return true;
    },
  });
  const question = quiz.questions[order[player.index]];
  const answered = player.sheet.statuses[player.index] !== -1;
  const tools = (
    // The tags keep their width; on a phone the bookmark and 'Report a problem' wrap below them.
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 auto' }}>
        {confidence && (
          <ConfidenceBar
            value={confidence.tags[player.index] ?? null}
            onChange={(tag) => confidence.setTag(player.index, tag)}
            disabled={answered}
            hint={answered ? undefined : t('Tag it before you answer.')}
          />
        )}
      </Box>
      <QuestionTools quizId={quiz._id} kind={quizKindOf(quiz.division)} index={order[player.index]} />
    </Stack>
  );

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2, justifyContent: 'space-between' }}
      >
        <Typography
          variant="h5"
          component="h1"
          sx={{ fontSize: { xs: '1.15rem', md: '1.5rem' }, flex: '1 1 240px' }}
        >
          {quiz.name}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <TimerDisplay durations={durationsRef} current={player.index} running={running} onTick={onTick} />
          <QuizLangSelect
            id="quiz-lang"
            value={player.lang}
            disabled={quiz.division === KYE_BYE}
            onChange={player.setLang}
          />
          <Tooltip title={t('Keyboard shortcuts')}>
            <IconButton
              onClick={() => setHelp(true)}
              aria-label={t('Keyboard shortcuts')}
              aria-keyshortcuts="Shift+?"
            >
              <KeyboardIcon />
            </IconButton>
          </Tooltip>
          {actions}
        </Stack>
      </Stack>
      {banner}
      <Typography id="player-shortcut-hint" sx={visuallyHidden}>
        {t(
          'Shortcuts: 1 to 4 choose an option, N next, P previous, X clear, S show answer, question mark for the list.',
        )}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' } }}>
        {question && (
          <QuestionPanel
            question={question}
            player={player}
            number={order[player.index] + 1}
            privateMedia={privateMedia}
            tools={tools}
          />
        )}
        <Box sx={{ order: { xs: 2, md: 0 } }}>
          <QuestionNavigator
            statuses={player.sheet.statuses}
            current={player.index}
            onGo={player.goTo}
            numbers={order.map((i) => i + 1)}
          />
        </Box>
      </Box>
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  // px strings: MUI reads the numbers 1 as 100 %.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
