import { Box, Chip, Grid, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectInput, TextInput, required, useSimpleFormIteratorItem, useSourceContext } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { lacksHindi, type HindiFields } from './hindiGaps';
import { formatLines, parseLines } from './quizTransform';
import { UploadInput } from './UploadInput';

/** The correct answer is picked from the English options as typed (the Hindi one follows by position). */
function CorrectAnswerInput() {
  const { getSource } = useSourceContext();
  const options = (useWatch({ name: getSource('options') }) as string[] | undefined) ?? [];
  const choices = [...new Set(options.map((o) => o.trim()).filter(Boolean))].map((o) => ({ id: o, name: o }));
  return (
    <SelectInput
      source="correct_answer"
      label="Correct answer"
      choices={choices}
      validate={required()}
      fullWidth
    />
  );
}

/** Shown on every question where a Hindi reader gets the English fallback. */
function HindiMissingMarker() {
  const { getSource } = useSourceContext();
  const question = useWatch({ name: getSource('') }) as HindiFields | undefined;
  if (!lacksHindi(question)) return null;
  return <Chip size="small" color="warning" variant="outlined" label="Hindi missing" sx={{ mb: 1 }} />;
}

/**
 * The question a report's Accept opened the editor on (`?question=N`): scrolled into view and outlined.
 * Returns the ref for its box and whether it is that question.
 */
function useReportedQuestion() {
  const { index } = useSimpleFormIteratorItem();
  const [params] = useSearchParams();
  const focused = index === Number(params.get('question')) - 1;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'start' });
  }, [focused]);
  return { ref, focused };
}

/** One question: English and Hindi side by side (stacked on a phone), then media and the answer. */
export function QuestionInput() {
  const { ref, focused } = useReportedQuestion();
  return (
    <Box
      ref={ref}
      sx={{
        width: '100%',
        py: 1,
        scrollMarginTop: 96,
        ...(focused && { outline: 2, outlineColor: 'warning.main', outlineOffset: 4, borderRadius: 1 }),
      }}
    >
      {focused && <Chip size="small" color="warning" label="Reported question" sx={{ mb: 1, mr: 1 }} />}
      <HindiMissingMarker />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="overline">English</Typography>
          <TextInput
            source="question"
            label="Question"
            multiline
            minRows={2}
            fullWidth
            validate={required()}
          />
          <TextInput
            source="options"
            label="Options (one per line)"
            multiline
            minRows={4}
            fullWidth
            format={formatLines}
            parse={parseLines}
          />
          <TextInput
            source="answer_explanation_in_english"
            label="Explanation"
            multiline
            minRows={2}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} lang="hi">
          <Typography variant="overline">हिन्दी (Hindi)</Typography>
          <TextInput source="question_in_hindi" label="प्रश्न (question)" multiline minRows={2} fullWidth />
          <TextInput
            source="options_hindi"
            label="विकल्प (options, same order)"
            multiline
            minRows={4}
            fullWidth
            format={formatLines}
            parse={parseLines}
          />
          <TextInput
            source="answer_explanation_in_hindi"
            label="व्याख्या (explanation)"
            multiline
            minRows={2}
            fullWidth
          />
        </Grid>
      </Grid>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CorrectAnswerInput />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="youtube_video" label="YouTube link" fullWidth />
        </Grid>
      </Grid>
      <UploadInput source="question_image" label="Question image" accept="image/*" />
      <UploadInput source="answer_image" label="Answer image" accept="image/*" />
      <UploadInput
        source="question_pdf"
        pagesSource="question_pdf_images"
        label="Question PDF"
        accept="application/pdf,.pdf"
      />
      <UploadInput source="video_link" label="Private video" accept="video/mp4,video/webm" />
    </Box>
  );
}
