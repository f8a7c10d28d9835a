import { Grid } from '@mui/material';
import {
  ArrayInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  minValue,
  required,
  useRecordContext,
  useResourceContext,
  type TabbedFormProps,
} from 'react-admin';
import { categoryChoices, divisionChoices, subjectChoices } from './choices';
import { ExamInputs } from './ExamInputs';
import { HindiGapsNote } from './HindiGapsNote';
import { QuestionInput } from './QuestionInput';
import { QuizHistory } from './QuizHistory';
import { formatCodes, parseCodes } from './quizTransform';
import { UploadInput } from './UploadInput';

export const NEW_QUESTION = {
  question: '',
  question_in_hindi: '',
  options: ['', '', '', ''],
  options_hindi: ['', '', '', ''],
  correct_answer: '',
  answer_explanation_in_english: '',
  answer_explanation_in_hindi: '',
  youtube_video: '',
};

/** The quiz editor, shared by create and edit: details, questions (reorderable), PDFs. */
export function QuizForm(props: Omit<TabbedFormProps, 'children'>) {
  const resource = useResourceContext();
  const kyeBye = resource === 'kyebye-quizzes';
  // A new quiz has no history yet.
  const editing = !!useRecordContext()?.id;
  return (
    // Scrollable tabs: four of them do not fit a 360 px phone.
    <TabbedForm {...props} tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}>
      <TabbedForm.Tab label="Quiz">
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="description" multiline fullWidth />
        <Grid container columnSpacing={2} sx={{ width: '100%' }}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            {!kyeBye && (
              <SelectInput source="division" choices={divisionChoices} validate={required()} fullWidth />
            )}
            <SelectInput source="subject" choices={subjectChoices} validate={required()} fullWidth />
            <TextInput source="chapter" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <SelectInput
              source="difficulty"
              label="Category"
              choices={categoryChoices}
              validate={required()}
              fullWidth
            />
            <TextInput source="classs" label="Class" validate={required()} fullWidth />
            <TextInput
              source="accessible"
              label="School codes with access"
              helperText="Comma-separated"
              format={formatCodes}
              parse={parseCodes}
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <NumberInput
              source="marksPerCorrect"
              label="Marks per correct answer"
              validate={[required(), minValue(0.25)]}
              fullWidth
            />
            <NumberInput
              source="negativeMarks"
              label="Negative marks per wrong answer"
              validate={[required(), minValue(0)]}
              fullWidth
            />
          </Grid>
        </Grid>
        <UploadInput source="quiz_image" label="Quiz image" accept="image/*" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Questions" path="questions">
        <HindiGapsNote />
        <ArrayInput source="questions" label={false}>
          <SimpleFormIterator fullWidth getItemLabel={(i) => `Q${i + 1}`} inline={false}>
            {/* A render prop so react-admin makes new items objects, not the scalars of a one-input array. */}
            <FormDataConsumer>{() => <QuestionInput />}</FormDataConsumer>
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      {!kyeBye && (
        <TabbedForm.Tab label="Exam" path="exam">
          <ExamInputs />
        </TabbedForm.Tab>
      )}
      <TabbedForm.Tab label="PDFs and video" path="media">
        <UploadInput
          source="quiz_pdf"
          pagesSource="quiz_pdf_images"
          label="Quiz PDF (English)"
          accept="application/pdf,.pdf"
        />
        <UploadInput
          source="quiz_pdf_hindi"
          pagesSource="quiz_pdf_images_hindi"
          label="Quiz PDF (Hindi)"
          accept="application/pdf,.pdf"
        />
        <UploadInput source="quiz_video" label="Quiz video" accept="video/mp4,video/webm" />
      </TabbedForm.Tab>
      {editing && (
        <TabbedForm.Tab label="History" path="history">
          <QuizHistory />
        </TabbedForm.Tab>
      )}
    </TabbedForm>
  );
}
