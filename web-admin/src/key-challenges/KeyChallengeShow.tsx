import { Alert, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { ReportedQuestion } from '../reports/ReportedQuestion';
import { KeyStageChip } from './KeyStageChip';
import { PublishFinalKey } from './PublishFinalKey';
import { QuestionDecision } from './QuestionDecision';
import {
  CHALLENGE_REASONS,
  type ChallengedQuestion,
  type ChallengeReason,
  type LiveMockKeyDetail,
} from './types';
import { WindowHours } from './WindowHours';

function Title() {
  const r = useRecordContext<LiveMockKeyDetail>();
  return <span>{r ? `Key challenges: ${r.quizName}` : 'Key challenges'}</span>;
}

function Challenged({ q }: { q: ChallengedQuestion }) {
  const reasons = (Object.keys(CHALLENGE_REASONS) as ChallengeReason[]).filter((r) => q.reasons[r] > 0);
  return (
    <Card variant="outlined" component="section" aria-label={`Question ${q.questionNumber}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h6" component="h3">
              Question {q.questionNumber}
            </Typography>
            <Chip label={`${q.challenges} challenge${q.challenges === 1 ? '' : 's'}`} color="primary" />
            {reasons.map((r) => (
              <Chip
                key={r}
                variant="outlined"
                size="small"
                label={`${CHALLENGE_REASONS[r]}: ${q.reasons[r]}`}
              />
            ))}
          </Stack>
          <ReportedQuestion
            question={{
              question: q.question,
              question_in_hindi: q.question_in_hindi,
              options: q.options,
              options_hindi: q.options_hindi,
              correct_answer: q.options[q.key] ?? '',
              answer_explanation_in_english: '',
              answer_explanation_in_hindi: '',
            }}
          />
          {q.explanations.length > 0 && (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {q.explanations.map((e, i) => (
                <Typography component="li" variant="body2" key={i}>
                  <strong>{CHALLENGE_REASONS[e.reason]}:</strong> {e.explanation}
                </Typography>
              ))}
            </Stack>
          )}
          <QuestionDecision question={q} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function Detail() {
  const r = useRecordContext<LiveMockKeyDetail>();
  // The list's row stands in for the mock until its detail (with the questions) has loaded.
  if (!r || !Array.isArray(r.questions)) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <KeyStageChip stage={r.stage} />
        <Typography>
          {r.challenges} challenge{r.challenges === 1 ? '' : 's'} · closed{' '}
          {new Date(r.closesAt).toLocaleString('en-GB')}
          {r.publishedAt && ` · final key published ${new Date(r.publishedAt).toLocaleString('en-GB')}`}
        </Typography>
      </Stack>
      <WindowHours key={`${r.windowHours}`} />
      {r.stage === 'final' && (
        <Alert severity="success">
          Key changed: {r.changed.length ? r.changed.map((i) => i + 1).join(', ') : 'none'} · Dropped:{' '}
          {r.dropped.length ? r.dropped.map((i) => i + 1).join(', ') : 'none'}
        </Alert>
      )}
      {r.questions.length === 0 && <Alert severity="info">No candidate has challenged this key.</Alert>}
      {r.questions.map((q) => (
        <Challenged key={`${q.questionIndex}:${q.decision}:${q.newKey}`} q={q} />
      ))}
    </Stack>
  );
}

/** One live mock: its challenged questions (most first, both languages, the key), their resolutions, the final key. */
export function KeyChallengeShow() {
  return (
    <Show
      title={<Title />}
      actions={
        <TopToolbar>
          <PublishFinalKey />
        </TopToolbar>
      }
    >
      <Detail />
    </Show>
  );
}
