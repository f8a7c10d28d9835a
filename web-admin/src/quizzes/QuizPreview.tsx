import {
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useState } from 'react';
import { Show, useRecordContext } from 'react-admin';

interface Question {
  question: string;
  question_in_hindi: string;
  options: string[];
  options_hindi: string[];
  correct_answer: string;
  answer_explanation_in_english: string;
  answer_explanation_in_hindi: string;
  question_image?: { url: string } | null;
}

/** Each question as the learner's player shows it (question, image, options), with the key marked for editors. */
function Questions() {
  const record = useRecordContext<{
    name: string;
    questions: Question[];
    marksPerCorrect: number;
    negativeMarks: number;
  }>();
  const [lang, setLang] = useState<'en' | 'hi'>('en');
  if (!record) return null;
  const hi = lang === 'hi';
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {record.name}
        </Typography>
        <Chip size="small" label={`+${record.marksPerCorrect} / −${record.negativeMarks}`} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={lang}
          onChange={(_, v) => v && setLang(v)}
          aria-label="Language"
        >
          <ToggleButton value="en">English</ToggleButton>
          <ToggleButton value="hi">हिन्दी</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {record.questions.map((q, i) => {
        const options = hi && q.options_hindi.length ? q.options_hindi : q.options;
        const missing = hi && (!q.question_in_hindi || !q.options_hindi.length);
        return (
          <Card key={i}>
            <CardContent lang={hi ? 'hi' : 'en'}>
              <Typography variant="overline">Question {i + 1}</Typography>
              {missing && (
                <Chip size="small" color="warning" variant="outlined" label="Hindi missing" sx={{ ml: 1 }} />
              )}
              <Typography sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>
                {hi ? q.question_in_hindi || q.question : q.question}
              </Typography>
              {q.question_image?.url && (
                <Box
                  component="img"
                  src={q.question_image.url}
                  alt=""
                  sx={{ maxWidth: '100%', maxHeight: 240, mb: 1 }}
                />
              )}
              <Stack spacing={0.5}>
                {options.map((o, j) => {
                  const correct = q.options[j] === q.correct_answer;
                  return (
                    <Stack key={j} direction="row" spacing={1} alignItems="center">
                      {correct ? (
                        <CheckCircleIcon color="success" fontSize="small" titleAccess="Correct answer" />
                      ) : (
                        <RadioButtonUncheckedIcon fontSize="small" />
                      )}
                      <Typography>{o}</Typography>
                    </Stack>
                  );
                })}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {hi ? q.answer_explanation_in_hindi : q.answer_explanation_in_english}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

export function QuizPreview() {
  return (
    <Show title="Preview">
      <Questions />
    </Show>
  );
}
