import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { queryRoots } from '@/lib/query-keys';
import type { User } from '@/types/api';
import { KYE_BYE, type QuizDetail, type QuizResultState } from '@/types/quiz';
import { attemptBody, timeSpentBody, useRecordAttempt } from '../api/attempt-calls';
import { logFailure } from '../domain/log';
import { answersWithTags, useConfidenceTags } from '../hooks/use-confidence-tags';
import { useDurations, usePlayerState, type PlayerStart } from '../hooks/use-player-state';
import { playerStore, progressKey, type Submission } from '../store/player-db';
import { enqueueSubmission, onSubmissionChange, sendSubmission } from '../store/submission-queue';
import { QuizPlayer } from './quiz-player';
import { SubmissionBanner } from './submission-banner';
import { SubmitDialog } from './submit-dialog';

/** Seconds between saves of the timer's counts (answers are saved at once). */
const SAVE_EVERY_TICKS = 5;
const RETRY_MS = 10_000;

interface PlayingSessionProps {
  quiz: QuizDetail;
  user: User;
  start: PlayerStart;
  attemptId: string;
  startedAt: string;
  /** A submission already made for this attempt (the page was reloaded while it was pending). */
  earlierSubmission?: Submission | null;
}

/** The quiz being taken: answers kept on the device as they happen, Exit and a submission that is never lost. */
export function PlayingSession({
  quiz,
  user,
  start,
  attemptId,
  startedAt,
  earlierSubmission,
}: PlayingSessionProps) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordAttempt = useRecordAttempt();
  const player = usePlayerState(quiz.questions, start);
  const durationsRef = useDurations(quiz.questions.length, start.durations);
  const confidence = useConfidenceTags(quiz.questions.length, start.confidence);
  const [submission, setSubmission] = useState<Submission | null>(earlierSubmission ?? null);
  const order = useMemo(() => quiz.questions.map((_, i) => i), [quiz.questions]);
  const key = progressKey(user._id, quiz._id);
  const kind = quiz.division === KYE_BYE ? 'kyebye' : 'quiz';

  const latest = useRef({
    sheet: player.sheet,
    current: player.index,
    lang: player.lang,
    tags: confidence.tags,
  });
  useEffect(() => {
    latest.current = { sheet: player.sheet, current: player.index, lang: player.lang, tags: confidence.tags };
  });

  const persist = useCallback(async () => {
    const { sheet, current, lang, tags } = latest.current;
    const store = await playerStore();
    await store.putProgress({
      key,
      userId: user._id,
      quizId: quiz._id,
      attemptId,
      statuses: sheet.statuses,
      firstChoices: sheet.firstChoices,
      durations: durationsRef.current.slice(),
      current,
      lang,
      confidence: tags,
      startedAt,
      updatedAt: new Date().toISOString(),
    });
  }, [key, user._id, quiz._id, attemptId, startedAt, durationsRef]);

  // Every answer, move and language change is kept at once; submitted attempts are not kept again.
  useEffect(() => {
    if (!submission) void persist();
  }, [player.sheet, player.index, player.lang, confidence.tags, persist, submission]);

  const ticks = useRef(0);
  const onTick = useCallback(() => {
    ticks.current += 1;
    if (ticks.current % SAVE_EVERY_TICKS === 0) void persist();
  }, [persist]);

  // The banner follows the submission; the result opens once the server has acknowledged it and the time
  // spent has been offered (spec section 4's order: completion, then time spent, then /quizresult).
  useEffect(() => onSubmissionChange((s) => s.attemptId === attemptId && setSubmission(s)), [attemptId]);
  const done = useRef(false);
  const finish = useCallback(
    (s: Submission) => {
      if (s.state !== 'saved' || done.current) return;
      done.current = true;
      void playerStore().then((store) => store.deleteProgress(key));
      void queryClient.invalidateQueries({ queryKey: [queryRoots.profile] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.dashboard] });
      notify.success(t('Your answers are saved.'));
      const state: QuizResultState = {
        quizId: quiz._id,
        quizName: quiz.name,
        division: quiz.division,
        subject: quiz.subject,
        classs: quiz.classs,
        attemptId,
        result: s.result!,
        firstChoices: (s.completeBody.answers as { option: number | null }[]).map((a) => a.option),
        statuses: latest.current.sheet.statuses,
      };
      void navigate(paths.quizResult.getHref(), { state });
    },
    [attemptId, key, navigate, queryClient, quiz, t],
  );
  const send = useCallback(() => void sendSubmission(attemptId).then(finish), [attemptId, finish]);

  const resend = useRef(!!earlierSubmission);
  useEffect(() => {
    if (!resend.current) return;
    resend.current = false;
    send();
  }, [send]);

  // A pending submission is sent again when the browser is back online, and every few seconds meanwhile.
  const pending = submission?.state === 'pending';
  useEffect(() => {
    if (!pending) return;
    window.addEventListener('online', send);
    const timer = setInterval(send, RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      clearInterval(timer);
    };
  }, [pending, send]);

  const [confirming, setConfirming] = useState(false);
  const submit = async () => {
    await persist();
    const end = new Date().toISOString();
    const body = attemptBody(user, quiz, player.sheet);
    const sent = await enqueueSubmission({
      attemptId,
      userId: user._id,
      quizId: quiz._id,
      kind,
      completeBody: {
        ...body,
        attemptId,
        answers: answersWithTags(player.sheet.firstChoices, confidence.tags),
        quizStartTime: startedAt,
        quizEndTime: end,
      },
      timeSpentBody: timeSpentBody(user, quiz, durationsRef.current.slice(), { start: startedAt, end }),
      state: 'pending',
      timeSpentStored: false,
      createdAt: end,
    });
    finish(sent);
  };

  const exit = async () => {
    await persist();
    // On exit the attempt is updated with the learner's place (spec section 4); a failure is only logged.
    recordAttempt
      .mutateAsync({ quiz, body: attemptBody(user, quiz, player.sheet), onExit: user })
      .catch((e) => logFailure('attempt on exit', e));
    void navigate(paths.quizList.getHref());
  };

  const locked = submission !== null && submission.state !== 'failed';
  return (
    <QuizPlayer
      quiz={quiz}
      player={player}
      durationsRef={durationsRef}
      order={order}
      running={!locked}
      onTick={onTick}
      confidence={confidence}
      banner={<SubmissionBanner submission={submission} onRetry={send} />}
      actions={
        <>
          <Button variant="outlined" color="inherit" onClick={() => void exit()} disabled={locked}>
            {t('Exit Quiz')}
          </Button>
          <Button variant="contained" color="success" onClick={() => setConfirming(true)} disabled={locked}>
            {t('Submit')}
          </Button>
          <SubmitDialog
            open={confirming}
            answered={player.sheet.statuses.filter((s) => s !== -1).length}
            count={player.count}
            onAnswer={(ok) => {
              setConfirming(false);
              if (ok) void submit();
            }}
          />
        </>
      }
    />
  );
}
