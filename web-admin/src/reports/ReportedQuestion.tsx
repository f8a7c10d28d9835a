import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Chip, Grid, Stack, Typography } from '@mui/material';
import type { ApiSchema } from '@exam/web-theme/src/api';

/** The question as it is now, with its key: what this view shows of a reported (or challenged) question. */
export type QuestionNow = Omit<ApiSchema<'ReportedQuestion'>, 'correct_answer_hindi'>;

function Side({
  lang,
  title,
  text,
  options,
  explanation,
  correct,
}: {
  lang: 'en' | 'hi';
  title: string;
  text: string;
  options: string[];
  explanation: string;
  correct: number;
}) {
  return (
    <Grid size={{ xs: 12, md: 6 }} lang={lang}>
      <Typography variant="overline">{title}</Typography>
      {text ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{text}</Typography>
      ) : (
        <Chip size="small" color="warning" variant="outlined" label="Hindi missing" sx={{ mb: 1 }} />
      )}
      <Stack spacing={0.5} component="ol" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
        {options.map((o, i) => (
          <Stack key={i} component="li" direction="row" spacing={1} alignItems="center">
            {i === correct ? (
              <CheckCircleIcon color="success" fontSize="small" titleAccess="Key: correct answer" />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" />
            )}
            <Typography sx={{ fontWeight: i === correct ? 700 : 400 }}>
              {String.fromCharCode(65 + i)}. {o}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {explanation && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {explanation}
        </Typography>
      )}
    </Grid>
  );
}

/** The question as it stands now, English and Hindi side by side (stacked on a phone), the key marked. */
export function ReportedQuestion({ question }: { question: QuestionNow | null }) {
  if (!question)
    return <Alert severity="info">This question no longer exists: the quiz was changed or removed.</Alert>;
  const correct = question.options.indexOf(question.correct_answer);
  return (
    <Grid container spacing={2}>
      <Side
        lang="en"
        title="English"
        text={question.question}
        options={question.options}
        explanation={question.answer_explanation_in_english}
        correct={correct}
      />
      <Side
        lang="hi"
        title="हिन्दी (Hindi)"
        text={question.question_in_hindi}
        options={question.options_hindi}
        explanation={question.answer_explanation_in_hindi}
        correct={correct}
      />
    </Grid>
  );
}
