import { Chip } from '@mui/material';
import { DeleteButton, Edit, ShowButton, TopToolbar, useRecordContext } from 'react-admin';
import { PublishButton } from './PublishButton';
import { QuizForm } from './QuizForm';
import { quizTransform } from './quizTransform';

function QuizTitle() {
  const record = useRecordContext<{ name: string; published: boolean; rev: number }>();
  return <span>{record ? `${record.name} (${record.published ? 'published' : 'draft'})` : 'Quiz'}</span>;
}

function StateChip() {
  const record = useRecordContext<{ published: boolean; rev: number }>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={`${record.published ? 'Published' : 'Draft'} · revision ${record.rev}`}
      sx={{ alignSelf: 'center' }}
    />
  );
}

function EditActions() {
  return (
    <TopToolbar>
      <StateChip />
      <PublishButton />
      <ShowButton label="Preview" />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

/**
 * Saves are pessimistic: the form waits for the server, so a 409 (someone saved a newer revision since this
 * copy was loaded) shows its message and keeps the editor's work on screen instead of losing either change.
 */
export function QuizEdit() {
  return (
    <Edit
      title={<QuizTitle />}
      actions={<EditActions />}
      mutationMode="pessimistic"
      transform={quizTransform}
      redirect={false}
    >
      <QuizForm />
    </Edit>
  );
}
