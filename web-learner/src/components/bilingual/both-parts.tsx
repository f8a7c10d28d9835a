import { Typography, type SxProps } from '@mui/material';
import { QuestionHtml } from '@/components/quiz/question-html';
import { HINDI_EXPLANATION_MISSING, HINDI_MISSING } from '@/lib/quiz-content';
import { BilingualColumns, MissingNote } from './bilingual-columns';

/**
 * The 'Both' view's question text: English beside Hindi, or beside the spec's note where Hindi is missing
 * (the player's and the exam's; `id` names the English side, which labels the options).
 */
export function BothQuestionText({
  english,
  hindi,
  sx,
  id = 'question-text',
}: {
  english: string;
  hindi: string | null;
  sx?: SxProps;
  id?: string;
}) {
  return (
    <BilingualColumns
      english={<QuestionHtml html={english} sx={sx} id={id} />}
      hindi={hindi ? <QuestionHtml html={hindi} sx={sx} /> : <MissingNote>{HINDI_MISSING}</MissingNote>}
    />
  );
}

/** One option in both languages (Hindi only where all its options have it, as the Hindi view). */
export function BothOption({ english, hindi }: { english: string; hindi: string | undefined }) {
  if (!hindi) return <QuestionHtml html={english} />;
  return (
    <BilingualColumns
      labelled={false}
      english={<QuestionHtml html={english} />}
      hindi={<QuestionHtml html={hindi} />}
      sx={{ flex: 1 }}
    />
  );
}

/** The explanation in both languages; without Hindi, the English beside the spec's note. */
export function BothExplanation({
  english,
  hindi,
  none,
}: {
  english: string;
  hindi: string | null;
  /** 'No explanation available' in both languages. */
  none: string;
}) {
  if (!english && !hindi) return <Typography>{none}</Typography>;
  return (
    <BilingualColumns
      english={english ? <QuestionHtml html={english} /> : <Typography>{none}</Typography>}
      hindi={hindi ? <QuestionHtml html={hindi} /> : <MissingNote>{HINDI_EXPLANATION_MISSING}</MissingNote>}
    />
  );
}
