import { Alert, Box, Stack } from '@mui/material';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDemoPlayer } from '../hooks/use-demo-player';
import type { DemoQuiz, QuestionResult, QuizLanguage } from '../types';
import { hasHindi, localize, speechText } from '../utils/localized-question';
import { PlayerBar } from './player-bar';
import { QuestionCard } from './question-card';
import { QuestionNavigator } from './question-navigator';

/** Drawn again only when a result or the current question changes (up to 200 buttons). */
const Navigator = memo(QuestionNavigator);

/** The demo's question flow (spec 2.12: the question page without any server writes). */
export function DemoPlayer(props: {
  quiz: DemoQuiz;
  lang: QuizLanguage;
  onLang: (lang: QuizLanguage) => void;
  onExit: () => void;
  onSeeResult: (results: QuestionResult[]) => void;
}) {
  const { t } = useTranslation('demo');
  const { quiz, lang } = props;
  const count = quiz.questions.length;
  const correctIndexOf = useCallback(
    (i: number) => Math.max(0, quiz.questions[i].options.indexOf(quiz.questions[i].correct_answer)),
    [quiz],
  );
  const player = useDemoPlayer(count, correctIndexOf);
  const question = quiz.questions[player.index];
  const view = useMemo(() => localize(question, lang), [question, lang]);
  const { goTo, choose, index, results } = player;
  const seeResult = () => props.onSeeResult(results);

  // Keyboard: 1-9 choose an option, N and P move (announced under the question for screen-reader users).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if ((e.target as HTMLElement | null)?.closest('input[type="text"], textarea, [role="listbox"]')) return;
      const n = Number(e.key);
      if (n >= 1 && n <= view.options.length) choose(n - 1);
      else if (e.key === 'n' || e.key === 'N') goTo(index + 1);
      else if (e.key === 'p' || e.key === 'P') goTo(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choose, goTo, index, view.options.length]);

  return (
    <Box>
      <PlayerBar
        name={quiz.name}
        index={player.index}
        count={count}
        lang={lang}
        onLang={props.onLang}
        division={quiz.division}
        hindiAvailable={hasHindi(quiz.questions)}
        speech={speechText(view)}
        onExit={props.onExit}
        onSeeResult={seeResult}
      />
      <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}>
        <Alert severity="info">{t('Only first attempted option will be counted in final result')}</Alert>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 260px' },
            alignItems: 'start',
          }}
        >
          <QuestionCard
            question={question}
            view={view}
            number={index + 1}
            count={count}
            lang={lang}
            selected={player.selected}
            showAnswer={player.showAnswer}
            canShowAnswer={player.canShowAnswer}
            onChoose={choose}
            onClear={player.clear}
            onShowAnswer={player.reveal}
            onPrevious={() => goTo(index - 1)}
            onNext={() => goTo(index + 1)}
            onSeeResult={seeResult}
          />
          <Navigator results={results} current={index} onGo={goTo} />
        </Box>
      </Stack>
    </Box>
  );
}
